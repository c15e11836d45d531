import { campaignPaths, createCampaignResponseSchema, type CreateCampaignBody } from '@agentdesk/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';

/** POST campaign/: creates the campaign and answers its id (data.id). */
export const createCampaign = async (body: CreateCampaignBody): Promise<{ id: string }> =>
  createCampaignResponseSchema.parse(
    await apiRequest(campaignPaths.create, { method: 'POST', body, showErrorToast: false }),
  ).data;

export const useCreateCampaign = () => useMutation({ mutationFn: createCampaign });
