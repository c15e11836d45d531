import { interviewPaths, interviewResponseSchema, type Interview } from '@agentdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { interviewsQueryKeys } from './interviews-query-keys.ts';

/** GET /interviews/:id (404 'Interview not found'). */
export const getInterview = async ({ id, signal }: { id: string; signal?: AbortSignal }): Promise<Interview> =>
  interviewResponseSchema.parse(await apiRequest(interviewPaths.interview(id), { signal, showErrorToast: false })).data;

/** One interview, shown at once from the list it was opened from while the server is asked. */
export const useInterview = (id: string, initial: Interview | undefined) =>
  useQuery({
    queryKey: interviewsQueryKeys.interview(id),
    queryFn: ({ signal }) => getInterview({ id, signal }),
    enabled: id !== '',
    initialData: initial,
    retry: false,
  });
