import { apiPaths, envelopeSchema, signupModeSchema } from '@agentdesk/shared';
import type { SignupMode } from '@agentdesk/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';

const signupModeResponseSchema = envelopeSchema(signupModeSchema);

/** GET /user/signup-mode (public): 'open', or 'invite-only' where only an invitation opens an account. */
export const getSignupMode = async ({ signal }: { signal?: AbortSignal } = {}): Promise<SignupMode['mode']> =>
  signupModeResponseSchema.parse(await apiRequest(apiPaths.signupMode, { auth: 'none', signal, showErrorToast: false }))
    .data.mode;

export const signupModeQueryOptions = queryOptions({
  queryKey: ['signup-mode'] as const,
  queryFn: ({ signal }) => getSignupMode({ signal }),
  staleTime: 5 * 60_000,
  retry: false,
});

export const useSignupMode = ({ isEnabled }: { isEnabled: boolean }) =>
  useQuery({ ...signupModeQueryOptions, enabled: isEnabled });
