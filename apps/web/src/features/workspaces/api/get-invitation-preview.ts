import { apiPaths, envelopeSchema, invitationPreviewSchema } from '@agentdesk/shared';
import type { InvitationPreview } from '@agentdesk/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { workspaceQueryKeys } from './workspace-query-keys.ts';

const previewResponseSchema = envelopeSchema(invitationPreviewSchema);

/**
 * GET /invitations/preview?token=… (public): what the link offers, or 400 with the server's sentence
 * (expired, revoked, already used), which the page shows itself.
 */
export const getInvitationPreview = async ({
  token,
  signal,
}: {
  token: string;
  signal?: AbortSignal;
}): Promise<InvitationPreview> => {
  const path = `${apiPaths.invitationPreview}?${new URLSearchParams({ token }).toString()}`;
  return previewResponseSchema.parse(await apiRequest(path, { auth: 'none', signal, showErrorToast: false })).data;
};

export const invitationPreviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: workspaceQueryKeys.preview(token),
    queryFn: ({ signal }) => getInvitationPreview({ token, signal }),
    // A refused link stays refused: asking again would only repeat the same answer.
    retry: false,
  });

/**
 * Asks nothing for a link without its token (the page says it is incomplete), nor once it has been
 * accepted (the link is used up, and the cache is being emptied for the new workspace).
 */
export const useInvitationPreview = (token: string, { isEnabled = true }: { isEnabled?: boolean } = {}) =>
  useQuery({ ...invitationPreviewQueryOptions(token), enabled: isEnabled && token !== '' });
