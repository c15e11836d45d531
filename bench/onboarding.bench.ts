import type { OnboardingData } from '@agentdesk/shared';
import { extractFields } from '../apps/server/src/modules/onboarding/index.ts';
import { syntheticDocuments, type SyntheticDocument } from '../apps/server/src/seed/onboarding-synthetic.ts';
import { createOcrEngine } from '../apps/server/src/workers/ocr-engine.ts';
import { readDocument } from '../apps/server/src/workers/read-document.ts';
import type { BenchRow } from './report.ts';
import { round } from './stats.ts';

// Issue #19 item 8: the synthetic set (identity cards and passports, clean, rotated a few degrees
// and noisy; PDF résumés) read as the processor reads it (text layer or OCR in tesseract's worker
// thread, then the field rules): seconds per page for text PDFs and for OCR, the process's peak
// memory (tesseract's worker thread included), and per-field precision and recall against the truth.

const COUNT = Number(process.env['ONBOARDING_BENCH_DOCUMENTS'] ?? 32);
const FIELDS = ['full_name', 'date_of_birth', 'document_number', 'gender', 'father_name', 'pincode', 'issue_date', 'validity', 'nationality', 'work_experience', 'education_history'] as const;
const KEY_FIELDS = ['full_name', 'date_of_birth', 'document_number'];

/** A field's value as compared: names by their Latin form, lists by their companies or institutions. */
const comparable = (data: OnboardingData, field: (typeof FIELDS)[number]): string | null => {
  const value = data[field];
  if (value === null || value === undefined) return null;
  if (field === 'full_name') return (typeof value === 'string' ? value : ((value as { english?: string | null }).english ?? '')).toLowerCase();
  if (field === 'work_experience') return (value as { company?: string | null }[]).map((job) => job.company).join('|');
  if (field === 'education_history') return (value as { institution?: string | null }[]).map((entry) => entry.institution).join('|');
  return String(value).toLowerCase();
};

type Tally = { tp: number; fp: number; fn: number };

export const runOnboardingBench = async (): Promise<BenchRow[]> => {
  const documents = syntheticDocuments(COUNT);
  const ocr = createOcrEngine();
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 50);
  const seconds = { 'text-layer': { total: 0, pages: 0 }, ocr: { total: 0, pages: 0 } };
  const tallies = new Map<string, Tally>();
  const tally = (key: string) => tallies.get(key) ?? (tallies.set(key, { tp: 0, fp: 0, fn: 0 }), tallies.get(key)!);
  const count = (document: SyntheticDocument, extracted: OnboardingData) => {
    for (const field of FIELDS) {
      const truth = comparable(document.truth, field);
      const found = comparable(extracted, field);
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
    const text = await readDocument({ fileType: document.fileType, bytes: document.content, ocr, maxPages: 20 }).catch(() => null);
    const extraction = text ? extractFields(text.lines, { isPdf: document.fileType === 'application/pdf' }) : null;
    const elapsed = (performance.now() - started) / 1000;
    if (text) {
      seconds[text.method].total += elapsed;
      seconds[text.method].pages += text.pages;
    }
    count(document, extraction?.data ?? {});
  }
  clearInterval(sampler);
  await ocr.terminate();

  const rows: BenchRow[] = [
    { metric: 'documents read', value: documents.length, unit: 'documents', note: `${documents.filter((d) => d.fileType === 'application/pdf').length} PDF résumés, the rest cards and passports (clean, rotated, noisy)` },
    { metric: 'text PDF page', value: round(seconds['text-layer'].total / Math.max(1, seconds['text-layer'].pages), 3), unit: 's/page' },
    { metric: 'OCR page (eng+hin)', value: round(seconds.ocr.total / Math.max(1, seconds.ocr.pages), 3), unit: 's/page' },
    { metric: 'peak memory (process with tesseract worker)', value: round(peakRss / 1024 / 1024, 0), unit: 'MiB' },
  ];
  for (const [key, t] of [...tallies.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    if (t.tp + t.fn + t.fp === 0) continue;
    const precision = t.tp + t.fp === 0 ? 1 : t.tp / (t.tp + t.fp);
    const recall = t.tp + t.fn === 0 ? 1 : t.tp / (t.tp + t.fn);
    const isTarget = KEY_FIELDS.some((field) => key === `${field} (clean)`);
    rows.push({ metric: `${key} precision / recall`, value: round(recall, 3), unit: 'recall', note: `precision ${round(precision, 3)} (tp ${t.tp}, fp ${t.fp}, fn ${t.fn})`, ...(isTarget ? { budget: '≥ 0.9' } : {}) });
  }
  return rows;
};
