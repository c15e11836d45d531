import { applicationStages, candidateSources, type ApplicationStage, type CandidateSource } from '@agentdesk/shared';
import { CANDIDATE_JOB_PARAM } from '../../../lib/hiring-hrefs.ts';

/** The ranked list's filters, as the address holds them (undefined and '' mean none). */
export type CandidateListFilter = {
  jobId: string;
  minScore: number | undefined;
  maxScore: number | undefined;
  skill: string;
  stage: ApplicationStage | undefined;
  bookmarked: boolean | undefined;
  source: CandidateSource | undefined;
};

/** The filters a user chooses (the job is picked apart). */
export type CandidateFilterChange = Partial<Omit<CandidateListFilter, 'jobId'>>;

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  values.includes(value as T);

/** 0–100 from the address, else undefined. */
const readScore = (value: string | null): number | undefined => {
  if (value === null || !/^\d{1,3}$/.test(value)) return undefined;
  const score = Number(value);
  return score <= 100 ? score : undefined;
};

/** The filters the address says; anything it does not know is no filter. */
export const readCandidateFilter = (params: URLSearchParams): CandidateListFilter => {
  const stage = params.get('stage');
  const source = params.get('source');
  const bookmarked = params.get('bookmarked');
  return {
    jobId: params.get(CANDIDATE_JOB_PARAM)?.trim() ?? '',
    minScore: readScore(params.get('min_score')),
    maxScore: readScore(params.get('max_score')),
    skill: params.get('skill')?.trim() ?? '',
    stage: isOneOf(applicationStages, stage) ? stage : undefined,
    bookmarked: bookmarked === 'true' ? true : bookmarked === 'false' ? false : undefined,
    source: isOneOf(candidateSources, source) ? source : undefined,
  };
};

/** The filters as the API's query (job_id, min_score...): the list and its CSV take the same. */
export const toFitQueryParams = (filter: CandidateListFilter): URLSearchParams => {
  const params = new URLSearchParams({ job_id: filter.jobId });
  if (filter.minScore !== undefined) params.set('min_score', String(filter.minScore));
  if (filter.maxScore !== undefined) params.set('max_score', String(filter.maxScore));
  if (filter.skill !== '') params.set('skill', filter.skill);
  if (filter.stage !== undefined) params.set('stage', filter.stage);
  if (filter.bookmarked !== undefined) params.set('bookmarked', String(filter.bookmarked));
  if (filter.source !== undefined) params.set('source', filter.source);
  return params;
};

/** Writes a change of the filters into the address's query (the job stays; each filter at none leaves it). */
export const writeCandidateFilter = (params: URLSearchParams, change: CandidateFilterChange): void => {
  const next = { ...readCandidateFilter(params), ...change };
  const fit = toFitQueryParams(next);
  for (const key of ['min_score', 'max_score', 'skill', 'stage', 'bookmarked', 'source']) {
    const value = fit.get(key);
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
};

/** How many filters are on, beside the stage (which has its own row): the Filters button's badge. */
export const countOtherFilters = (filter: CandidateListFilter): number =>
  [
    filter.minScore,
    filter.maxScore,
    filter.bookmarked,
    filter.source,
    filter.skill === '' ? undefined : filter.skill,
  ].filter((value) => value !== undefined).length;

/** Whether any filter is on (the stage included). */
export const hasCandidateFilters = (filter: CandidateListFilter): boolean =>
  filter.stage !== undefined || countOtherFilters(filter) > 0;

/** None of the filters: what "Clear filters" writes. */
export const NO_CANDIDATE_FILTERS: CandidateFilterChange = {
  minScore: undefined,
  maxScore: undefined,
  skill: '',
  stage: undefined,
  bookmarked: undefined,
  source: undefined,
};
