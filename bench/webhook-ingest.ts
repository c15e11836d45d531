import Fastify, { type FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Database } from '../apps/server/src/db/client.ts';
import type { WebhookAddressee } from '../apps/server/src/lib/signed-webhook.ts';
import { signWebhook } from '../apps/server/src/lib/webhook-signature.ts';
import { callWebhook } from '../apps/server/src/modules/calls/index.ts';
import { webhookAddressee } from '../apps/server/src/modules/workspaces/index.ts';
import { compareInTurns, side } from './compare.ts';

const NOW = Date.UTC(2026, 10, 20, 12);

/**
 * Webhook ingest into one workspace named in the address, measured with and without the lookup of
 * the workspace and its keys: the product's own delivery route (callWebhook) in two bare Fastify
 * instances on the same database, one finding the workspace as the server does, one handed the
 * lookup's answer, made once beforehand. The whole API's delivery and the lookup alone run in the
 * same turns. Each delivery stores a new call; every side is checked first to store it alike.
 */
export const timeWebhookIngest = async ({
  app,
  database,
  pool,
  workspaceId,
  token,
  rounds,
  warmup,
}: {
  app: FastifyInstance;
  database: Database;
  pool: pg.Pool;
  workspaceId: string;
  token: string;
  rounds: number;
  warmup: number;
}) => {
  const key = (
    await app.inject({ url: '/api/webhooks/calls/connection', headers: { authorization: `Bearer ${token}` } })
  ).json<{ data: { signing_key: string } }>().data.signing_key;
  const lookup = webhookAddressee({ db: database.db, environmentKey: 'unused-environment-key-0000' });
  const request = { query: { workspace: workspaceId } } as Parameters<WebhookAddressee>[0];
  const known = await lookup(request);
  if (!known || known.workspaceId !== workspaceId) throw new Error('bench: the lookup does not find the workspace');

  // As the server registers it: under /api, with the stored record read after the call (afterCall).
  const routeApp = async (addressee: WebhookAddressee) => {
    const bare = Fastify({ logger: false });
    const afterCall = async () => undefined;
    await bare.register(callWebhook({ db: database.db, callEvents: app.callEvents, addressee, afterCall }), {
      prefix: '/api',
    });
    await bare.ready();
    return bare;
  };
  const withLookupApp = await routeApp(lookup);
  const withoutLookupApp = await routeApp(async () => known);

  let n = 0;
  const deliverTo = (target: FastifyInstance) => async () => {
    n += 1;
    const callId = `bench_ingest_${n}`;
    const body = JSON.stringify({
      event: 'call_ended',
      call: {
        call_id: callId,
        agent_id: 'zara',
        call_status: 'ended',
        direction: 'inbound',
        start_timestamp: NOW - 60_000,
        end_timestamp: NOW,
        duration_ms: 60_000,
        transcript: 'Agent: Hello',
      },
    });
    const response = await target.inject({
      method: 'POST',
      url: `/api/webhooks/calls/?workspace=${workspaceId}`,
      headers: { 'content-type': 'application/json', 'x-retell-signature': signWebhook(body, key, Date.now()) },
      payload: body,
    });
    if (response.statusCode !== 204) throw new Error(`webhook: ${response.statusCode} ${response.body}`);
    return callId;
  };
  // What a delivery leaves: the call, stored in the workspace as sent.
  const stored = async (callId: string) => {
    const { rows } = await pool.query(
      'select workspace_id, agent_id, call_status, duration_ms from calls where call_id = $1',
      [callId],
    );
    return rows;
  };
  try {
    return await compareInTurns({
      rounds,
      warmup,
      sides: {
        api: side(deliverTo(app), stored),
        withLookup: side(deliverTo(withLookupApp), stored),
        withoutLookup: side(deliverTo(withoutLookupApp), stored),
        lookup: side(() => lookup(request)),
      },
      same: [['api', 'withLookup', 'withoutLookup']],
    });
  } finally {
    await withLookupApp.close();
    await withoutLookupApp.close();
  }
};
