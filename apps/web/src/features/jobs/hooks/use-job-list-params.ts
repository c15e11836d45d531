import { jobStatuses, type JobStatus } from '@agentdesk/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParamsUpdater } from '../../../lib/use-search-params-updater.ts';
import type { JobListFilter } from '../api/jobs-query-keys.ts';

const isJobStatus = (value: string | null): value is JobStatus => jobStatuses.includes(value as JobStatus);

/** The list's status and search, kept in the address (?status=open&search=nurse) so a view can be shared. */
export const useJobListParams = () => {
  const { params, setParam } = useSearchParamsUpdater();
  const rawStatus = params.get('status');
  const search = params.get('search')?.trim() ?? '';
  const filter = useMemo<JobListFilter>(() => ({ status: isJobStatus(rawStatus) ? rawStatus : undefined, search }), [rawStatus, search]);

  /** The address of the list with this status (undefined: all) and the same search. */
  const statusHref = useCallback(
    (status: JobStatus | undefined) => {
      const next = new URLSearchParams(params);
      if (status === undefined) next.delete('status');
      else next.set('status', status);
      const query = next.toString();
      return query === '' ? '?' : `?${query}`;
    },
    [params],
  );
  const setSearch = useCallback((text: string) => setParam('search', text), [setParam]);

  return { filter, statusHref, setSearch };
};
