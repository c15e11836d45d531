import type { Interview, Interviewer } from '@agentdesk/shared';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { failureText } from '../../../lib/toast-failure.ts';
import { useInterviewsInRange } from '../api/list-interviews.ts';
import type { SchedulingParams } from '../hooks/use-scheduling-params.ts';
import { viewDates, viewRange } from '../utils/calendar-view.ts';
import { workingBands } from '../utils/working-bands.ts';
import { addDays, formatDay, zoneAbbreviation, zonedMoment } from '../utils/zoned-time.ts';
import { CalendarFilters } from './calendar-filters.tsx';
import { CalendarToolbar } from './calendar-toolbar.tsx';
import { TimeGrid, type GridColumn } from './time-grid.tsx';

type Props = {
  params: SchedulingParams;
  interviewers: Interviewer[];
  zone: string;
  today: string;
  now: number;
  isDesktop: boolean;
  onOpen: (interview: Interview) => void;
};

const onDate = (interviews: Interview[], date: string, zone: string) => {
  const start = zonedMoment(date, 0, zone);
  const end = zonedMoment(addDays(date, 1), 0, zone);
  return interviews.filter((interview) => interview.start_timestamp < end && interview.end_timestamp > start);
};

/** The week: a column per day. */
const weekColumns = (
  dates: string[],
  interviews: Interview[],
  zone: string,
  onDay: (date: string) => void,
): GridColumn[] =>
  dates.map((date) => ({
    key: date,
    date,
    interviews: onDate(interviews, date, zone),
    label: (
      <button
        type="button"
        onClick={() => onDay(date)}
        className="rounded font-medium text-gray-700 hover:text-brand hover:underline"
        title={`Show ${formatDay(zonedMoment(date, 720, zone), zone, { long: true })}`}
      >
        {formatDay(zonedMoment(date, 12 * 60, zone), zone)}
      </button>
    ),
  }));

/** The day: a column per interviewer (their working hours tinted in the viewer's zone); on a phone, one column. */
const dayColumns = (
  date: string,
  interviews: Interview[],
  interviewers: Interviewer[],
  zone: string,
  isDesktop: boolean,
): GridColumn[] => {
  const ofDay = onDate(interviews, date, zone);
  if (!isDesktop || interviewers.length === 0)
    return [
      { key: 'all', date, interviews: ofDay, label: <span className="font-medium text-gray-700">Interviews</span> },
    ];
  return interviewers.map((person) => ({
    key: person.interviewer_id,
    date,
    interviews: ofDay.filter((interview) =>
      interview.interviewers.some((each) => each.interviewer_id === person.interviewer_id),
    ),
    bands: workingBands({ hours: person.working_hours, hoursZone: person.time_zone, date, zone }),
    label: (
      <span className="block min-w-0">
        <span className="block truncate font-medium text-gray-900">{person.name}</span>
        <span className="block truncate text-[11px] text-gray-500">
          {person.time_zone} · {zoneAbbreviation(zonedMoment(date, 720, person.time_zone), person.time_zone)}
        </span>
      </span>
    ),
  }));
};

/** The calendar tab: the toolbar, the filters, and the week or the day as a time grid, in its four states. */
export const CalendarPane = ({ params, interviewers, zone, today, now, isDesktop, onOpen }: Props) => {
  const view = isDesktop ? params.view : 'day';
  const dates = viewDates(view, params.date);
  const { from, to } = viewRange(dates, zone);
  const list = useInterviewsInRange(from, to);
  const interviews = (list.data ?? []).filter(
    (interview) =>
      (params.jobId === '' || interview.job_id === params.jobId) &&
      (params.interviewerId === '' ||
        interview.interviewers.some((each) => each.interviewer_id === params.interviewerId)),
  );
  // The day's columns: the interviewer filtered to, else the active ones and anyone else with an interview that day.
  const shown = interviewers.filter((person) =>
    params.interviewerId !== ''
      ? person.interviewer_id === params.interviewerId
      : person.is_active ||
        interviews.some((each) => each.interviewers.some((p) => p.interviewer_id === person.interviewer_id)),
  );
  const columns =
    view === 'week'
      ? weekColumns(dates, interviews, zone, (date) => params.show({ view: 'day', date }))
      : dayColumns(params.date, interviews, shown, zone, isDesktop);

  return (
    <div className="flex min-w-0 flex-col gap-3">
      <CalendarToolbar
        view={view}
        date={params.date}
        dates={dates}
        today={today}
        zone={zone}
        canShowWeek={isDesktop}
        onShow={params.show}
      />
      <CalendarFilters params={params} interviewers={interviewers} />
      {list.isError ? (
        <ErrorState
          title="Failed to load the interviews."
          message={failureText(list.error)}
          onRetry={() => void list.refetch()}
          isRetrying={list.isFetching}
        />
      ) : list.isPending ? (
        <div
          role="status"
          aria-label="Loading interviews"
          className="flex flex-col gap-2 rounded-lg border border-gray-200 bg-white p-4"
        >
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-10 w-full" />
          ))}
        </div>
      ) : (
        <>
          {interviews.length === 0 ? (
            <p
              data-testid="calendar-empty"
              className="rounded-md border border-dashed border-gray-300 bg-white px-3 py-2 text-[13px] text-gray-500"
            >
              No interviews {view === 'week' ? 'this week' : 'on this day'}
              {params.interviewerId !== '' || params.jobId !== '' ? ' for these filters' : ''}. Book one with “Book
              interview”, or send a candidate a self-booking link.
            </p>
          ) : null}
          <TimeGrid
            columns={columns}
            zone={zone}
            now={now}
            onOpen={onOpen}
            minColumnWidth={view === 'day' && isDesktop ? 170 : 110}
            aria-label={view === 'week' ? 'Week calendar' : 'Day calendar'}
          />
          {view === 'day' && isDesktop && interviewers.length > 0 ? (
            <p className="flex items-center gap-2 text-xs text-gray-500">
              <span
                aria-hidden="true"
                className="inline-block size-3 rounded-sm border border-gray-200 bg-brand-soft"
              />
              Each interviewer’s working hours, shown in your time zone
            </p>
          ) : null}
        </>
      )}
    </div>
  );
};
