import type { CandidateFitDetail, CandidateInterview } from '@agentdesk/shared';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { RelativeTime } from '../../../components/ui/relative-time.tsx';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { useNow } from '../../../lib/use-now.ts';

type Props = { detail: Pick<CandidateFitDetail, 'interviews' | 'sent_booking_links'> };

const statusLabels: Record<CandidateInterview['status'], string> = {
  scheduled: 'Scheduled',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'No-show',
};

const bookerLabels: Record<CandidateInterview['booked_by'], string> = {
  recruiter: 'booked by a recruiter',
  candidate: 'booked by the candidate',
  zara: 'booked on the recruiting agent’s call',
};

/**
 * The candidate's interviews for this job (however they were booked, a call's booking too) and the
 * self-booking links mailed to them, with when (#30 items 4 and 5). Nothing to show: no card.
 */
export const CandidateBookings = ({ detail }: Props) => {
  const now = useNow();
  if (detail.interviews.length === 0 && detail.sent_booking_links.length === 0) return null;
  return (
    <Card title="Interviews" description="Booked interviews and the self-booking links sent to the candidate.">
      <ul data-testid="candidate-bookings" className="divide-y divide-gray-100 text-[13px]">
        {detail.interviews.map((interview) => (
          <li
            key={interview.interview_id}
            data-testid="candidate-interview"
            className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 first:pt-0 last:pb-0"
          >
            <span className="min-w-0 flex-1 basis-48 text-gray-900">
              <span className="font-medium">{interview.round_name}</span> · {formatDateTime(interview.start_timestamp)}
              <span className="block text-xs text-gray-500">{bookerLabels[interview.booked_by]}</span>
            </span>
            <Badge
              tone={interview.status === 'scheduled' ? 'blue' : interview.status === 'completed' ? 'green' : 'neutral'}
            >
              {statusLabels[interview.status]}
            </Badge>
          </li>
        ))}
        {detail.sent_booking_links.map((link) => (
          <li
            key={link.link_id}
            data-testid="sent-booking-link"
            className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 first:pt-0 last:pb-0"
          >
            <span className="min-w-0 flex-1 basis-48 break-words text-gray-900">
              Self-booking link for the {link.round_name} sent to {link.sent_to}{' '}
              <RelativeTime at={link.sent_timestamp} now={now} />
              <span className="block text-xs text-gray-500">
                {link.is_used
                  ? 'The candidate booked with it.'
                  : link.expires_timestamp < now
                    ? `Expired ${formatDateTime(link.expires_timestamp)}.`
                    : `Works until ${formatDateTime(link.expires_timestamp)}.`}
              </span>
            </span>
            <Badge tone={link.is_used ? 'green' : 'neutral'}>{link.is_used ? 'Used' : 'Sent'}</Badge>
          </li>
        ))}
      </ul>
    </Card>
  );
};
