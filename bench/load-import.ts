import type { CallImport, ProviderCall } from '@agentdesk/shared';
import { generateCalls } from '../apps/server/src/seed/call-generator.ts';
import { runLoadMix, summarise, type LoadSample, type LoadTarget } from './load-mix.ts';
import type { BenchRow } from './report.ts';
import { percentile, round } from './stats.ts';

// Issue #28 item 4: the load mix (call list, analytics, webhooks) while a call-history import of
// LOAD_IMPORT_CALLS calls (100,000 by default, about 200 MB) runs: the upload, then its batches in
// the background. The list and the analytics must each answer within 2 s throughout.

const DAY_MS = 86_400_000;

/**
 * The calls of the import: generated over the last 30 days, without the two transcript forms a
 * list-calls export may leave out (about 2 KB a call, so 100,000 calls are about 200 MB).
 */
export const importFile = (count: number): { body: Uint8Array<ArrayBuffer>; calls: number } => {
  const calls = generateCalls({ count, seed: 28, now: Date.now() - DAY_MS, days: 30, transcriptDetail: 'compact' });
  const trimmed = calls.map((call) => {
    const {
      transcript_with_tool_calls: _tools,
      transcript_object: _words,
      ...rest
    } = call as ProviderCall & Record<string, unknown>;
    return { ...rest, call_id: `import_${call.call_id}` };
  });
  // As bytes, made before the load starts: the client does not encode 200 MB while it measures.
  return { body: new TextEncoder().encode(JSON.stringify(trimmed)), calls: trimmed.length };
};

const progressOf = async (target: LoadTarget, id: string): Promise<CallImport> => {
  const response = await fetch(`${target.baseUrl}/api/call/calls/imports/${id}`, {
    headers: { authorization: `Bearer ${target.token}` },
  });
  return ((await response.json()) as { data: CallImport }).data;
};

/**
 * Uploads the file, then waits for its import to end, or for `maxSeconds` (the import goes on, the
 * measurement ends); answers the times of each step (epoch ms) and the progress at the end.
 */
const importWhole = async (target: LoadTarget, body: Uint8Array<ArrayBuffer>, maxSeconds: number) => {
  const began = Date.now();
  const response = await fetch(`${target.baseUrl}/api/call/calls/import?filename=load-import.json`, {
    method: 'POST',
    headers: { authorization: `Bearer ${target.token}`, 'content-type': 'application/json' },
    body,
  });
  if (response.status !== 202) throw new Error(`import: ${response.status} ${await response.text()}`);
  const { id } = ((await response.json()) as { data: CallImport }).data;
  const uploaded = Date.now();
  let progress = await progressOf(target, id);
  while ((progress.status === 'pending' || progress.status === 'receiving') && Date.now() - began < maxSeconds * 1000) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    progress = await progressOf(target, id);
  }
  return { began, uploaded, ended: Date.now(), progress };
};

const figures = (samples: LoadSample[]) => {
  const ms = samples.map((s) => s.ms);
  return { p50: percentile(ms, 50), p95: percentile(ms, 95), max: Math.max(...ms), count: ms.length };
};

/** When the requests over 2 s were sent, in seconds from the upload's start (the upload took the first `uploaded`). */
const slowMoments = (samples: LoadSample[], began: number, uploaded: number): string => {
  const moments = [
    ...new Set(samples.filter((s) => s.ms > 2000).map((s) => Math.round((s.wall - s.ms - began) / 1000))),
  ];
  if (moments.length === 0) return '';
  const shown = moments.slice(0, 12).map((second) => `${second}`);
  return `; sent at ${shown.join(', ')}${moments.length > 12 ? ', …' : ''} s (the upload ended at ${Math.round((uploaded - began) / 1000)} s)`;
};

/**
 * The mix with `connections` clients, for as long as the import of `calls` calls takes (after a
 * few seconds of the mix alone); the figures count the requests sent while the import ran.
 */
export const runImportUnderLoad = async (
  target: LoadTarget,
  {
    calls,
    connections,
    maxSeconds,
    label,
  }: { calls: number; connections: number; maxSeconds: number; label: (metric: string) => string },
): Promise<BenchRow[]> => {
  const file = importFile(calls);
  // The generation's garbage (100,000 call objects) is collected now, not in the middle of the
  // measurement, where a full collection would hold the client's replies (bench runs with --expose-gc).
  (globalThis as { gc?: () => void }).gc?.();
  const loadBegan = Date.now();
  let finish: (value: unknown) => void = () => undefined;
  const importDone = new Promise((resolve) => (finish = resolve));
  const load = runLoadMix(target, { connections, seconds: 3600, timeoutSeconds: 30, until: importDone });
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const run = await importWhole(target, file.body, maxSeconds).finally(() => finish(null));
  const outcome = await load;
  // A request counts when it was sent while the import ran (from the upload's start to its last batch).
  const during = outcome.samples.filter((s) => {
    const sent = s.wall - s.ms;
    return sent >= run.began && sent <= run.ended;
  });
  const all = summarise(during, (run.ended - run.began) / 1000);
  const { progress } = run;
  const seconds = (run.ended - run.began) / 1000;
  const rows: BenchRow[] = [
    {
      metric: label(`import of ${calls.toLocaleString('en-US')} calls under load (${connections} connections)`),
      value: round(seconds),
      unit: 's',
      note:
        `${round(file.body.length / 1024 / 1024)} MiB; upload answered in ${round((run.uploaded - run.began) / 1000)} s; ` +
        `${round(progress.rows_read / seconds)} rows/s; ${progress.status}: ${progress.imported} new, ` +
        `${progress.skipped} skipped; load ran ${round((Date.now() - loadBegan) / 1000)} s` +
        (progress.status === 'complete'
          ? ''
          : `; measured over the first ${maxSeconds} s (${progress.rows_read} of ${calls} rows imported by then)`),
    },
  ];
  for (const kind of ['list', 'analytics'] as const) {
    const of = figures(during.filter((s) => s.kind === kind));
    rows.push(
      { metric: label(`${kind} during the import p50`), value: round(of.p50), unit: 'ms' },
      { metric: label(`${kind} during the import p95`), value: round(of.p95), unit: 'ms', budget: '< 2000 ms' },
      {
        metric: label(`${kind} during the import max`),
        value: round(of.max),
        unit: 'ms',
        budget: '< 2000 ms',
        note: `${of.count} requests`,
      },
    );
  }
  rows.push({
    metric: label('requests over 2 s during the import'),
    value: all.over2s,
    unit: 'requests',
    budget: '0',
    note:
      `of ${all.count}, every kind; ${during.filter((s) => s.status < 200 || s.status >= 300).length} not 2xx` +
      slowMoments(during, run.began, run.uploaded),
  });
  return rows;
};
