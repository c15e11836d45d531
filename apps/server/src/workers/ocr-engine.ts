import { mkdirSync, symlinkSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createWorker, OEM, type Worker } from 'tesseract.js';

// OCR with tesseract.js, offline: its engine is WebAssembly from node_modules and runs in its own
// worker thread (the server's thread stays free); the English and Hindi models come from the
// @tesseract.js-data npm packages installed with the project. tesseract.js takes one folder for
// every language, so a folder of links to the two packaged files is made; with langPath set to a
// folder (not a URL) and no cache, it reads from disk and never fetches.

export type OcrLine = { text: string; confidence: number };
export type OcrResult = { lines: OcrLine[]; confidence: number };

export type OcrEngine = {
  recognize: (image: Buffer) => Promise<OcrResult>;
  terminate: () => Promise<void>;
};

const require = createRequire(import.meta.url);

/** The languages read: English, and Hindi for the Devanagari of Indian identity cards. */
export const OCR_LANGUAGES = ['eng', 'hin'] as const;

/** The folder of the packaged models (the smaller, integer LSTM ones), made once per process. */
export const packagedLanguageFolder = (): string => {
  const folder = join(tmpdir(), `agentdesk-tessdata-${process.pid}`);
  mkdirSync(folder, { recursive: true });
  for (const language of OCR_LANGUAGES) {
    const file = `${language}.traineddata.gz`;
    const target = join(dirname(require.resolve(`@tesseract.js-data/${language}/package.json`)), '4.0.0_best_int', file);
    if (!existsSync(join(folder, file))) symlinkSync(target, join(folder, file));
  }
  return folder;
};

/**
 * One long-lived tesseract worker, started on first use and ended by `terminate` (the server's
 * close). Recognitions queue behind each other inside tesseract.js.
 */
export const createOcrEngine = (): OcrEngine => {
  let worker: Promise<Worker> | null = null;
  const start = () => {
    worker ??= createWorker([...OCR_LANGUAGES], OEM.LSTM_ONLY, { langPath: packagedLanguageFolder(), cacheMethod: 'none', gzip: true });
    return worker;
  };
  return {
    recognize: async (image) => {
      const { data } = await (await start()).recognize(image, { rotateAuto: true }, { text: true, blocks: true });
      const lines = (data.blocks ?? [])
        .flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines))
        .map((line) => ({ text: line.text.replace(/\s+$/g, ''), confidence: line.confidence / 100 }))
        .filter((line) => line.text.trim() !== '');
      return { lines, confidence: data.confidence / 100 };
    },
    terminate: async () => {
      const current = worker;
      worker = null;
      if (current) await (await current).terminate();
    },
  };
};
