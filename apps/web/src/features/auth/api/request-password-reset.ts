import { apiPaths } from '@agentdesk/shared/paths';
import type { ResetPasswordRequestBody } from '@agentdesk/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';

/** POST /user/reset-password/: always answers the same, whether or not the account exists. */
export const requestPasswordReset = async (body: ResetPasswordRequestBody): Promise<void> => {
  await apiRequest(apiPaths.resetPassword, { method: 'POST', body, auth: 'none' });
};

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
