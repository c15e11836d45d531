import { jobFacetsResponseSchema, jobPaths, type JobFacets } from '@agentdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { jobsQueryKeys } from './jobs-query-keys.ts';

/** GET /job-description/facets: the workspace's departments and locations, A to Z, for the list's filters. */
export const listJobFacets = async ({ signal }: { signal?: AbortSignal }): Promise<JobFacets> =>
  jobFacetsResponseSchema.parse(await apiRequest(jobPaths.facets, { signal, showErrorToast: false })).data;

export const useJobFacets = () => useQuery({ queryKey: jobsQueryKeys.facets, queryFn: listJobFacets });
