import { apiPaths, envelopeSchema, webhookConnectionSchema } from '@agentdesk/shared';
import type { WebhookConnection } from '@agentdesk/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-request.ts';

const connectionResponseSchema = envelopeSchema(webhookConnectionSchema);

/** GET /webhooks/calls/connection: where the provider sends call webhooks and the key that signs them. */
export const getWebhookConnection = async ({ signal }: { signal?: AbortSignal } = {}): Promise<WebhookConnection> => {
  const { data } = connectionResponseSchema.parse(await apiRequest(apiPaths.webhookConnection, { signal }));
  // A path is shown as the full address the provider needs.
  return { ...data, webhook_url: new URL(data.webhook_url, window.location.origin).toString() };
};

// One key for every page that shows the connection (conversations, analytics): one cache entry, one request.
export const webhookConnectionQueryOptions = queryOptions({
  queryKey: ['webhook-connection'] as const,
  queryFn: ({ signal }) => getWebhookConnection({ signal }),
  staleTime: 5 * 60_000,
});

/** Admins only: the server refuses the signing key to everyone else, so they do not ask. */
export const useWebhookConnection = ({ isEnabled = true }: { isEnabled?: boolean } = {}) => useQuery({ ...webhookConnectionQueryOptions, enabled: isEnabled });
