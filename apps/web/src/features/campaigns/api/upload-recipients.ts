import {
  campaignPaths,
  uploadRecipientsResponseSchema,
  type Recipient,
  type UploadRecipientsResult,
} from '@agentdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { campaignsQueryKeys } from './campaigns-query-keys.ts';

/** PUT campaign/{id}/recipients-without-csv: the manual list. */
export const uploadRecipients = async ({
  id,
  recipients,
}: {
  id: string;
  recipients: Recipient[];
}): Promise<UploadRecipientsResult> =>
  uploadRecipientsResponseSchema.parse(
    await apiRequest(campaignPaths.recipientsWithoutCsv(id), {
      method: 'PUT',
      body: { recipients },
      showErrorToast: false,
    }),
  ).data;

export const useUploadRecipients = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadRecipients,
    onSuccess: (_data, { id }) => queryClient.invalidateQueries({ queryKey: campaignsQueryKeys.detail(id) }),
  });
};
