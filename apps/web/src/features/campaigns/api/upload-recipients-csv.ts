import { campaignPaths, uploadRecipientsResponseSchema, type UploadRecipientsResult } from '@agentdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { campaignsQueryKeys } from './campaigns-query-keys.ts';

/** PUT campaign/{id}/recipients: the CSV file as multipart field csv_file. */
export const uploadRecipientsCsv = async ({
  id,
  file,
}: {
  id: string;
  file: File;
}): Promise<UploadRecipientsResult> => {
  const form = new FormData();
  form.append('csv_file', file, file.name);
  return uploadRecipientsResponseSchema.parse(
    await apiRequest(campaignPaths.recipients(id), { method: 'PUT', body: form, showErrorToast: false }),
  ).data;
};

export const useUploadRecipientsCsv = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadRecipientsCsv,
    onSuccess: (_data, { id }) => queryClient.invalidateQueries({ queryKey: campaignsQueryKeys.detail(id) }),
  });
};
