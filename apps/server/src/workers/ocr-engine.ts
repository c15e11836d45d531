import { mkdirSync, symlinkSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import { cleanedScan, turnedScan } from './scan-cleanup.ts';

// OCR with tesseract.js, offline: its engine is WebAssembly from node_modules and runs in its own
// worker thread (the server's thread stays free); the English and Hindi models come from the
// @tesseract.js-data npm packages installed with the project. tesseract.js takes one folder for
// every language, so a folder of links to the two packaged files is made; with langPath set to a
// folder (not a URL) and no cache, it reads from disk and never fetches.
//
// A poor scan is read a second time: cleaned of speckles and noise, and turned upright when
// tesseract's orientation detector (the packaged 'osd' model, which runs on tesseract's legacy
// engine in a second worker started only when a scan needs it) finds it on its side or upside down.

export type OcrLine = { text: string; confidence: number };
/** What was done to the image before the lines were read. */
export type ScanAdjustment = 'cleaned' | 'turned 90°' | 'turned 180°' | 'turned 270°';
export type OcrResult = { lines: OcrLine[]; confidence: number; adjustments: ScanAdjustment[] };

export type OcrEngine = {
  recognize: (image: Buffer) => Promise<OcrResult>;
  terminate: () => Promise<void>;
};

const require = createRequire(import.meta.url);

/** The languages read: English, and Hindi for the Devanagari of Indian identity cards. */
export const OCR_LANGUAGES = ['eng', 'hin'] as const;

/**
 * The folder of the packaged models (the smaller, integer LSTM ones for reading; the orientation
 * model, which has only a legacy form), made once per process.
 */
export const packagedLanguageFolder = (): string => {
  const folder = join(tmpdir(), `agentdesk-tessdata-${process.pid}`);
  mkdirSync(folder, { recursive: true });
  const models = [...OCR_LANGUAGES.map((language) => [language, '4.0.0_best_int'] as const), ['osd', '4.0.0'] as const];
  for (const [language, version] of models) {
    const file = `${language}.traineddata.gz`;
    const target = join(dirname(require.resolve(`@tesseract.js-data/${language}/package.json`)), version, file);
    if (!existsSync(join(folder, file))) symlinkSync(target, join(folder, file));
  }
  return folder;
};

/** A reading this sure (tesseract's mean word confidence) is kept as it is; below it the scan is cleaned and read again. */
export const GOOD_READING = 0.8;
/** Below this orientation confidence the detector's guess is not acted on. */
const MIN_ORIENTATION_CONFIDENCE = 1.5;
/** Scans of unknown resolution are taken at this many dots per inch (silences tesseract's warning, steadies its sizes). */
const ASSUMED_DPI = '150';

/**
 * One long-lived tesseract worker, started on first use and ended by `terminate` (the server's
 * close), and the orientation detector's worker, started the first time a scan reads poorly.
 * Recognitions queue behind each other inside tesseract.js.
 */
export const createOcrEngine = (): OcrEngine => {
  let reader: Promise<Worker> | null = null;
  let detector: Promise<Worker> | null = null;
  const startReader = () => {
    reader ??= createWorker([...OCR_LANGUAGES], OEM.LSTM_ONLY, {
      langPath: packagedLanguageFolder(),
      cacheMethod: 'none',
      gzip: true,
    }).then(async (worker) => {
      await worker.setParameters({ user_defined_dpi: ASSUMED_DPI });
      return worker;
    });
    return reader;
  };
  const startDetector = () => {
    detector ??= createWorker('osd', OEM.TESSERACT_ONLY, {
      langPath: packagedLanguageFolder(),
      cacheMethod: 'none',
      gzip: true,
      legacyCore: true,
      legacyLang: true,
    }).then(async (worker) => {
      await worker.setParameters({ user_defined_dpi: ASSUMED_DPI });
      return worker;
    });
    return detector;
  };

  const read = async (image: Buffer, adjustments: ScanAdjustment[]): Promise<OcrResult> => {
    const { data } = await (await startReader()).recognize(image, { rotateAuto: true }, { text: true, blocks: true });
    const lines = (data.blocks ?? [])
      .flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines))
      .map((line) => ({ text: line.text.replace(/\s+$/g, ''), confidence: line.confidence / 100 }))
      .filter((line) => line.text.trim() !== '');
    return { lines, confidence: data.confidence / 100, adjustments };
  };

  /** How far the page is turned clockwise, when the detector is sure enough (0 otherwise). */
  const turnOf = async (image: Buffer): Promise<0 | 90 | 180 | 270> => {
    try {
      const { data } = await (await startDetector()).detect(image);
      const degrees = data.orientation_degrees;
      if ((data.orientation_confidence ?? 0) < MIN_ORIENTATION_CONFIDENCE) return 0;
      return degrees === 90 || degrees === 180 || degrees === 270 ? degrees : 0;
    } catch {
      return 0;
    }
  };

  return {
    recognize: async (image) => {
      const first = await read(image, []);
      if (first.confidence >= GOOD_READING) return first;
      const cleaned = await cleanedScan(image).catch(() => null);
      if (cleaned === null) return first;
      // The detector's guess first (it is wrong at times, on passports' machine-readable zones:
      // a turned reading is kept only when it reads better), then the cleaned scan as it lies,
      // then the other turns while nothing reads well.
      const guess = await turnOf(cleaned);
      const turns = [...new Set([guess, 0, 180, 90, 270] as const)];
      let best = first;
      for (const turn of turns) {
        const reading =
          turn === 0
            ? await read(cleaned, ['cleaned'])
            : await read(await turnedScan(cleaned, turn), ['cleaned', `turned ${turn}°`]);
        if (reading.confidence > best.confidence) best = reading;
        if (best.confidence >= GOOD_READING) break;
      }
      return best;
    },
    terminate: async () => {
      const workers = [reader, detector];
      reader = null;
      detector = null;
      for (const worker of workers) if (worker) await (await worker).terminate();
    },
  };
};
