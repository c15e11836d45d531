import { Readable } from 'node:stream';
import {
  apiPaths,
  apiRoutes,
  callFiltersQuerySchema,
  callIdParamsSchema,
  callSchema,
  envelopeSchema,
  listCallsQuerySchema,
  listCallsResponseSchema,
  storedCallMeasuresSchema,
  updateCallBodySchema,
} from '@agentdesk/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/sql-helpers.ts';
import { auditOf, recordAudit } from '../workspaces/index.ts';
import { auditCallUpdate } from './call-audit.ts';
import type { CallEventBus } from './call-events.ts';
import { getCallMeasures } from './call-measures.ts';
import { getCall, updateCall } from './calls.service.ts';
import { streamCalls } from './calls-stream.ts';
import { exportCallsCsv } from './export-calls.ts';
import { assertQaFiltersOwn } from './call-qa-sql.ts';
import { listCalls } from './list-calls.ts';

const updateCallFieldsSchema = z.object(updateCallBodySchema.shape);

export type CallsRoutesOptions = { db: Db; callEvents: CallEventBus; jwtSecret: string };

export const callsRoutes =
  ({ db, callEvents, jwtSecret }: CallsRoutesOptions): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', app.requireAuth);
    const openStreams = new Set<() => void>();
    // Before the server waits for its connections: an open stream would keep it waiting.
    app.addHook('preClose', async () => openStreams.forEach((close) => close()));

    // The answer is written from the page's JSON as the database made it (see listCalls); the
    // schema documents it, and the API tests hold every item to it.
    app.get(
      apiPaths.calls,
      { schema: { querystring: listCallsQuerySchema, response: { 200: listCallsResponseSchema } } },
      async (request, reply) => {
        const { total, items, next_cursor } = await listCalls({
          db,
          workspaceId: request.user().workspaceId,
          query: request.query,
        });
        // A string is sent as it is (already JSON); the typed reply only knows the object form.
        return (reply as FastifyReply)
          .type('application/json; charset=utf-8')
          .send(
            `{"message":"Calls fetched","total":${total},"data":${items},"next_cursor":${JSON.stringify(next_cursor)}}`,
          );
      },
    );

    // An export takes the whole history out of the product: admins only.
    app.get(
      apiPaths.callsExport,
      { schema: { querystring: callFiltersQuerySchema }, config: { role: 'admin' } },
      async (request, reply) => {
        await assertQaFiltersOwn(db, request.user().workspaceId, request.query);
        await recordAudit(db, auditOf(request, 'export', { type: 'calls_csv' }, { filters: request.query }));
        const stamp = new Date().toISOString().slice(0, 10);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="calls-${stamp}.csv"`)
          .send(Readable.from(exportCallsCsv({ db, workspaceId: request.user().workspaceId, query: request.query })));
      },
    );

    app.get(apiPaths.callsStream, async (request, reply) =>
      streamCalls({ request, reply, callEvents, requireAuth: app.requireAuth, openStreams }),
    );

    app.get(
      apiRoutes.call,
      { schema: { params: callIdParamsSchema, response: { 200: envelopeSchema(callSchema) } } },
      async (request) => {
        const data = await getCall({
          db,
          workspaceId: request.user().workspaceId,
          callId: request.params.id,
          secret: jwtSecret,
        });
        return { message: 'Call fetched', total: 1, data };
      },
    );

    app.patch(
      apiRoutes.call,
      // The fields are checked here; that there is something to change, once the call is found (updateCall).
      {
        schema: {
          params: callIdParamsSchema,
          body: updateCallFieldsSchema,
          response: { 200: envelopeSchema(callSchema) },
        },
      },
      async (request) => {
        const { id: callId } = request.params;
        const { workspaceId } = request.user();
        const input = request.body;
        const updating = (tx: Tx) => updateCall({ db: tx, workspaceId, callId, input, secret: jwtSecret });
        const data = await auditCallUpdate(db, request, callId, updating);
        return { message: 'Call updated', total: 1, data };
      },
    );

    // Computed in the background as the call arrives (workers/call-measurer.ts): a 404 says why there are none yet.
    app.get(
      apiRoutes.callMeasures,
      { schema: { params: callIdParamsSchema, response: { 200: envelopeSchema(storedCallMeasuresSchema) } } },
      async (request) => {
        const { workspaceId } = request.user();
        const data = await getCallMeasures(db, { workspaceId, callId: request.params.id });
        return { message: 'Call measures fetched', total: 1, data };
      },
    );
  };
