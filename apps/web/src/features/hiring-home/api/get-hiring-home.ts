import { envelopeSchema, hiringHomeSchema, recruitingPaths, type HiringHome } from '@agentdesk/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { userTimeZone } from '../../../lib/user-time-zone.ts';

const responseSchema = envelopeSchema(hiringHomeSchema);

/** GET /hiring-home: open jobs, this week's interviews, zara's screening calls and what needs action. */
export const getHiringHome = async ({
  tz,
  signal,
}: {
  tz: string | undefined;
  signal?: AbortSignal;
}): Promise<HiringHome> => {
  const query = tz === undefined ? '' : `?${new URLSearchParams({ tz })}`;
  // The page shows the failure itself, with a retry: no toast on top.
  const { data } = responseSchema.parse(
    await apiRequest(`${recruitingPaths.hiringHome}${query}`, { signal, showErrorToast: false }),
  );
  return data;
};

export const hiringHomeQueryOptions = (tz: string | undefined = userTimeZone()) =>
  queryOptions({
    queryKey: ['hiring-home', tz ?? null] as const,
    queryFn: ({ signal }) => getHiringHome({ tz, signal }),
  });

export const useHiringHome = () => useQuery(hiringHomeQueryOptions());
