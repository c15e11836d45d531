import type { ProviderCall } from '@agentdesk/shared';
import type { Database } from '../apps/server/src/db/client.ts';
import { signWebhook } from '../apps/server/src/lib/webhook-signature.ts';
import { ingestCallEvent, storeCallEvent, upsertCall } from '../apps/server/src/modules/calls/call-ingest.ts';
import { compareInTurns, side } from './compare.ts';

// The calls suites' ingest: in process with and without the aggregates, and signed webhooks through HTTP.

const NOW = Date.UTC(2026, 10, 20, 12);
const INGESTED = 2000;

type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export /** What keeping the aggregates costs at ingest: the real ingest and its steps without them, in turns. */
const measureIngest = async (database: Database, query: Query, workspaceId: string) => {
  const counters = { plain: 0, aggregated: 0 };
  const nextCall = (name: 'plain' | 'aggregated'): ProviderCall => {
    const i = counters[name]++;
    return {
      call_id: `ingest_${name}_${i}`,
      agent_id: 'zara',
      start_timestamp: NOW - i * 1000,
      duration_ms: 60_000,
      direction: 'inbound',
      latency: { e2e: { values: [800, 900, 1200] } },
      call_analysis: { call_successful: true, user_sentiment: 'Positive' },
    };
  };
  // The call as stored, without its id (the two sides store calls of different ids).
  const stored = async (callId: string) => {
    const [row] = (
      await query(
        `select agent_id, start_timestamp, duration_ms, direction, call_successful, sentiment from calls where workspace_id = $1 and call_id = $2`,
        [workspaceId, callId],
      )
    ).rows;
    return row;
  };
  const times = await compareInTurns({
    rounds: INGESTED,
    sides: {
      plain: side(async () => {
        const call = nextCall('plain');
        await database.db.transaction(async (tx) =>
          upsertCall({ tx, workspaceId, record: await storeCallEvent({ tx, workspaceId, event: 'call_ended', call }) }),
        );
        return call.call_id;
      }, stored),
      aggregated: side(async () => {
        const call = nextCall('aggregated');
        await ingestCallEvent({ db: database.db, workspaceId, event: 'call_ended', call });
        return call.call_id;
      }, stored),
    },
    same: [['plain', 'aggregated']],
  });
  // The calls stored without the aggregates are not in them: gone, so the analytics and the scan count alike.
  await query(`delete from calls where workspace_id = $1 and call_id like 'ingest_plain_%'`, [workspaceId]);
  const perSecond = (xs: number[]) => 1000 / (xs.reduce((sum, x) => sum + x, 0) / xs.length);
  return { withoutAggregates: perSecond(times.plain), withAggregates: perSecond(times.aggregated) };
};

/** Signed webhook events through HTTP from 8 concurrent senders for 10 s: events stored per second. */
export const sendWebhooks = async (baseUrl: string, key: string): Promise<number> => {
  let sent = 0;
  const end = performance.now() + 10_000;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: 8 }, async (_, w) => {
      for (let i = 0; performance.now() < end; i += 1) {
        const body = JSON.stringify({
          event: 'call_ended',
          call: {
            call_id: `bench_${w}_${i}`,
            agent_id: 'zara',
            start_timestamp: NOW,
            duration_ms: 60000,
            direction: 'inbound',
            transcript: 'Agent: Hello\nUser: Hi',
          },
        });
        const response = await fetch(`${baseUrl}/api/webhooks/calls/`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-retell-signature': signWebhook(body, key, Date.now()),
          },
          body,
        });
        await response.arrayBuffer();
        if (response.status === 204) sent += 1;
      }
    }),
  );
  return sent / ((performance.now() - began) / 1000);
};
