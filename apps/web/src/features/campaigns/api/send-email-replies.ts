import { campaignPaths, sendRepliesResponseSchema } from '@agentdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { campaignsQueryKeys } from './campaigns-query-keys.ts';

/** POST send-email-replies: answers the replies that came back to the campaign; reads message. */
export const sendEmailReplies = async ({ id }: { id: string }) =>
  sendRepliesResponseSchema.parse(
    await apiRequest(`${campaignPaths.sendReplies}?campaign_id=${encodeURIComponent(id)}`, {
      method: 'POST',
      showErrorToast: false,
    }),
  );

export const useSendEmailReplies = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendEmailReplies,
    onSuccess: (_data, { id }) => queryClient.invalidateQueries({ queryKey: campaignsQueryKeys.detail(id) }),
  });
};
