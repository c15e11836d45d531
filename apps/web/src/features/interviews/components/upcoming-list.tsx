import type { Interview } from '@agentdesk/shared';
import { CalendarClock } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { ListSkeleton } from '../../../components/ui/list-skeleton.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { failureText } from '../../../lib/toast-failure.ts';
import { useUpcomingInterviews } from '../api/list-interviews.ts';
import { formatClockRange, formatDay, zonedParts } from '../utils/zoned-time.ts';

type Props = { zone: string; now: number; onOpen: (interview: Interview) => void; action?: React.ReactNode };

/** The scheduled interviews ahead, soonest first, under a heading per day (the phone's main view). */
export const UpcomingList = ({ zone, now, onOpen, action }: Props) => {
  const list = useUpcomingInterviews(now);
  if (list.isPending)
    return (
      <ListSkeleton label="Loading upcoming interviews" rowCount={5} rowClassName="flex flex-col gap-2 px-4 py-3">
        <Skeleton className="h-3.5 w-40" />
        <Skeleton className="h-3 w-64 max-w-full" />
      </ListSkeleton>
    );
  if (list.isError)
    return (
      <ErrorState
        title="Failed to load the upcoming interviews."
        message={failureText(list.error)}
        onRetry={() => void list.refetch()}
        isRetrying={list.isFetching}
      />
    );
  if (list.data.length === 0)
    return (
      <EmptyState
        icon={CalendarClock}
        title="No interviews coming up"
        description="Book a candidate’s interview from the free slots of a round, or send them a link to book it themselves."
        action={action}
      />
    );

  const days = new Map<string, Interview[]>();
  for (const interview of list.data) {
    const date = zonedParts(interview.start_timestamp, zone).date;
    days.set(date, [...(days.get(date) ?? []), interview]);
  }
  return (
    <div data-testid="upcoming-list" className="flex flex-col gap-4">
      {[...days].map(([date, interviews]) => (
        <section key={date} aria-label={formatDay(interviews[0]!.start_timestamp, zone, { long: true })}>
          <h3 className="mb-1.5 text-xs font-semibold tracking-wide text-gray-500 uppercase">
            {formatDay(interviews[0]!.start_timestamp, zone, { long: true })}
          </h3>
          <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200 bg-white">
            {interviews.map((interview) => (
              <li key={interview.interview_id}>
                <button
                  type="button"
                  data-testid="upcoming-interview"
                  onClick={() => onOpen(interview)}
                  className="flex w-full min-w-0 items-start gap-3 px-4 py-3 text-left hover:bg-gray-50 focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none focus-visible:ring-inset"
                >
                  <span className="w-24 shrink-0 text-[13px] font-medium text-gray-900 tabular-nums">
                    {formatClockRange(interview.start_timestamp, interview.end_timestamp, zone)}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium text-gray-900">{interview.candidate_name}</span>
                    <span className="block truncate text-[13px] text-gray-500">
                      {interview.round_name} · {interview.job_title}
                    </span>
                    <span className="block truncate text-xs text-gray-500">
                      {interview.interviewers.map((each) => each.name).join(', ')}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
};
