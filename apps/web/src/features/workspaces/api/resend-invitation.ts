import { apiPaths } from '@agentdesk/shared/paths';
import type { InvitationWithLink } from '@agentdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { invitationWithLinkResponseSchema } from './create-invitation.ts';
import { workspaceQueryKeys } from './workspace-query-keys.ts';

/** POST /workspaces/current/invitations/:id/resend (admins): a new link (the old one stops working), mailed again. */
export const resendInvitation = async (id: string): Promise<InvitationWithLink> =>
  invitationWithLinkResponseSchema.parse(
    await apiRequest(apiPaths.resendInvitation(id), { method: 'POST', showErrorToast: false }),
  ).data;

export const useResendInvitation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: workspaceQueryKeys.invitations }),
  });
};
