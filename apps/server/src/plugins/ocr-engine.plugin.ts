import fp from 'fastify-plugin';
import { createOcrEngine, type OcrEngine } from '../workers/ocr-engine.ts';
import type { PluginOptions } from './plugin-options.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one OCR engine of the process (tesseract's worker thread, started on first use). */
    ocrEngine: OcrEngine;
  }
}

/** One OCR engine shared by onboarding documents and scanned résumés: its models loaded once. */
export const ocrEnginePlugin = fp<PluginOptions>(
  async (app) => {
    const ocrEngine = createOcrEngine();
    app.decorate('ocrEngine', ocrEngine);
    app.addHook('onClose', async () => ocrEngine.terminate());
  },
  { name: 'ocr-engine' },
);
