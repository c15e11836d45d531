import fp from 'fastify-plugin';
import { languageModelOf } from '../config.ts';
import type { DrainWorker } from '../lib/drain-worker.ts';
import { createModelJsonAsker } from '../lib/language-model.ts';
import {
  createCallMeasurer,
  createQuestionJudge,
  measurerTuningFor,
  type CallMeasurer,
} from '../workers/call-measurer.ts';
import type { PluginOptions } from './plugin-options.ts';

/** How long a question claimed for the language model is held (several model timeouts). */
const QUESTION_LEASE_MS = 120_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Durable computing of every call's quality measures (workers/call-measurer.ts). */
    callMeasurer: CallMeasurer;
    /** Durable asking of the quality questions a language model judges (idle without LLM_BASE_URL). */
    qaQuestionJudge: DrainWorker;
  }
}

/**
 * Each stored call's quality measures computed in the background, a batch per transaction, and the
 * questions of its reviews asked of the language model when one is set up: the two kick each other
 * (a review queues questions; an answer queues its call for review again).
 */
export const callMeasurerPlugin = fp<PluginOptions>(
  async (app, { config, database }) => {
    const languageModel = languageModelOf(config);
    const callMeasurer = createCallMeasurer({
      db: database.db,
      log: app.log,
      pollMs: config.CALL_MEASURE_POLL_MS,
      ...measurerTuningFor(database.kind),
      judgesQuestions: languageModel !== null,
      onDeliveriesQueued: () => app.qaWebhooks.kick(),
      onQuestionsQueued: () => questionJudge.kick(),
    });
    const questionJudge = createQuestionJudge({
      db: database.db,
      log: app.log,
      pollMs: config.CALL_MEASURE_POLL_MS,
      leaseMs: QUESTION_LEASE_MS,
      askModel: languageModel ? createModelJsonAsker(languageModel) : undefined,
      onAnswered: () => callMeasurer.kick(),
    });
    app.decorate('callMeasurer', callMeasurer);
    app.decorate('qaQuestionJudge', questionJudge);
    // Calls waiting from before (a restart, the history, newer rules) are measured from here,
    // and questions left unasked by a restart are asked.
    app.addHook('onReady', async () => {
      callMeasurer.start();
      questionJudge.start();
    });
    app.addHook('onClose', async () => {
      await questionJudge.stop();
      await callMeasurer.stop();
    });
  },
  { name: 'call-measurer', dependencies: ['qa-webhooks'] },
);
