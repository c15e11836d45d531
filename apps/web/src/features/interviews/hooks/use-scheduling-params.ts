import { useCallback, useMemo } from 'react';
import { useSearchParamsUpdater } from '../../../lib/use-search-params-updater.ts';
import { interviewTabs, readCalendarView, type CalendarView, type InterviewTab } from '../utils/calendar-view.ts';

/**
 * What the page shows is in its address, so a view can be shared, reloaded and gone back to:
 * ?tab=calendar|upcoming|interviewers|plans, the calendar's view=week|day and date=YYYY-MM-DD, its
 * interviewer= and job= filters, and interview= for the one open.
 */
export const useSchedulingParams = ({ today, defaultTab }: { today: string; defaultTab: InterviewTab }) => {
  const { params, update, setParam } = useSearchParamsUpdater();
  const rawTab = params.get('tab');
  const tab: InterviewTab = interviewTabs.find((each) => each === rawTab) ?? defaultTab;
  const { view, date } = useMemo(() => readCalendarView(params, today), [params, today]);
  const interviewerId = params.get('interviewer') ?? '';
  const jobId = params.get('job') ?? '';
  const openId = params.get('interview') ?? '';

  const setTab = useCallback((next: string) => update((draft) => draft.set('tab', next), { replace: false }), [update]);
  const show = useCallback(
    (change: { view?: CalendarView; date?: string }) =>
      update(
        (draft) => {
          draft.set('tab', 'calendar');
          if (change.view !== undefined) draft.set('view', change.view);
          if (change.date !== undefined) draft.set('date', change.date);
        },
        { replace: false },
      ),
    [update],
  );
  const setFilter = useCallback((key: 'interviewer' | 'job', value: string) => setParam(key, value), [setParam]);
  const open = useCallback((id: string) => update((draft) => draft.set('interview', id), { replace: false }), [update]);
  const close = useCallback(() => update((draft) => draft.delete('interview'), { replace: false }), [update]);

  return { tab, view, date, interviewerId, jobId, openId, setTab, show, setFilter, open, close };
};

export type SchedulingParams = ReturnType<typeof useSchedulingParams>;
