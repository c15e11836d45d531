import { apiPaths, envelopeSchema, invitationSchema } from '@agentdesk/shared';
import type { Invitation } from '@agentdesk/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-request.ts';
import { workspaceQueryKeys } from './workspace-query-keys.ts';

const invitationsResponseSchema = envelopeSchema(z.array(invitationSchema));

/** GET /workspaces/current/invitations (admins). */
export const listInvitations = async ({ signal }: { signal?: AbortSignal } = {}): Promise<Invitation[]> =>
  invitationsResponseSchema.parse(await apiRequest(apiPaths.workspaceInvitations, { signal })).data;

export const invitationsQueryOptions = queryOptions({
  queryKey: workspaceQueryKeys.invitations,
  queryFn: ({ signal }) => listInvitations({ signal }),
});

export const useInvitations = ({ isEnabled }: { isEnabled: boolean }) =>
  useQuery({ ...invitationsQueryOptions, enabled: isEnabled });
