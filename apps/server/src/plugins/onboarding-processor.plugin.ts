import fp from 'fastify-plugin';
import { languageModelOf } from '../config.ts';
import { createModelJsonAsker } from '../lib/language-model.ts';
import { createOnboardingProcessor, type OnboardingProcessor } from '../workers/onboarding-processor.ts';
import type { PluginOptions } from './plugin-options.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Durable reading of onboarding documents (workers/onboarding-processor.ts). */
    onboardingProcessor: OnboardingProcessor;
  }
}

/** Onboarding documents read (text layer or OCR) and their fields extracted in the background. */
export const onboardingProcessorPlugin = fp<PluginOptions>(
  async (app, { config, database }) => {
    // OCR of a page takes seconds on a small machine: a lease of a few minutes covers several pages.
    const languageModel = languageModelOf(config);
    const onboardingProcessor = createOnboardingProcessor({
      db: database.db,
      log: app.log,
      pollMs: config.KB_POLL_MS,
      leaseMs: 5 * 60_000,
      ocr: app.ocrEngine,
      // The model, when configured, fills the fields the rules left empty (checked against the text).
      askModel: languageModel ? createModelJsonAsker(languageModel) : undefined,
    });
    app.decorate('onboardingProcessor', onboardingProcessor);
    // Documents queued before a restart (expired leases included) are taken up from here.
    app.addHook('onReady', async () => onboardingProcessor.start());
    // Also ends tesseract's worker thread.
    app.addHook('onClose', async () => onboardingProcessor.stop());
  },
  { name: 'onboarding-processor', dependencies: ['ocr-engine'] },
);
