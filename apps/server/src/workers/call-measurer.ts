import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { createDrainWorker, type DrainWorker } from '../lib/drain-worker.ts';
import { markOutdatedMeasures, measureWaitingCalls, MEASURES_VERSION } from '../modules/calls/index.ts';
import { advanceQaBackfill } from '../modules/quality/index.ts';

export type CallMeasurer = DrainWorker;

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
  onDeliveriesQueued,
}: {
  db: Db;
  log: FastifyBaseLogger;
  pollMs: number;
  batchSize?: number;
  /** After a batch whose reviews queued call_reviewed webhooks: their delivery starts now, not at its poll. */
  onDeliveriesQueued?: () => void;
}): CallMeasurer => {
  // Once per process: calls measured by older rules wait again (a deploy that bumped the version).
  let hasMarkedOutdated = false;
  return createDrainWorker({
    isEnabled: true,
    claimBatch: async () => {
      if (!hasMarkedOutdated) {
        const marked = await markOutdatedMeasures(db);
        if (marked > 0) log.info({ marked, version: MEASURES_VERSION }, 'calls measured by older rules wait again');
        hasMarkedOutdated = true;
      }
      const backfilled = await advanceQaBackfill(db);
      const batch = await measureWaitingCalls(db, batchSize === undefined ? {} : { batchSize });
      if (!batch) return backfilled;
      for (const failure of batch.failures)
        log.warn({ callId: failure.call_id, reason: failure.failure }, 'call could not be measured');
      if (batch.deliveries > 0) onDeliveriesQueued?.();
      return batch.measured;
    },
    intervalMs: pollMs,
    log,
    failureMessage: 'call measuring failed',
  });
};
