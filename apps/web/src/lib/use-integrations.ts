import { apiPaths, envelopeSchema, integrationsSchema, revealedSigningKeySchema } from '@agentdesk/shared';
import type { Integrations } from '@agentdesk/shared';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-request.ts';

const integrationsResponseSchema = envelopeSchema(integrationsSchema);
const revealedResponseSchema = envelopeSchema(revealedSigningKeySchema);

/** An integrations answer (GET, and the key's rotation). */
export const readIntegrationsResponse = (body: unknown): Integrations => integrationsResponseSchema.parse(body).data;

/** GET /workspaces/current/integrations (admins): webhook addresses, the key's last characters, mail address. */
export const getIntegrations = async ({ signal }: { signal?: AbortSignal } = {}): Promise<Integrations> =>
  readIntegrationsResponse(await apiRequest(apiPaths.integrations, { signal }));

// One key for every place that shows them (the Integrations page, the connect-your-agent panels).
export const integrationsQueryOptions = queryOptions({
  queryKey: ['integrations'] as const,
  queryFn: ({ signal }) => getIntegrations({ signal }),
  staleTime: 5 * 60_000,
});

/** Admins only: the server refuses everyone else, so they do not ask. */
export const useIntegrations = ({ isEnabled = true }: { isEnabled?: boolean } = {}) =>
  useQuery({ ...integrationsQueryOptions, enabled: isEnabled });

/** POST …/signing-key/reveal: the signing key itself; the server records each reveal in the audit log. */
export const revealSigningKey = async (): Promise<string> =>
  revealedResponseSchema.parse(await apiRequest(apiPaths.signingKeyReveal, { method: 'POST', showErrorToast: false }))
    .data.signing_key;

export const useRevealSigningKey = () => useMutation({ mutationFn: revealSigningKey });
