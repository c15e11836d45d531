import { jobDraftResponseSchema, jobPaths, type GenerateJobBody, type JobDraft } from '@agentdesk/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';

/** A draft the server wrote, and its sentence for how ('Draft written from the template'...). */
export type WrittenJobDraft = { draft: JobDraft; message: string };

/**
 * POST /job-description/generate: a whole draft written from a brief, not saved. The form reports
 * a refusal itself, so the client's own 400/500 toast is off.
 */
export const generateJobDraft = async (body: GenerateJobBody): Promise<WrittenJobDraft> => {
  const { message, data } = jobDraftResponseSchema.parse(
    await apiRequest(jobPaths.generate, { method: 'POST', body, showErrorToast: false }),
  );
  return { draft: data, message };
};

export const useGenerateJobDraft = () => useMutation({ mutationFn: generateJobDraft });
