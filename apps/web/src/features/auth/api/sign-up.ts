import { apiPaths } from '@agentdesk/shared/paths';
import type { SignupBody } from '@agentdesk/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import type { SessionStart } from '../../../lib/session-store.ts';
import { readSessionResponse } from '../utils/read-session-response.ts';

/** POST /user/signup, with the stored token when there is one (SPEC §6). */
export const signUp = async (body: SignupBody): Promise<SessionStart> =>
  readSessionResponse(await apiRequest(apiPaths.signup, { method: 'POST', body, auth: 'optional' }));

export const useSignUp = () => useMutation({ mutationFn: signUp });
