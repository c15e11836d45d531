import { measureCall, type CallMeasures, type ProviderCall, type StoredCallMeasures } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { notFound } from '../../lib/http-error.ts';
import { reviewMeasuredCalls } from '../quality/index.ts';

/**
 * The version of the measure rules (packages/shared measureCall). Bump it when they change: a
 * process that starts with a newer version marks every call measured by an older one again.
 */
export const MEASURES_VERSION = 1;

/** Calls measured per transaction: a long history is taken in short steps, between everyone else's work. */
export const MEASURES_BATCH = 200;

/** Calls marked again per statement when the rules changed. */
const REMARK_BATCH = 5_000;

type WaitingCall = {
  workspace_id: string;
  call_id: string;
  record: ProviderCall;
  has_transcript: boolean;
  agent_id: string | null;
  agent_version: number | null;
  start_timestamp: number | string;
};
type Outcome = { workspace_id: string; call_id: string; measures: CallMeasures | null; failure: string | null };

/** The database's call_has_transcript (migration 0063), on a record in hand: a non-empty transcript_object. */
const hasTranscript = (record: ProviderCall): boolean =>
  Array.isArray(record.transcript_object) && record.transcript_object.length > 0;

const measureOne = (call: WaitingCall): Outcome => {
  const key = { workspace_id: call.workspace_id, call_id: call.call_id };
  try {
    return { ...key, measures: measureCall(call.record), failure: null };
  } catch (error) {
    // Kept as the call's outcome: it is not tried again until its record or the rules change.
    return { ...key, measures: null, failure: String((error as Error)?.message ?? error).slice(0, 500) };
  }
};

/**
 * Measures one batch of waiting calls in one transaction, the newest first (a live call does not
 * wait behind a backlog, migration 0079): the calls are claimed with their rows
 * locked (SKIP LOCKED, so several processes share the queue and a webhook cannot change a record
 * between its measuring and the mark being cleared), their measures upserted and their marks
 * cleared together. A row computed by newer rules (another process after a deploy) is kept.
 * Each call is then reviewed against its workspace's scorecards in the same transaction
 * (modules/quality; with `judgesQuestions`, question criteria read the language model's answers);
 * a call waiting without a transcript (it lost it) only loses its reviews.
 * Answers how many calls it measured, or null when none was waiting.
 */
export const measureWaitingCalls = async (
  db: Db,
  {
    batchSize = MEASURES_BATCH,
    version = MEASURES_VERSION,
    judgesQuestions = false,
  }: { batchSize?: number; version?: number; judgesQuestions?: boolean } = {},
): Promise<{ measured: number; failures: Outcome[]; deliveries: number; questions: number } | null> =>
  db.transaction(async (tx) => {
    // Whether a record holds a transcript is decided here, on the record read anyway: asking the
    // database (call_has_transcript) unpacked each stored record a second time.
    const waiting = rowsOf<Omit<WaitingCall, 'has_transcript'>>(
      await tx.execute(sql`select c.workspace_id, c.call_id, c.record, c.agent_id, c.agent_version, c.start_timestamp
        from call_measure_queue q join calls c on c.workspace_id = q.workspace_id and c.call_id = q.call_id
        order by q.queued_at desc limit ${batchSize} for update of q, c skip locked`),
    ).map((call): WaitingCall => ({ ...call, has_transcript: hasTranscript(call.record) }));
    if (waiting.length === 0) return null;
    const outcomes = waiting.filter((call) => call.has_transcript).map(measureOne);
    if (outcomes.length > 0)
      await tx.execute(sql`insert into call_measures (workspace_id, call_id, measures_version, measures, failure)
      select o.workspace_id, o.call_id, ${version}, o.measures, o.failure
      from jsonb_to_recordset(${JSON.stringify(outcomes)}::jsonb)
        as o(workspace_id uuid, call_id text, measures jsonb, failure text)
      on conflict (workspace_id, call_id) do update set measures_version = excluded.measures_version,
        measures = excluded.measures, failure = excluded.failure, computed_at = now()
      where call_measures.measures_version <= excluded.measures_version`);
    const measuresOf = new Map(
      outcomes.map((outcome) => [`${outcome.workspace_id}|${outcome.call_id}`, outcome.measures]),
    );
    const reviewed = await reviewMeasuredCalls(
      tx,
      waiting.map(({ has_transcript: _, ...call }) => ({
        ...call,
        measures: measuresOf.get(`${call.workspace_id}|${call.call_id}`) ?? null,
      })),
      { judgesQuestions },
    );
    await tx.execute(sql`delete from call_measure_queue q
      using jsonb_to_recordset(${JSON.stringify(waiting.map(({ workspace_id, call_id }) => ({ workspace_id, call_id })))}::jsonb)
        as o(workspace_id uuid, call_id text)
      where q.workspace_id = o.workspace_id and q.call_id = o.call_id`);
    return {
      measured: waiting.length,
      failures: outcomes.filter((outcome) => outcome.failure !== null),
      // call_reviewed webhooks queued by the review step (the worker kicks their delivery).
      deliveries: reviewed.deliveries,
      // Questions queued for the language model (the worker kicks its judge).
      questions: reviewed.questions,
    };
  });

/**
 * Marks again the calls whose measures older rules computed, a few thousand per statement so no
 * transaction holds a long history. Answers how many it marked.
 */
export const markOutdatedMeasures = async (db: Db, version = MEASURES_VERSION): Promise<number> => {
  let marked = 0;
  for (;;) {
    const rows = rowsOf<{ call_id: string }>(
      await db.execute(sql`insert into call_measure_queue (workspace_id, call_id)
        select m.workspace_id, m.call_id from call_measures m
        where m.measures_version < ${version} and not exists (select 1 from call_measure_queue q
          where q.workspace_id = m.workspace_id and q.call_id = m.call_id)
        limit ${REMARK_BATCH}
        on conflict do nothing returning call_id`),
    );
    marked += rows.length;
    if (rows.length < REMARK_BATCH) return marked;
  }
};

type StoredRow = {
  has_transcript: boolean;
  measures_version: number | null;
  measures: CallMeasures | null;
  failure: string | null;
  computed_at: string | Date | null;
};

/** One call's stored measures, or a 404 that says why there are none (another workspace's call is not found). */
export const getCallMeasures = async (
  db: Db,
  { workspaceId, callId }: { workspaceId: string; callId: string },
): Promise<StoredCallMeasures> => {
  const [row] = rowsOf<StoredRow>(
    await db.execute(sql`select call_has_transcript(c.record) as has_transcript,
      m.measures_version, m.measures, m.failure, m.computed_at
      from calls c left join call_measures m on m.workspace_id = c.workspace_id and m.call_id = c.call_id
      where c.workspace_id = ${workspaceId} and c.call_id = ${callId}`),
  );
  if (!row) throw notFound(`Call '${callId}' not found`);
  if (!row.has_transcript) throw notFound('This call has no transcript, so it has no quality measures');
  // Rows of older rules may not have today's shape: they wait for their recomputation.
  if (row.measures_version !== MEASURES_VERSION)
    throw notFound("This call's quality measures are not computed yet; try again in a moment");
  if (row.measures === null) throw notFound(`This call's quality measures could not be computed: ${row.failure}`);
  return {
    ...row.measures,
    measures_version: row.measures_version,
    computed_at: new Date(row.computed_at!).toISOString(),
  };
};
