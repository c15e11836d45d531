import { apiPaths } from '@agentdesk/shared/paths';
import { envelopeSchema, memberPasswordResetSchema } from '@agentdesk/shared';
import type { MemberPasswordReset, MemberPasswordResetMethod } from '@agentdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';

const responseSchema = envelopeSchema(memberPasswordResetSchema);

export type ResetMemberPasswordInput = { userId: string; method: MemberPasswordResetMethod };

/**
 * POST /workspaces/current/members/:userId/password-reset (owners and admins): a temporary password
 * in the answer (shown once), or a reset link mailed to the member; their sessions end either way.
 */
export const resetMemberPassword = async ({
  userId,
  method,
}: ResetMemberPasswordInput): Promise<{ message: string; data: MemberPasswordReset }> => {
  const { message, data } = responseSchema.parse(
    await apiRequest(apiPaths.memberPasswordReset(userId), { method: 'POST', body: { method }, showErrorToast: false }),
  );
  return { message, data };
};

/** The audit log has a new entry. */
export const useResetMemberPassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetMemberPassword,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['workspace-audit'] }),
  });
};
