import type { Interview } from '@agentdesk/shared';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { useRecruitingAgent } from '../../../lib/recruiting-agent.ts';
import { formatClockRange, formatDay, zoneAbbreviation } from '../utils/zoned-time.ts';

export const statusLabels: Record<Interview['status'], string> = {
  scheduled: 'Scheduled',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'No-show',
};
const statusTones: Record<Interview['status'], BadgeTone> = {
  scheduled: 'blue',
  completed: 'green',
  cancelled: 'neutral',
  no_show: 'amber',
};
/** Who booked it; the recruiting agent by its name ('Riley, on a call'). */
const bookerLabel = (bookedBy: Interview['booked_by'], agentName: string | null) => {
  if (bookedBy === 'recruiter') return 'a recruiter';
  if (bookedBy === 'candidate') return 'the candidate (self-booking link)';
  return `${agentName ?? 'the recruiting agent'}, on a call`;
};

/** When, who and how an interview stands: times in the viewer's zone and each interviewer's own. */
export const InterviewFacts = ({ interview, zone }: { interview: Interview; zone: string }) => {
  const agent = useRecruitingAgent();
  return (
    <div className="mt-3 flex flex-col gap-3 text-[13px]">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={statusTones[interview.status]} data-testid="interview-status">
          {statusLabels[interview.status]}
        </Badge>
        <span className="text-gray-500" title="The invitation's iCalendar SEQUENCE: raised with every change">
          Invitation version {interview.sequence + 1}
        </span>
      </div>
      <dl className="grid grid-cols-[6.5rem_1fr] gap-x-3 gap-y-1.5">
        <dt className="text-gray-500">Candidate</dt>
        <dd className="min-w-0 break-words text-gray-900">
          {interview.candidate_name}
          {interview.candidate_email === null ? null : (
            <span className="block text-gray-500">{interview.candidate_email}</span>
          )}
        </dd>
        <dt className="text-gray-500">Job</dt>
        <dd className="min-w-0 text-gray-900">{interview.job_title}</dd>
        <dt className="text-gray-500">Round</dt>
        <dd className="min-w-0 text-gray-900">{interview.round_name}</dd>
        <dt className="text-gray-500">When</dt>
        <dd data-testid="interview-when" className="min-w-0 text-gray-900 tabular-nums">
          {formatDay(interview.start_timestamp, zone, { long: true, withYear: true })},{' '}
          {formatClockRange(interview.start_timestamp, interview.end_timestamp, zone)} (
          {zoneAbbreviation(interview.start_timestamp, zone)})
          {interview.candidate_time_zone === null ? null : (
            <span className="block text-gray-500">
              Candidate:{' '}
              {formatClockRange(interview.start_timestamp, interview.end_timestamp, interview.candidate_time_zone)} in{' '}
              {interview.candidate_time_zone}
            </span>
          )}
        </dd>
        <dt className="text-gray-500">Booked by</dt>
        <dd className="min-w-0 text-gray-900">{bookerLabel(interview.booked_by, agent?.name ?? null)}</dd>
      </dl>
      <div>
        <h3 className="mb-1 text-[13px] font-medium text-gray-900">Interviewers</h3>
        <ul data-testid="interview-panel" className="divide-y divide-gray-100 rounded-md border border-gray-200">
          {interview.interviewers.map((person) => (
            <li key={person.interviewer_id} className="flex flex-wrap items-baseline justify-between gap-x-3 px-3 py-2">
              <span className="min-w-0">
                <span className="block font-medium text-gray-900">{person.name}</span>
                <span className="block break-all text-xs text-gray-500">{person.email}</span>
              </span>
              <span className="text-xs text-gray-600 tabular-nums">
                {formatClockRange(interview.start_timestamp, interview.end_timestamp, person.time_zone)}{' '}
                {person.time_zone}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
};
