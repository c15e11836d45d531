import { apiPaths } from '@agentdesk/shared/paths';
import { envelopeSchema, resetPasswordRequestSchema } from '@agentdesk/shared';
import type { ResetPasswordRequest, ResetPasswordRequestBody } from '@agentdesk/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';

const responseSchema = envelopeSchema(resetPasswordRequestSchema);

/**
 * POST /user/reset-password/: always answers the same, whether or not the account exists; says
 * whether this server sends mail at all (without it no link is made).
 */
export const requestPasswordReset = async (body: ResetPasswordRequestBody): Promise<ResetPasswordRequest> =>
  responseSchema.parse(await apiRequest(apiPaths.resetPassword, { method: 'POST', body, auth: 'none' })).data;

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
