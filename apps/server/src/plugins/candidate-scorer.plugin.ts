import fp from 'fastify-plugin';
import { createCandidateScorer, type CandidateScorer } from '../workers/candidate-scorer.ts';
import type { PluginOptions } from './plugin-options.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Durable reading and scoring of résumés (workers/candidate-scorer.ts). */
    candidateScorer: CandidateScorer;
  }
}

/** Résumés read and candidates scored in the background. */
export const candidateScorerPlugin = fp<PluginOptions>(
  async (app, { config, database }) => {
    const candidateScorer = createCandidateScorer({ db: database.db, log: app.log, pollMs: config.CANDIDATE_POLL_MS, leaseMs: config.CANDIDATE_LEASE_MS });
    app.decorate('candidateScorer', candidateScorer);
    // Work left by a restart (queued files, pending scores, expired leases) is taken up from here.
    app.addHook('onReady', async () => candidateScorer.start());
    app.addHook('onClose', async () => candidateScorer.stop());
  },
  { name: 'candidate-scorer' },
);
