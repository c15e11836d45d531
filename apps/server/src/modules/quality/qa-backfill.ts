import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';

/** Calls marked for reviewing again per step of a scorecard's backfill. */
export const QA_BACKFILL_BATCH = 2_000;

type Pending = { workspace_id: string; id: string; version: number; backfill_after: string };

/**
 * One step of one scorecard's backfill, after it was created or changed: the next calls (by id)
 * that it applies to now, or that hold a review of it from before, join the measuring queue, so
 * the call measurer reviews them again (or removes a review that no longer applies) in its own
 * batches; the cursor moves past them, and is cleared once no call is left. Durable across
 * restarts: the cursor is the scorecard's. Answers how many calls it marked, or null when no
 * scorecard is waiting.
 *
 * The scorecard is not locked while calls are marked (the measurer holds calls and waits for a
 * share of the scorecards; waiting the other way round would deadlock): the cursor moves only if
 * nobody changed it meanwhile, and marking a call twice does no harm.
 */
export const advanceQaBackfill = async (db: Db, batchSize = QA_BACKFILL_BATCH): Promise<number | null> =>
  db.transaction(async (tx) => {
    const [card] = rowsOf<Pending>(
      await tx.execute(sql`select workspace_id, id, version, backfill_after from qa_scorecards
        where backfill_after is not null order by workspace_id, id limit 1`),
    );
    if (!card) return null;
    // The cursor is the largest id marked as the database orders them (its collation, not JavaScript's).
    const [step] = rowsOf<{ marked: number; last: string | null }>(
      await tx.execute(sql`with next_calls as (select m.call_id from call_measures m
          join calls k on k.workspace_id = m.workspace_id and k.call_id = m.call_id
          join qa_scorecards s on s.workspace_id = m.workspace_id and s.id = ${card.id}
          where m.workspace_id = ${card.workspace_id} and m.call_id > ${card.backfill_after} and m.measures is not null
            and ((k.agent_id = any(s.agent_ids) and (s.agent_versions is null or k.agent_version = any(s.agent_versions)))
              or exists (select 1 from qa_call_reviews r
                where r.workspace_id = m.workspace_id and r.call_id = m.call_id and r.scorecard_id = s.id))
          order by m.call_id limit ${batchSize}),
        queued as (insert into call_measure_queue (workspace_id, call_id)
          select ${card.workspace_id}::uuid, call_id from next_calls on conflict do nothing returning call_id)
        select (select count(*) from next_calls)::int as marked,
          (select max(call_id) from next_calls) as last`),
    );
    const marked = step?.marked ?? 0;
    const next = marked < batchSize ? null : step!.last;
    await tx.execute(sql`update qa_scorecards set backfill_after = ${next}
      where workspace_id = ${card.workspace_id} and id = ${card.id} and version = ${card.version}
        and backfill_after = ${card.backfill_after}`);
    return marked;
  });
