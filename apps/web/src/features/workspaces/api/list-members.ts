import { apiPaths, envelopeSchema, memberSchema } from '@agentdesk/shared';
import type { Member } from '@agentdesk/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-request.ts';
import { workspaceQueryKeys } from './workspace-query-keys.ts';

const membersResponseSchema = envelopeSchema(z.array(memberSchema));

/** The members, as GET and every change of them (role, removal, transfer) answer. */
export const readMembersResponse = (body: unknown): Member[] => membersResponseSchema.parse(body).data;

/** GET /workspaces/current/members (admins). */
export const listMembers = async ({ signal }: { signal?: AbortSignal } = {}): Promise<Member[]> =>
  readMembersResponse(await apiRequest(apiPaths.workspaceMembers, { signal }));

export const membersQueryOptions = queryOptions({
  queryKey: workspaceQueryKeys.members,
  queryFn: ({ signal }) => listMembers({ signal }),
});

export const useMembers = ({ isEnabled }: { isEnabled: boolean }) =>
  useQuery({ ...membersQueryOptions, enabled: isEnabled });
