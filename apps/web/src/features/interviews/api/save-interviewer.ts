import { interviewerResponseSchema, interviewPaths, type Interviewer, type InterviewerForm } from '@agentdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { interviewsQueryKeys } from './interviews-query-keys.ts';

export type SaveInterviewerInput = { id: string | null; body: Partial<InterviewerForm> & { is_active?: boolean } };

/** POST /interviewer/interviewers (a new one) or PUT /interviewer/interviewers/:id (a change, or is_active): the server's sentence and the interviewer. */
export const saveInterviewer = async ({
  id,
  body,
}: SaveInterviewerInput): Promise<{ message: string; interviewer: Interviewer }> => {
  const response = interviewerResponseSchema.parse(
    await apiRequest(id === null ? interviewPaths.interviewers : interviewPaths.interviewer(id), {
      method: id === null ? 'POST' : 'PUT',
      body,
      showErrorToast: false,
    }),
  );
  return { message: response.message, interviewer: response.data };
};

export const useSaveInterviewer = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveInterviewer,
    onSuccess: () => client.invalidateQueries({ queryKey: interviewsQueryKeys.all }),
  });
};
