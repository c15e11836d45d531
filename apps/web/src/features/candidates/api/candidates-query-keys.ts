import type { CandidateListFilter } from '../utils/candidate-list-filter.ts';

/**
 * Query keys of the candidates feature: the ranked lists (by job and filter), one detail per
 * application, and the upload batches being scored. The job picker's list sits under the jobs
 * feature's lists, so whatever changes a job asks it again too.
 */
export const candidatesQueryKeys = {
  all: ['candidates'] as const,
  lists: ['candidates', 'list'] as const,
  list: (filter: CandidateListFilter) =>
    [
      'candidates',
      'list',
      filter.jobId,
      filter.minScore ?? '',
      filter.maxScore ?? '',
      filter.skill,
      filter.stage ?? '',
      filter.bookmarked ?? '',
      filter.source ?? '',
    ] as const,
  details: ['candidates', 'detail'] as const,
  detail: (applicationId: string) => ['candidates', 'detail', applicationId] as const,
  batch: (batchId: string) => ['candidates', 'batch', batchId] as const,
  jobOptions: ['jobs', 'list', 'candidate-job-options'] as const,
};
