import { interviewerListResponseSchema, interviewPaths, type Interviewer } from '@agentdesk/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { interviewsQueryKeys } from './interviews-query-keys.ts';

/** GET /interviewer/interviewers: every interviewer of the workspace, active and not. */
export const listInterviewers = async ({ signal }: { signal?: AbortSignal }): Promise<Interviewer[]> =>
  interviewerListResponseSchema.parse(await apiRequest(interviewPaths.interviewers, { signal, showErrorToast: false }))
    .data.interviewers;

export const interviewersQueryOptions = () =>
  queryOptions({ queryKey: interviewsQueryKeys.interviewers, queryFn: listInterviewers });

export const useInterviewers = () => useQuery(interviewersQueryOptions());
