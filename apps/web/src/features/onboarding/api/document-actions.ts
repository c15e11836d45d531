import {
  documentResponseSchema,
  onboardingDocumentPaths,
  processDocumentsResponseSchema,
  uploadDocumentsResponseSchema,
  type CorrectFieldBody,
} from '@agentdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { API_BASE, endSession, requireLiveToken } from '../../../lib/authorized-fetch.ts';
import { failureOf, isSuccess, sendWithProgress } from '../../../lib/send-with-progress.ts';
import { onboardingQueryKeys } from './get-all-documents.ts';

/** POST documents/upload: one multipart part 'files' per document, with the upload's progress. */
export const uploadDocuments = ({ files, onProgress }: { files: File[]; onProgress?: (fraction: number) => void }) => {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  const headers = { Authorization: `Bearer ${requireLiveToken()}`, Accept: 'application/json' };
  return sendWithProgress({
    method: 'POST',
    url: `${API_BASE}${onboardingDocumentPaths.upload}`,
    headers,
    body: form,
    onProgress,
  }).then((answer) => {
    if (isSuccess(answer)) return uploadDocumentsResponseSchema.parse(answer.body).data.documents;
    if (answer.status === 401) endSession();
    throw failureOf(answer, 'A document is larger than 15 MB');
  });
};

/** POST documents/process: every pending document joins the processing queue. */
export const processDocuments = async () =>
  processDocumentsResponseSchema.parse(await apiRequest(onboardingDocumentPaths.process, { method: 'POST' })).data;

/** POST documents/:id/retry: a failed document queued again. */
export const retryDocument = async (id: string) =>
  documentResponseSchema.parse(
    await apiRequest(onboardingDocumentPaths.retry.replace(':id', encodeURIComponent(id)), { method: 'POST' }),
  ).data;

/** PATCH documents/:id/fields: a person's correction of one field. */
export const correctField = async ({ id, ...body }: CorrectFieldBody & { id: string }) =>
  documentResponseSchema.parse(
    await apiRequest(onboardingDocumentPaths.correct.replace(':id', encodeURIComponent(id)), { method: 'PATCH', body }),
  ).data;

/** A mutation that refreshes the document list after it. */
const useDocumentsChange = <V, R>(mutationFn: (variables: V) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: onboardingQueryKeys.documents }),
  });
};

export const useUploadDocuments = () => useDocumentsChange(uploadDocuments);
export const useProcessDocuments = () => useDocumentsChange(processDocuments);
export const useRetryDocument = () => useDocumentsChange(retryDocument);
export const useCorrectField = () => useDocumentsChange(correctField);
