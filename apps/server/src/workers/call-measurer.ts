import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { createDrainWorker, type DrainWorker } from '../lib/drain-worker.ts';
import { markOutdatedMeasures, measureWaitingCalls, MEASURES_VERSION } from '../modules/calls/index.ts';
import type { AskModelForJson } from '../lib/language-model.ts';
import { advanceQaBackfill, judgeQuestionBatch } from '../modules/quality/index.ts';

export type CallMeasurer = DrainWorker;

/**
 * How the measurer takes its batches on each database. PGlite: 50 calls a transaction, one at a
 * time. Its one connection serves every request and a batch holds it from the claim to the last
 * result written; 200 calls held it 1 to 4 s while sample data was measured (the statements timed
 * in the load bench), a quarter of that keeps each hold well under a second. PostgreSQL: 200 calls
 * (MEASURES_BATCH), two batches in hand, so one is measured and reviewed here while the other's
 * statements run in the database (their shared aggregate rows are written in key order, so the
 * two wait for each other at worst, never deadlock).
 */
export const measurerTuningFor = (kind: 'pglite' | 'postgres'): { batchSize?: number; concurrency: number } =>
  kind === 'pglite' ? { batchSize: 50, concurrency: 1 } : { concurrency: 2 };

/**
 * Computes every call's quality measures in the background, durably: the queue is the
 * table call_measure_queue (filled by triggers when a record with a transcript is stored), so a
 * restart loses nothing and the history stored before the first start is measured too. A batch of
 * calls per transaction; a call whose measuring throws keeps its failure and the drain moves on.
 * Measured calls are reviewed against their scorecards in the same transaction; a scorecard that
 * was created or changed has its calls marked again a step at a time (modules/quality qa-backfill).
 */
export const createCallMeasurer = ({
  db,
  log,
  pollMs,
  batchSize,
  concurrency = 1,
  judgesQuestions = false,
  onDeliveriesQueued,
  onQuestionsQueued,
}: {
  db: Db;
  log: FastifyBaseLogger;
  pollMs: number;
  batchSize?: number;
  /** Batches in hand at once (measurerTuningFor). */
  concurrency?: number;
  /** A language model is set up: question criteria read its answers (and new questions are queued for it). */
  judgesQuestions?: boolean;
  /** After a batch whose reviews queued call_reviewed webhooks: their delivery starts now, not at its poll. */
  onDeliveriesQueued?: () => void;
  /** After a batch that queued questions for the language model: the judge starts now. */
  onQuestionsQueued?: () => void;
}): CallMeasurer => {
  // Once per process: calls measured by older rules wait again (a deploy that bumped the version).
  let outdatedMarked: Promise<void> | null = null;
  const markOutdated = async () => {
    const marked = await markOutdatedMeasures(db);
    if (marked > 0) log.info({ marked, version: MEASURES_VERSION }, 'calls measured by older rules wait again');
  };
  return createDrainWorker({
    isEnabled: true,
    concurrency,
    claimBatch: async () => {
      // Shared by the lanes; a failure is tried again by the next drain.
      outdatedMarked ??= markOutdated().catch((error: unknown) => {
        outdatedMarked = null;
        throw error;
      });
      await outdatedMarked;
      const backfilled = await advanceQaBackfill(db);
      const batch = await measureWaitingCalls(db, {
        judgesQuestions,
        ...(batchSize === undefined ? {} : { batchSize }),
      });
      if (!batch) return backfilled;
      for (const failure of batch.failures)
        log.warn({ callId: failure.call_id, reason: failure.failure }, 'call could not be measured');
      if (batch.deliveries > 0) onDeliveriesQueued?.();
      if (batch.questions > 0) onQuestionsQueued?.();
      return batch.measured;
    },
    intervalMs: pollMs,
    log,
    failureMessage: 'call measuring failed',
  });
};

/**
 * Asks the language model the questions the reviews queued (modules/quality question-judge), a
 * few at a time, durably (the queue is qa_question_answers, leased). Each batch that settled an
 * answer has queued its calls for review again, and `onAnswered` starts the measurer on them.
 */
export const createQuestionJudge = ({
  db,
  log,
  pollMs,
  leaseMs,
  askModel,
  onAnswered,
}: {
  db: Db;
  log: FastifyBaseLogger;
  pollMs: number;
  leaseMs: number;
  /** Absent: no language model is set up, and the judge never runs. */
  askModel: AskModelForJson | undefined;
  onAnswered?: () => void;
}): DrainWorker =>
  createDrainWorker({
    isEnabled: askModel !== undefined,
    claimBatch: async () => {
      if (!askModel) return null;
      const batch = await judgeQuestionBatch(db, { askModel, leaseMs });
      if (!batch) return null;
      if (batch.settled > 0) onAnswered?.();
      return batch.asked;
    },
    intervalMs: pollMs,
    log,
    failureMessage: 'asking the language model a quality question failed',
  });
