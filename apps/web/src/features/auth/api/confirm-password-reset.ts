import { apiPaths } from '@agentdesk/shared/paths';
import type { ResetPasswordConfirmBody } from '@agentdesk/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import type { SessionStart } from '../../../lib/session-store.ts';
import { readSessionResponse } from '../utils/read-session-response.ts';

/** POST /user/reset-password/confirm: sets the new password and signs the user in. */
export const confirmPasswordReset = async (body: ResetPasswordConfirmBody): Promise<SessionStart> =>
  readSessionResponse(await apiRequest(apiPaths.resetPasswordConfirm, { method: 'POST', body, auth: 'none' }));

export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
