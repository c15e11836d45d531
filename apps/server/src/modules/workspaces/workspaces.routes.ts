import {
  apiPaths,
  envelopeSchema,
  switchWorkspaceBodySchema,
  updateWorkspaceBodySchema,
  workspacesSchema,
} from '@agentdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../lib/http-error.ts';
import { auditOf, recordAudit } from './audit-log.ts';
import { workspaceLogoRoutes } from './workspace-logo.routes.ts';
import { isWorkspaceEmpty, listWorkspaces, renameWorkspace, switchWorkspace } from './workspaces.service.ts';

export type WorkspacesRoutesOptions = {
  db: Db;
  /** Fills a workspace with the sample data set (the seed; given by the app, not imported). */
  loadSampleData: (options: { workspaceId: string; userId: string }) => Promise<unknown>;
  /** Forgets what this process remembers of a session (the database announces it to the others). */
  dropSession: (sessionId: string) => void;
};

const workspacesResponse = { 200: envelopeSchema(workspacesSchema) };

export const workspacesRoutes =
  ({ db, loadSampleData, dropSession }: WorkspacesRoutesOptions): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', app.requireAuth);
    // The logo's upload and removal, behind the same sign-in.
    await app.register(workspaceLogoRoutes({ db }));

    app.get(apiPaths.workspaces, { schema: { response: workspacesResponse } }, async (request) => {
      const data = await listWorkspaces(db, request.user());
      return { message: 'Workspaces fetched', total: data.workspaces.length, data };
    });

    // Any member may move their own session to another of their workspaces.
    app.put(
      apiPaths.currentWorkspace,
      {
        schema: { body: switchWorkspaceBodySchema, response: workspacesResponse },
        config: { role: 'viewer', shortValidationMessage: true },
      },
      async (request) => {
        const { userId, sessionId } = request.user();
        await switchWorkspace(db, { userId, sessionId, workspaceId: request.body.workspace_id });
        dropSession(sessionId);
        const data = await listWorkspaces(db, { userId, workspaceId: request.body.workspace_id });
        return { message: `Switched to ${data.current.name}`, total: data.workspaces.length, data };
      },
    );

    app.patch(
      apiPaths.currentWorkspace,
      {
        schema: { body: updateWorkspaceBodySchema, response: workspacesResponse },
        config: { role: 'admin', shortValidationMessage: true },
      },
      async (request) => {
        await renameWorkspace(db, { workspaceId: request.user().workspaceId, name: request.body.name });
        await recordAudit(db, auditOf(request, 'workspace_renamed', request.body.name));
        const data = await listWorkspaces(db, request.user());
        return { message: 'Workspace renamed', total: data.workspaces.length, data };
      },
    );

    app.post(
      apiPaths.workspaceSampleData,
      { schema: { response: workspacesResponse }, config: { role: 'admin' } },
      async (request) => {
        const { userId, workspaceId } = request.user();
        if (!(await isWorkspaceEmpty(db, workspaceId)))
          throw conflict('This workspace already holds data; the sample data set loads into an empty workspace only');
        await loadSampleData({ workspaceId, userId });
        await recordAudit(db, auditOf(request, 'workspace_sample_data_loaded'));
        const data = await listWorkspaces(db, request.user());
        return { message: 'Sample data loaded', total: data.workspaces.length, data };
      },
    );
  };
