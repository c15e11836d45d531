import autocannon from 'autocannon';
import type { ProviderCall } from '@agentdesk/shared';
import { signWebhook } from '../apps/server/src/lib/webhook-signature.ts';
import { percentile } from './stats.ts';

export type LoadTarget = {
  baseUrl: string;
  token: string;
  /** The workspace's own webhook address (`/api/webhooks/calls/?workspace=<id>`) and signing key. */
  webhookUrl: string;
  signingKey: string;
  /** Bodies for the webhooks: each delivery takes the next, under a new call id. */
  callTemplates: ProviderCall[];
};

/** `at`: when the request went out, ms since the load began; `wall`: when its answer came, epoch ms. */
export type LoadSample = { kind: LoadKind; at: number; ms: number; status: number; wall: number };
export type LoadKind = 'list' | 'analytics' | 'webhook';

export type LoadOutcome = {
  seconds: number;
  samples: LoadSample[];
  /** Call ids of the webhooks the server acknowledged (2xx). */
  acknowledged: Set<string>;
  errors: number;
  timeouts: number;
  non2xx: number;
};

export const LOAD_CALL_PREFIX = 'load_';
const DAY_MS = 86_400_000;

/**
 * `connections` clients, each going round GET the call list, GET 30-day analytics, POST a signed
 * webhook (a new call each time), for `seconds`. Every response's latency is kept, with its kind
 * and when it came, so the slow ones can be set against what the server did at that moment.
 */
export const runLoadMix = async (
  target: LoadTarget,
  {
    connections,
    seconds,
    timeoutSeconds,
    until,
  }: {
    connections: number;
    seconds: number;
    timeoutSeconds: number;
    /** Ends the load before `seconds` when it settles (the import of the import mix is done). */
    until?: Promise<unknown>;
  },
): Promise<LoadOutcome> => {
  const authorization = `Bearer ${target.token}`;
  const webhookPath = new URL(target.webhookUrl).pathname + new URL(target.webhookUrl).search;
  const acknowledged = new Set<string>();
  let sequence = 0;
  const now = Date.now();

  let finish: (result: autocannon.Result) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const instance = autocannon(
    {
      url: target.baseUrl,
      connections,
      duration: seconds,
      timeout: timeoutSeconds,
      requests: [
        { method: 'GET', path: `/api/call/calls?limit=50&from=${now - 30 * DAY_MS}`, headers: { authorization } },
        {
          method: 'GET',
          path: `/api/webhooks/analytics/?from=${now - 30 * DAY_MS}&to=${now}&tz=UTC`,
          headers: { authorization },
        },
        {
          method: 'POST',
          path: webhookPath,
          setupRequest: (request, context) => {
            const n = sequence++;
            const template = target.callTemplates[n % target.callTemplates.length]!;
            const callId = `${LOAD_CALL_PREFIX}${n}`;
            const body = JSON.stringify({ event: 'call_ended', call: { ...template, call_id: callId } });
            (context as { callId?: string }).callId = callId;
            return {
              ...request,
              body,
              headers: {
                'content-type': 'application/json',
                'x-retell-signature': signWebhook(body, target.signingKey, Date.now()),
              },
            };
          },
          onResponse: (status, _body, context) => {
            const { callId } = context as { callId?: string };
            if (status >= 200 && status < 300 && callId) acknowledged.add(callId);
          },
        },
      ],
    },
    (error, result) => (error ? fail(error) : finish(result)),
  );

  const began = performance.now();
  const samples: LoadSample[] = [];
  instance.on('response', (client, status, _bytes, ms) => {
    // The request that just completed is still the client's current one (the next is built after).
    const path = (client as unknown as { requestIterator: { currentRequest: { path: string } } }).requestIterator
      .currentRequest.path;
    const kind: LoadKind = path.startsWith('/api/call/')
      ? 'list'
      : path.startsWith('/api/webhooks/analytics')
        ? 'analytics'
        : 'webhook';
    samples.push({ kind, at: performance.now() - began - ms, ms, status, wall: Date.now() });
  });
  void until?.finally(() => instance.stop());
  const result = await done;
  return {
    seconds: (performance.now() - began) / 1000,
    samples,
    acknowledged,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
};

/** The figures issue #14 asks for, over all requests and per kind. */
export const summarise = (samples: LoadSample[], seconds: number) => {
  const ms = samples.map((s) => s.ms);
  const p50 = percentile(ms, 50);
  const p99 = percentile(ms, 99);
  return {
    count: samples.length,
    rps: samples.length / seconds,
    p50,
    p99,
    max: Math.max(...ms),
    over2s: ms.filter((x) => x > 2000).length,
    p99OverP50: p99 / p50,
  };
};
