import { apiPaths, envelopeSchema, voiceProviderStatusSchema } from '@agentdesk/shared';
import type { VoiceProviderStatus } from '@agentdesk/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';

const voiceProviderResponseSchema = envelopeSchema(voiceProviderStatusSchema);

/** GET /demo-call/provider: whether 'Initiate a Call' also places the call through the provider. */
export const getVoiceProvider = async (): Promise<VoiceProviderStatus> =>
  voiceProviderResponseSchema.parse(await apiRequest(apiPaths.voiceProvider, { showErrorToast: false })).data;

export const voiceProviderQueryOptions = () =>
  queryOptions({ queryKey: ['demo-call', 'provider'], queryFn: getVoiceProvider, staleTime: 5 * 60_000 });

export const useVoiceProvider = () => useQuery(voiceProviderQueryOptions());
