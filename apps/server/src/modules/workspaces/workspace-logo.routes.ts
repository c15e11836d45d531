import multipart from '@fastify/multipart';
import { apiPaths, envelopeSchema, workspaceLogoMessages, workspacesSchema } from '@agentdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { auditOf } from './audit-log.ts';
import { findLogoBySlug, readLogoUpload, removeWorkspaceLogo, setWorkspaceLogo } from './workspace-logo.ts';
import { listWorkspaces } from './workspaces.service.ts';

// The workspace logo's routes: set and removed in the signed-in workspace (owners and admins; the
// session names the workspace, so no one reaches another's), and served to anyone by the workspace's
// slug, as its careers site is: the candidate's self-booking pages and the careers site show it.

const workspacesResponse = { 200: envelopeSchema(workspacesSchema) };

/** PUT and DELETE /workspaces/current/logo, under the API base and its sign-in (workspacesRoutes registers them). */
export const workspaceLogoRoutes =
  ({ db }: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart);

    app.put(
      apiPaths.workspaceLogo,
      { schema: { consumes: ['multipart/form-data'], response: workspacesResponse }, config: { role: 'admin' } },
      async (request) => {
        const logo = await readLogoUpload(request);
        await setWorkspaceLogo(db, { logo, audit: auditOf(request, 'workspace_logo_set') });
        const data = await listWorkspaces(db, request.user());
        return { message: workspaceLogoMessages.set, total: data.workspaces.length, data };
      },
    );

    app.delete(
      apiPaths.workspaceLogo,
      { schema: { response: workspacesResponse }, config: { role: 'admin' } },
      async (request) => {
        await removeWorkspaceLogo(db, auditOf(request, 'workspace_logo_removed'));
        const data = await listWorkspaces(db, request.user());
        return { message: workspaceLogoMessages.removed, total: data.workspaces.length, data };
      },
    );
  };

const logoParams = z.object({ workspace: z.string().max(200) });
const logoQuery = z.object({ v: z.coerce.number().optional() });
const isSlug = (value: string) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);

/**
 * GET /logos/:workspace (public, outside the API base): the logo's bytes under their own type, never
 * sniffed. An address with the current version is kept by browsers for a year (a new logo is a new
 * address); without it, each use asks again (304 while the ETag holds).
 */
export const workspaceLogoPublicRoutes =
  ({ db }: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/logos/:workspace',
      { schema: { hide: true, params: logoParams, querystring: logoQuery } },
      async (request, reply) => {
        const { workspace } = request.params;
        const logo = isSlug(workspace) ? await findLogoBySlug(db, workspace) : null;
        if (!logo) throw notFound(workspaceLogoMessages.none);
        const etag = `"${logo.version.toString(36)}-${logo.bytes.length.toString(36)}"`;
        reply
          .header('content-type', logo.contentType)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('etag', etag)
          .header(
            'cache-control',
            request.query.v === logo.version
              ? 'public, max-age=31536000, immutable'
              : 'public, max-age=0, must-revalidate',
          );
        if (String(request.headers['if-none-match'] ?? '').includes(etag)) return reply.code(304).send();
        return reply.send(logo.bytes);
      },
    );
  };
