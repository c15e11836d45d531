import { useCallback, useMemo } from 'react';
import { CANDIDATE_JOB_PARAM, CANDIDATE_PARAM } from '../../../lib/hiring-hrefs.ts';
import { useSearchParamsUpdater } from '../../../lib/use-search-params-updater.ts';
import {
  readCandidateFilter,
  writeCandidateFilter,
  type CandidateFilterChange,
} from '../utils/candidate-list-filter.ts';

const withJob = (params: URLSearchParams, defaultJobId: string): URLSearchParams => {
  if ((params.get(CANDIDATE_JOB_PARAM) ?? '') !== '' || defaultJobId === '') return params;
  const next = new URLSearchParams(params);
  next.set(CANDIDATE_JOB_PARAM, defaultJobId);
  return next;
};

/**
 * Everything the page shows is in its address (?job=…&stage=shortlisted&min_score=70&candidate=…),
 * so a view can be shared, reloaded and gone back to: the job, the filters (each change a new
 * history entry, but for the skill, which changes as it is typed) and the candidate open beside the list.
 */
export const useCandidateParams = (defaultJobId: string) => {
  const { params: addressParams, update: updateAddress } = useSearchParamsUpdater();
  // With no job in the address the default one is shown, and written in with the first change.
  const params = useMemo(() => withJob(addressParams, defaultJobId), [addressParams, defaultJobId]);
  const update = useCallback(
    (change: (next: URLSearchParams) => void, options: { replace?: boolean }) =>
      updateAddress((next) => {
        if (!next.has(CANDIDATE_JOB_PARAM) && defaultJobId !== '') next.set(CANDIDATE_JOB_PARAM, defaultJobId);
        change(next);
      }, options),
    [updateAddress, defaultJobId],
  );
  const filter = useMemo(() => readCandidateFilter(params), [params]);
  const raw = params.get(CANDIDATE_PARAM);
  const selectedId = raw === null || raw === '' ? null : raw;

  /** Another job: its list from the top, nobody open. `replace` for the default job chosen on arrival. */
  const setJob = useCallback(
    (jobId: string, options: { replace?: boolean } = {}) =>
      update(
        (next) => {
          next.set(CANDIDATE_JOB_PARAM, jobId);
          next.delete(CANDIDATE_PARAM);
        },
        { replace: options.replace ?? false },
      ),
    [update],
  );
  const changeFilter = useCallback(
    (change: CandidateFilterChange) => update((next) => writeCandidateFilter(next, change), { replace: false }),
    [update],
  );
  const setSkill = useCallback(
    (skill: string) => update((next) => writeCandidateFilter(next, { skill }), { replace: true }),
    [update],
  );
  /** Opens a candidate beside the list; `replace` when moving through the list (j / k), so Back leaves the page rather than retracing each step. */
  const select = useCallback(
    (applicationId: string, options: { replace?: boolean } = {}) =>
      update((next) => next.set(CANDIDATE_PARAM, applicationId), { replace: options.replace ?? false }),
    [update],
  );
  /** Back to the list; `replace` when what was open is gone (erased). */
  const close = useCallback(
    (options: { replace?: boolean } = {}) =>
      update((next) => next.delete(CANDIDATE_PARAM), { replace: options.replace ?? false }),
    [update],
  );
  /** The address of this view with a candidate open (the rows are links). */
  const candidateHref = useCallback(
    (applicationId: string) => {
      const next = new URLSearchParams(params);
      next.set(CANDIDATE_PARAM, applicationId);
      return `?${next.toString()}`;
    },
    [params],
  );

  return { filter, selectedId, setJob, changeFilter, setSkill, select, close, candidateHref };
};

export type CandidateParams = ReturnType<typeof useCandidateParams>;
