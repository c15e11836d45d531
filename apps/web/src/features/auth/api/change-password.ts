import { apiPaths } from '@agentdesk/shared/paths';
import type { PasswordChangeBody } from '@agentdesk/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import type { SessionStart } from '../../../lib/session-store.ts';
import { readSessionResponse } from '../utils/read-session-response.ts';

/**
 * POST /user/password-change. The server revokes every older token and answers with a new one.
 * A 401 here may only mean a wrong current password, so it does not end the session.
 */
export const changePassword = async (body: PasswordChangeBody): Promise<SessionStart> =>
  readSessionResponse(
    await apiRequest(apiPaths.passwordChange, { method: 'POST', body, endSessionOnUnauthorized: false }),
  );

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
