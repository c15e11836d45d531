import { apiPaths, envelopeSchema, invitationWithLinkSchema } from '@agentdesk/shared';
import type { CreateInvitationBody, InvitationWithLink } from '@agentdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { workspaceQueryKeys } from './workspace-query-keys.ts';

export const invitationWithLinkResponseSchema = envelopeSchema(invitationWithLinkSchema);

/** POST /workspaces/current/invitations (admins): mails a single-use link valid 7 days, and answers with it once. */
export const createInvitation = async (body: CreateInvitationBody): Promise<InvitationWithLink> =>
  invitationWithLinkResponseSchema.parse(
    await apiRequest(apiPaths.workspaceInvitations, { method: 'POST', body, showErrorToast: false }),
  ).data;

export const useCreateInvitation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: workspaceQueryKeys.invitations }),
  });
};
