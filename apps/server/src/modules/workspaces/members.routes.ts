import {
  apiPaths,
  apiRoutes,
  deleteWorkspaceBodySchema,
  envelopeSchema,
  memberSchema,
  transferOwnershipBodySchema,
  updateMemberBodySchema,
} from '@agentdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { auditOf, recordAudit } from './audit-log.ts';
import {
  changeMemberRole,
  deleteWorkspace,
  leaveWorkspace,
  listMembers,
  removeMember,
  transferOwnership,
} from './members.service.ts';

const memberParamsSchema = z.object({ userId: z.uuid({ error: 'Member not found' }) });
const membersResponse = { 200: envelopeSchema(z.array(memberSchema)) };
const emptyResponse = { 200: envelopeSchema(z.null()) };

/** Members of the current workspace: admins manage them; anyone may leave; the owner transfers and deletes. */
export type MembersRoutesOptions = {
  db: Db;
  /** Forgets what this process remembers of sessions ('user:<id>', or 'all'); the database tells the other processes. */
  dropSessions: (notice: string) => void;
};

export const membersRoutes =
  ({ db, dropSessions }: MembersRoutesOptions): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', app.requireAuth);
    const members = async (workspaceId: string) => {
      const data = await listMembers({ db, workspaceId });
      return { message: 'Members fetched', total: data.length, data };
    };

    app.get(
      apiPaths.workspaceMembers,
      { schema: { response: membersResponse }, config: { role: 'admin' } },
      async (request) => members(request.user().workspaceId),
    );

    app.patch(
      apiRoutes.workspaceMember,
      {
        schema: { params: memberParamsSchema, body: updateMemberBodySchema, response: membersResponse },
        config: { role: 'admin', shortValidationMessage: true },
      },
      async (request) => {
        const { workspaceId, role: actorRole } = request.user();
        const change = await changeMemberRole({
          db,
          workspaceId,
          actorRole,
          userId: request.params.userId,
          role: request.body.role,
        });
        dropSessions(`user:${request.params.userId}`);
        await recordAudit(
          db,
          auditOf(request, 'member_role_changed', change.email, { from: change.from, to: change.to }),
        );
        return members(workspaceId);
      },
    );

    app.delete(
      apiRoutes.workspaceMember,
      { schema: { params: memberParamsSchema, response: membersResponse }, config: { role: 'admin' } },
      async (request) => {
        const { workspaceId, userId: actorUserId, role: actorRole } = request.user();
        const removed = await removeMember({ db, workspaceId, actorUserId, actorRole, userId: request.params.userId });
        dropSessions(`user:${request.params.userId}`);
        await recordAudit(db, auditOf(request, 'member_removed', removed.email, { role: removed.role }));
        return members(workspaceId);
      },
    );

    app.post(
      apiPaths.leaveWorkspace,
      { schema: { response: emptyResponse }, config: { role: 'viewer' } },
      async (request) => {
        const { workspaceId, userId } = request.user();
        const entry = auditOf(request, 'member_left');
        await leaveWorkspace({ db, workspaceId, userId });
        dropSessions(`user:${userId}`);
        await recordAudit(db, entry);
        return { message: 'You left the workspace', total: 0, data: null };
      },
    );

    app.post(
      apiPaths.transferOwnership,
      {
        schema: { body: transferOwnershipBodySchema, response: membersResponse },
        config: { role: 'owner', shortValidationMessage: true },
      },
      async (request) => {
        const { workspaceId, userId } = request.user();
        const { email } = await transferOwnership({ db, workspaceId, ownerId: userId, userId: request.body.user_id });
        dropSessions(`user:${userId}`);
        dropSessions(`user:${request.body.user_id}`);
        await recordAudit(db, auditOf(request, 'ownership_transferred', email));
        return members(workspaceId);
      },
    );

    app.delete(
      apiPaths.currentWorkspace,
      {
        schema: { body: deleteWorkspaceBodySchema, response: emptyResponse },
        config: { role: 'owner', shortValidationMessage: true },
      },
      async (request) => {
        // The audit log goes with the workspace; the server log keeps the deletion.
        const { name } = await deleteWorkspace({
          db,
          workspaceId: request.user().workspaceId,
          confirmName: request.body.confirm_name,
        });
        // Every session that worked there is revoked; this process forgets them all at once.
        dropSessions('all');
        request.log.info({ workspace: request.user().workspaceId, by: request.user().userId }, 'workspace deleted');
        return { message: `Workspace ${name} deleted`, total: 0, data: null };
      },
    );
  };
