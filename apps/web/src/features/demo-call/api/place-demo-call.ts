import { apiPaths, envelopeSchema, placedDemoCallSchema } from '@agentdesk/shared';
import type { PlaceDemoCallBody, PlacedDemoCall } from '@agentdesk/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';

const placedResponseSchema = envelopeSchema(placedDemoCallSchema);

/** POST /demo-call/calls: the provider dials the number; the call then arrives through the calls webhook. */
export const placeDemoCall = async (body: PlaceDemoCallBody): Promise<PlacedDemoCall> =>
  placedResponseSchema.parse(await apiRequest(apiPaths.demoCalls, { method: 'POST', body, showErrorToast: false }))
    .data;

export const usePlaceDemoCall = () => useMutation({ mutationFn: placeDemoCall });
