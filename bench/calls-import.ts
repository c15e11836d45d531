import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import type { ProviderCall } from '@agentdesk/shared';
import Papa from 'papaparse';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '../apps/server/src/db/client.ts';
import { deriveCallColumns } from '../apps/server/src/modules/calls/call-merge.ts';
import { importCalls } from '../apps/server/src/modules/calls/import-calls.ts';
import { iterateCalls } from '../apps/server/src/seed/call-generator.ts';
import { compareInTurns, side } from './compare.ts';

// The calls suites' load: generated calls imported through the product's path, batch by batch, in
// turns with a plain COPY of the same batch into a table shaped like calls (same indexes, same
// generated column). The first batch is checked to leave the same rows in both tables.

const BATCH = 10_000;

type GeneratorOptions = Parameters<typeof iterateCalls>[0];

function* batches(generatorOptions: GeneratorOptions): Generator<ProviderCall[]> {
  let batch: ProviderCall[] = [];
  for (const call of iterateCalls(generatorOptions)) {
    batch.push(call);
    if (batch.length === BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

const copyColumns = [
  'workspace_id',
  'call_id',
  'agent_id',
  'call_status',
  'direction',
  'from_number',
  'to_number',
  'start_timestamp',
  'end_timestamp',
  'duration_ms',
  'disconnection_reason',
  'call_successful',
  'sentiment',
  'call_summary',
  'has_recording',
  'record',
];
const csvOf = (workspaceId: string, calls: ProviderCall[]) =>
  `${Papa.unparse(
    calls.map((c) => {
      const d = deriveCallColumns(c);
      return [
        workspaceId,
        c.call_id,
        d.agentId,
        d.callStatus,
        d.direction,
        d.fromNumber,
        d.toNumber,
        d.startTimestamp,
        d.endTimestamp,
        d.durationMs,
        d.disconnectionReason,
        d.callSuccessful,
        d.sentiment,
        d.callSummary,
        d.hasRecording,
        JSON.stringify(c),
      ];
    }),
    { newline: '\n' },
  )}\n`;

/** One batch by COPY into calls_copy, from the CSV made of it (the making is part of a COPY load). */
const copyBatch = async (database: Database, workspaceId: string, batch: ProviderCall[]) => {
  const csv = csvOf(workspaceId, batch);
  const statement = `COPY calls_copy (${copyColumns.join(',')})`;
  if (database.native.kind === 'pglite') {
    await database.native.client.query(`${statement} FROM '/dev/blob' WITH (FORMAT csv)`, [], {
      blob: new Blob([csv]),
    });
    return;
  }
  const client = await database.native.pool.connect();
  try {
    await pipeline(Readable.from([csv]), client.query(copyFrom(`${statement} FROM STDIN WITH (FORMAT csv)`)));
  } finally {
    client.release();
  }
};

/** The columns COPY writes, read back from a table for a batch's calls, in order. */
const storedRows = async (database: Database, table: 'calls' | 'calls_copy', batch: ProviderCall[]) => {
  const text = `select ${copyColumns.join(', ')} from ${table} where call_id = any($1::text[]) order by call_id`;
  const ids = batch.map((call) => call.call_id);
  return database.native.kind === 'pglite'
    ? (await database.native.client.query(text, [ids])).rows
    : (await database.native.pool.query(text, [ids])).rows;
};

/** Every batch imported and copied in turns; the seconds each way took in all (the checked first batch untimed). */
export const importInTurns = async (
  database: Database,
  workspaceId: string,
  generatorOptions: GeneratorOptions,
): Promise<{ importSeconds: number; copySeconds: number; timedRows: number }> => {
  await database.rawTransaction((tx) =>
    tx.exec('DROP TABLE IF EXISTS calls_copy; CREATE TABLE calls_copy (LIKE calls INCLUDING ALL)'),
  );
  const source = batches(generatorOptions);
  let batch: ProviderCall[] = [];
  const next = async () => {
    batch = source.next().value ?? [];
  };
  const count = generatorOptions.count;
  const rounds = Math.ceil(count / BATCH) - 1;
  const times = await compareInTurns({
    rounds,
    warmup: 0,
    beforeRound: next,
    sides: {
      imported: side(
        () => importCalls({ db: database.db, workspaceId, items: batch }),
        () => storedRows(database, 'calls', batch),
      ),
      copied: side(
        () => copyBatch(database, workspaceId, batch),
        () => storedRows(database, 'calls_copy', batch),
      ),
    },
    same: [['imported', 'copied']],
  });
  await database.rawTransaction((tx) => tx.exec('DROP TABLE calls_copy'));
  const seconds = (xs: number[]) => xs.reduce((sum, x) => sum + x, 0) / 1000;
  return {
    importSeconds: seconds(times.imported),
    copySeconds: seconds(times.copied),
    timedRows: count - Math.min(BATCH, count),
  };
};
