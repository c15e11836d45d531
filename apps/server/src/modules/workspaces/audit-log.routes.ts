import {
  apiPaths,
  auditActionsOfKind,
  auditPageSchema,
  envelopeSchema,
  listAuditQuerySchema,
  type AuditEvent,
  type ListAuditQuery,
} from '@agentdesk/shared';
import { and, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import Papa from 'papaparse';
import type { Db } from '../../db/client.ts';
import { auditEvents } from '../../db/schema.ts';
import { badRequest } from '../../lib/http-error.ts';
import { auditOf, recordAudit } from './audit-log.ts';

type Position = { at: string; id: number };
const encodeCursor = (position: Position) => Buffer.from(JSON.stringify(position)).toString('base64url');
const decodeCursor = (cursor: string): Position => {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Position;
    if (typeof value.at !== 'string' || !Number.isInteger(value.id)) throw new Error('shape');
    return value;
  } catch {
    throw badRequest('cursor is not valid');
  }
};

const filtersOf = (workspaceId: string, query: Omit<ListAuditQuery, 'limit' | 'cursor'>): SQL[] => {
  const where: SQL[] = [eq(auditEvents.workspaceId, workspaceId)];
  if (query.action) where.push(eq(auditEvents.action, query.action));
  if (query.kind) where.push(inArray(auditEvents.action, auditActionsOfKind(query.kind)));
  if (query.actor) where.push(ilike(auditEvents.actorEmail, `%${query.actor.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (query.from) where.push(gte(auditEvents.createdAt, new Date(query.from)));
  if (query.to) where.push(lte(auditEvents.createdAt, new Date(query.to)));
  return where;
};

const page = (db: Db, where: SQL[], after: Position | null, limit: number) =>
  db
    .select()
    .from(auditEvents)
    .where(
      and(
        ...where,
        after
          ? or(
              sql`${auditEvents.createdAt} < ${after.at}::timestamptz`,
              and(sql`${auditEvents.createdAt} = ${after.at}::timestamptz`, sql`${auditEvents.id} < ${after.id}`),
            )
          : undefined,
      ),
    )
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(limit);

type Row = Awaited<ReturnType<typeof page>>[number];
const positionOf = (row: Row): Position => ({ at: row.createdAt.toISOString(), id: row.id });
const toEvent = (row: Row): AuditEvent => ({
  id: String(row.id),
  action: row.action as AuditEvent['action'],
  actor_email: row.actorEmail,
  target: row.target,
  target_type: row.targetType as AuditEvent['target_type'],
  target_id: row.targetId,
  details: row.details,
  ip: row.ip,
  created_at: row.createdAt.toISOString(),
});

const csvHeader = ['time', 'action', 'actor', 'target', 'details', 'ip'];
const csvRow = (event: AuditEvent) => [
  event.created_at,
  event.action,
  event.actor_email,
  event.target,
  JSON.stringify(event.details),
  event.ip,
];

/** The workspace's audit log for admins: a filtered, paged list and its CSV export. */
export const auditLogRoutes =
  ({ db }: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', app.requireAuth);

    app.get(
      apiPaths.workspaceAudit,
      {
        schema: { querystring: listAuditQuerySchema, response: { 200: envelopeSchema(auditPageSchema) } },
        config: { role: 'admin', shortValidationMessage: true },
      },
      async (request) => {
        const { cursor, limit, ...filters } = request.query;
        const rows = await page(
          db,
          filtersOf(request.user().workspaceId, filters),
          cursor ? decodeCursor(cursor) : null,
          limit + 1,
        );
        const events = rows.slice(0, limit);
        const next = rows.length > limit ? encodeCursor(positionOf(events.at(-1)!)) : null;
        return {
          message: 'Audit log fetched',
          total: events.length,
          data: { events: events.map(toEvent), next_cursor: next },
        };
      },
    );

    app.get(
      apiPaths.workspaceAuditExport,
      {
        schema: { querystring: listAuditQuerySchema.omit({ cursor: true, limit: true }) },
        config: { role: 'admin', shortValidationMessage: true },
      },
      async (request, reply) => {
        const where = filtersOf(request.user().workspaceId, request.query);
        await recordAudit(db, auditOf(request, 'export', { type: 'audit_log' }));
        const chunks: string[] = [`${Papa.unparse([csvHeader], { escapeFormulae: true })}\r\n`];
        // Pages of 1,000 through the same index as the list; cells a spreadsheet would run as a formula are quoted.
        for (let after: Position | null = null; ;) {
          const rows: Row[] = await page(db, where, after, 1000);
          if (rows.length === 0) break;
          chunks.push(
            `${Papa.unparse(
              rows.map((row) => csvRow(toEvent(row))),
              { escapeFormulae: true },
            )}\r\n`,
          );
          after = positionOf(rows.at(-1)!);
        }
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="audit-log.csv"')
          .send(chunks.join(''));
      },
    );
  };
