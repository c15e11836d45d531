import fp from 'fastify-plugin';
import { languageModelOf } from '../config.ts';
import { createModelJsonAsker } from '../lib/language-model.ts';
import { readDocument } from '../workers/read-document.ts';

/** Pages of a scanned résumé read by OCR, at most. */
const SCANNED_RESUME_PAGES = 4;
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
      // Images and scanned PDFs are read by the process's OCR engine (a few pages at most).
      readScan: async (contentType, bytes) =>
        (await readDocument({ fileType: contentType, bytes, ocr: app.ocrEngine, maxPages: SCANNED_RESUME_PAGES })).lines
          .map((line) => line.text)
          .join('\n'),
    });
    app.decorate('candidateScorer', candidateScorer);
    // Work left by a restart (queued files, pending scores, expired leases) is taken up from here.
    app.addHook('onReady', async () => candidateScorer.start());
    app.addHook('onClose', async () => candidateScorer.stop());
  },
  { name: 'candidate-scorer', dependencies: ['ocr-engine'] },
);
