import { interviewListResponseSchema, interviewPaths, type Interview } from '@agentdesk/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { interviewsQueryKeys } from './interviews-query-keys.ts';

/** How far ahead the upcoming list looks. */
const UPCOMING_DAYS = 60;

/** GET /interviews?from&to[&status]: the interviews overlapping [from, to), soonest first. */
export const listInterviews = async ({
  from,
  to,
  status,
  signal,
}: {
  from: number;
  to: number;
  status?: Interview['status'];
  signal?: AbortSignal;
}): Promise<Interview[]> => {
  const params = new URLSearchParams({ from: String(from), to: String(to) });
  if (status !== undefined) params.set('status', status);
  const { data } = interviewListResponseSchema.parse(
    await apiRequest(`${interviewPaths.interviews}?${params.toString()}`, { signal, showErrorToast: false }),
  );
  return [...data.interviews].sort((a, b) => a.start_timestamp - b.start_timestamp);
};

/** The calendar's range; the last range stays shown while the next one loads (no flash between weeks). */
export const useInterviewsInRange = (from: number, to: number) =>
  useQuery(
    queryOptions({
      queryKey: interviewsQueryKeys.range(from, to),
      queryFn: ({ signal }) => listInterviews({ from, to, signal }),
      placeholderData: keepPreviousData,
    }),
  );

/** The scheduled interviews from now on, soonest first. */
export const useUpcomingInterviews = (now: number) =>
  useQuery({
    queryKey: interviewsQueryKeys.upcoming,
    queryFn: ({ signal }) =>
      listInterviews({ from: now, to: now + UPCOMING_DAYS * 86_400_000, status: 'scheduled', signal }),
  });
