import { comparableFieldValue, type OnboardingData } from '@agentdesk/shared';
import { extractFields } from '../apps/server/src/modules/onboarding/index.ts';
import {
  SYNTHETIC_DOCUMENT_COUNT,
  syntheticDocuments,
  type SyntheticDocument,
} from '../apps/server/src/seed/onboarding-synthetic.ts';
import { createOcrEngine } from '../apps/server/src/workers/ocr-engine.ts';
import { readDocument } from '../apps/server/src/workers/read-document.ts';
import type { BenchRow } from './report.ts';
import { round } from './stats.ts';

// Issue #19 item 8: the synthetic set the sample data holds (identity cards and passports: clean,
// tilted a few degrees, turned a quarter or half turn, noisy; PDF résumés) read as the processor reads it (text layer or OCR in tesseract's worker
// thread, then the field rules): seconds per page for text PDFs and for OCR, the process's peak
// memory (tesseract's worker thread included), and per-field precision and recall against the truth.

const COUNT = Number(process.env['ONBOARDING_BENCH_DOCUMENTS'] ?? SYNTHETIC_DOCUMENT_COUNT);
const FIELDS = [
  'full_name',
  'date_of_birth',
  'document_number',
  'gender',
  'father_name',
  'pincode',
  'issue_date',
  'validity',
  'nationality',
  'work_experience',
  'education_history',
] as const;
const KEY_FIELDS = ['full_name', 'date_of_birth', 'document_number'];

type Tally = { tp: number; fp: number; fn: number };

export const runOnboardingBench = async (): Promise<BenchRow[]> => {
  const documents = syntheticDocuments(COUNT);
  const ocr = createOcrEngine();
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 50);
  const seconds = {
    'text-layer': { total: 0, pages: 0 },
    ocr: { total: 0, pages: 0 },
    adjusted: { total: 0, pages: 0 },
  };
  const tallies = new Map<string, Tally>();
  const tally = (key: string) => tallies.get(key) ?? (tallies.set(key, { tp: 0, fp: 0, fn: 0 }), tallies.get(key)!);
  const count = (document: SyntheticDocument, extracted: OnboardingData) => {
    for (const field of FIELDS) {
      const truth = comparableFieldValue(document.truth, field);
      const found = comparableFieldValue(extracted, field);
      for (const key of [field, `${field} (${document.variant})`]) {
        const t = tally(key);
        if (truth !== null && found === truth) t.tp += 1;
        else {
          if (found !== null) t.fp += 1;
          if (truth !== null) t.fn += 1;
        }
      }
    }
  };
  // The engine's start (models read from node_modules) is not counted in the per-page times.
  await ocr.recognize(documents.find((document) => document.fileType !== 'application/pdf')!.content);
  for (const document of documents) {
    const started = performance.now();
    const text = await readDocument({ fileType: document.fileType, bytes: document.content, ocr, maxPages: 20 }).catch(
      () => null,
    );
    const extraction = text ? extractFields(text.lines, { isPdf: document.fileType === 'application/pdf' }) : null;
    const elapsed = (performance.now() - started) / 1000;
    if (text) {
      // Scans that read poorly at first are cleaned (and turned) and read again: timed apart.
      const kind = text.adjustments.length > 0 ? 'adjusted' : text.method;
      seconds[kind].total += elapsed;
      seconds[kind].pages += text.pages;
    }
    count(document, extraction?.data ?? {});
  }
  clearInterval(sampler);
  await ocr.terminate();

  const rows: BenchRow[] = [
    {
      metric: 'documents read',
      value: documents.length,
      unit: 'documents',
      note: `${documents.filter((d) => d.fileType === 'application/pdf').length} PDF résumés, the rest cards and passports (clean, tilted, turned, noisy)`,
    },
    {
      metric: 'text PDF page',
      value: round(seconds['text-layer'].total / Math.max(1, seconds['text-layer'].pages), 3),
      unit: 's/page',
    },
    {
      metric: 'OCR page (eng+hin), read at once',
      value: round(seconds.ocr.total / Math.max(1, seconds.ocr.pages), 3),
      unit: 's/page',
    },
    {
      metric: 'OCR page, cleaned or turned and read again',
      value: round(seconds.adjusted.total / Math.max(1, seconds.adjusted.pages), 3),
      unit: 's/page',
      note: `${seconds.adjusted.pages} pages (noisy or turned scans)`,
    },
    { metric: 'peak memory (process with tesseract worker)', value: round(peakRss / 1024 / 1024, 0), unit: 'MiB' },
  ];
  for (const [key, t] of [...tallies.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    if (t.tp + t.fn + t.fp === 0) continue;
    const precision = t.tp + t.fp === 0 ? 1 : t.tp / (t.tp + t.fp);
    const recall = t.tp + t.fn === 0 ? 1 : t.tp / (t.tp + t.fn);
    const isTarget = KEY_FIELDS.some((field) => key === `${field} (clean)`);
    rows.push({
      metric: `${key} precision / recall`,
      value: round(recall, 3),
      unit: 'recall',
      note: `precision ${round(precision, 3)} (tp ${t.tp}, fp ${t.fp}, fn ${t.fn})`,
      ...(isTarget ? { budget: '≥ 0.9' } : {}),
    });
  }
  return rows;
};
