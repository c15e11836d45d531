import fp from 'fastify-plugin';
import { languageModelOf } from '../config.ts';
import { createModelJsonAsker } from '../lib/language-model.ts';
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
    const languageModel = languageModelOf(config);
    const candidateScorer = createCandidateScorer({
      db: database.db,
      log: app.log,
      pollMs: config.CANDIDATE_POLL_MS,
      leaseMs: config.CANDIDATE_LEASE_MS,
      // The model, when configured, fills what the rules could not read from a résumé.
      askModel: languageModel ? createModelJsonAsker(languageModel) : undefined,
    });
    app.decorate('candidateScorer', candidateScorer);
    // Work left by a restart (queued files, pending scores, expired leases) is taken up from here.
    app.addHook('onReady', async () => candidateScorer.start());
    app.addHook('onClose', async () => candidateScorer.stop());
  },
  { name: 'candidate-scorer' },
);
