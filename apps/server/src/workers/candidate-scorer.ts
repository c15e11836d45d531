import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { createDrainWorker, type DrainWorker } from '../lib/drain-worker.ts';
import type { AskModelForJson } from '../lib/language-model.ts';
import { readUploadBatch, scorePendingBatch, type ReadScan } from '../modules/candidates/index.ts';

export type CandidateScorer = DrainWorker;

/**
 * Reads uploaded résumés and scores applications in the background, durably: uploads first (a
 * recruiter is watching them), then the scoring queue a batch of one job at a time. Both queues
 * live in the database with leases, so several processes share them and a restart loses nothing.
 */
export const createCandidateScorer = ({
  db,
  log,
  pollMs,
  leaseMs,
  askModel,
  readScan,
}: {
  db: Db;
  log: FastifyBaseLogger;
  pollMs: number;
  leaseMs: number;
  askModel?: AskModelForJson | undefined;
  readScan?: ReadScan | undefined;
}): CandidateScorer =>
  createDrainWorker({
    isEnabled: true,
    claimBatch: async (isStopping) =>
      (await readUploadBatch(db, { leaseMs, askModel, readScan }, isStopping)) ??
      (await scorePendingBatch(db, { leaseMs, askModel, readScan })),
    intervalMs: pollMs,
    log,
    failureMessage: 'candidate scoring failed',
  });
