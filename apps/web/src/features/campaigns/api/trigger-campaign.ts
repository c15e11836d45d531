import { campaignPaths, triggerCampaignResponseSchema } from '@agentdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { campaignsQueryKeys } from './campaigns-query-keys.ts';

/** POST trigger-email-for-campaign?campaign_id=&no_of_thread=: queues the campaign for sending. */
export const triggerCampaign = async ({ id, threads }: { id: string; threads: number }) => {
  const query = new URLSearchParams({ campaign_id: id, no_of_thread: String(threads) });
  return triggerCampaignResponseSchema.parse(
    await apiRequest(`${campaignPaths.trigger}?${query.toString()}`, { method: 'POST', showErrorToast: false }),
  );
};

export const useTriggerCampaign = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: triggerCampaign,
    onSuccess: (_data, { id }) => queryClient.invalidateQueries({ queryKey: campaignsQueryKeys.detail(id) }),
  });
};
