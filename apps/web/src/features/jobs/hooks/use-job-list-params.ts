import {
  defaultJobOrder,
  JOB_PAGE_SIZE_DEFAULT,
  jobPageSizes,
  jobSorts,
  jobStatuses,
  sortOrders,
  type JobPageSize,
  type JobSort,
  type JobStatus,
  type SortOrder,
} from '@agentdesk/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParamsUpdater } from '../../../lib/use-search-params-updater.ts';
import type { JobListFilter } from '../api/jobs-query-keys.ts';

const isOneOf = <T extends string | number>(values: readonly T[], value: unknown): value is T =>
  values.includes(value as T);

/** The list as the address says, every unknown or missing value its default. */
export const readJobListFilter = (params: URLSearchParams): JobListFilter => {
  const status = params.get('status');
  const sort = params.get('sort');
  const order = params.get('order');
  const size = Number(params.get('size'));
  const sortBy: JobSort = isOneOf(jobSorts, sort) ? sort : 'created';
  return {
    status: isOneOf(jobStatuses, status) ? status : undefined,
    department: params.get('department')?.trim() ?? '',
    location: params.get('location')?.trim() ?? '',
    search: params.get('search')?.trim() ?? '',
    sort: sortBy,
    order: isOneOf<SortOrder>(sortOrders, order) ? order : defaultJobOrder[sortBy],
    size: isOneOf<JobPageSize>(jobPageSizes, size) ? size : JOB_PAGE_SIZE_DEFAULT,
  };
};

/** Writes a change into the address's query: each value that is its default leaves the address. */
const writeJobListFilter = (params: URLSearchParams, change: Partial<JobListFilter>) => {
  const next = { ...readJobListFilter(params), ...change };
  // A new column sorts in its own order unless told.
  if (change.sort !== undefined && change.order === undefined) next.order = defaultJobOrder[next.sort];
  const values: Record<string, string> = {
    status: next.status ?? '',
    department: next.department,
    location: next.location,
    search: next.search,
    sort: next.sort === 'created' ? '' : next.sort,
    order: next.order === defaultJobOrder[next.sort] ? '' : next.order,
    size: next.size === JOB_PAGE_SIZE_DEFAULT ? '' : String(next.size),
  };
  for (const [key, value] of Object.entries(values)) {
    if (value === '') params.delete(key);
    else params.set(key, value);
  }
};

const hrefOf = (params: URLSearchParams) => {
  const query = params.toString();
  return query === '' ? '?' : `?${query}`;
};

/**
 * The list's filters (status, department, location, search), sort, order and page size, kept in
 * the address (?status=open&department=Sales&sort=title&size=50) so a view can be shared, reloaded
 * and gone back to: each change is a new history entry, but for the search, which changes as it is
 * typed.
 */
export const useJobListParams = () => {
  const { params, update } = useSearchParamsUpdater();
  const filter = useMemo(() => readJobListFilter(params), [params]);

  /** The address of the list with this change. */
  const hrefWith = useCallback(
    (change: Partial<JobListFilter>) => {
      const next = new URLSearchParams(params);
      writeJobListFilter(next, change);
      return hrefOf(next);
    },
    [params],
  );
  const change = useCallback(
    (next: Partial<JobListFilter>) => update((query) => writeJobListFilter(query, next), { replace: false }),
    [update],
  );
  const setSearch = useCallback(
    (search: string) => update((query) => writeJobListFilter(query, { search }), { replace: true }),
    [update],
  );
  /** Sorts by a column: again by the same one turns its order round. */
  const sortBy = useCallback(
    (sort: JobSort) =>
      change(sort === filter.sort ? { sort, order: filter.order === 'asc' ? 'desc' : 'asc' } : { sort }),
    [change, filter.sort, filter.order],
  );

  const hasFilters =
    filter.status !== undefined || filter.department !== '' || filter.location !== '' || filter.search !== '';
  /** Without the filters, keeping the sort and the page size. */
  const clearFiltersHref = hrefWith({ status: undefined, department: '', location: '', search: '' });
  const statusHref = useCallback((status: JobStatus | undefined) => hrefWith({ status }), [hrefWith]);

  return { filter, hasFilters, hrefWith, statusHref, clearFiltersHref, change, setSearch, sortBy };
};
