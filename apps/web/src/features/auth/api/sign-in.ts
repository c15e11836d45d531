import { apiPaths } from '@agentdesk/shared/paths';
import type { LoginBody } from '@agentdesk/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import type { SessionStart } from '../../../lib/session-store.ts';
import { readSessionResponse } from '../utils/read-session-response.ts';

export type SignInInput = { email: string; password: string };

/** POST /user/login without a bearer token; the username is filled with the e-mail (SPEC §3, §6). */
export const signIn = async ({ email, password }: SignInInput): Promise<SessionStart> => {
  const body: LoginBody = { username: email, email, password };
  return readSessionResponse(await apiRequest(apiPaths.login, { method: 'POST', body, auth: 'none' }));
};

export const useSignIn = () => useMutation({ mutationFn: signIn });
