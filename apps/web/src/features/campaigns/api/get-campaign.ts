import { campaignPaths, campaignResponseSchema, type Campaign } from '@agentdesk/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { campaignsQueryKeys } from './campaigns-query-keys.ts';

/** GET campaign/{id}: the campaign, its step, recipients and sending progress. */
export const getCampaign = async ({ id, signal }: { id: string; signal?: AbortSignal }): Promise<Campaign> =>
  campaignResponseSchema.parse(await apiRequest(campaignPaths.campaign(id), { signal, showErrorToast: false })).data;

const isSending = (campaign: Campaign | undefined) => campaign?.triggered_at != null && !campaign.progress.is_done;

export const campaignQueryOptions = (id: string) =>
  queryOptions({
    queryKey: campaignsQueryKeys.detail(id),
    queryFn: ({ signal }) => getCampaign({ id, signal }),
    // Live progress while the campaign is being sent.
    refetchInterval: (query) => (isSending(query.state.data) ? 1000 : false),
    retry: (count, error) => (error as { error_message?: string }).error_message === undefined && count < 2,
  });

export const useCampaign = (id: string | null) => useQuery({ ...campaignQueryOptions(id ?? ''), enabled: id !== null });
