import { onboardingUploadLimits } from '@agentdesk/shared';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { DrainWorker } from '../lib/drain-worker.ts';
import { defineQueue, exponentialBackoff, reasonOf } from '../lib/durable-queue.ts';
import { createQueueWorker, type ItemResult, type Recorded } from '../lib/queue-worker.ts';
import { UnreadableDocumentError } from '../lib/document-text.ts';
import type { AskModelForJson } from '../lib/language-model.ts';
import { drawFirstPage, extractFields, improveWithModel } from '../modules/onboarding/index.ts';
import { createOcrEngine, type OcrEngine } from './ocr-engine.ts';
import { readDocument, readWithLabel } from './read-document.ts';

export type OnboardingProcessorOptions = {
  db: Db;
  log: FastifyBaseLogger;
  pollMs: number;
  /** How long a claimed document is held before another process may take it (a stopped one's). */
  leaseMs: number;
  /** Attempts before a document that keeps failing unexpectedly is marked failed. */
  maxAttempts?: number;
  /** The OCR engine (one long-lived tesseract worker by default). */
  ocr?: OcrEngine;
  /** The language model (LLM_BASE_URL), when one is configured: it fills fields the rules left empty. */
  askModel?: AskModelForJson | undefined;
  now?: () => Date;
};

export type OnboardingProcessor = DrainWorker;

type ClaimedDocument = { workspace_id: string; id: string; file_type: string; content: Uint8Array; attempts: number };

/** Documents are read one at a time, the newest due first (as the viewer lists them): a page of OCR takes seconds. */
const documents = defineQueue<ClaimedDocument>({
  table: 'onboarding_documents',
  key: { workspace_id: 'uuid', id: 'text' },
  status: { column: 'status', waiting: ['processing'], done: 'done', failed: 'failed' },
  attempts: 'attempts',
  nextAttemptAt: 'next_attempt_at',
  leaseUntil: 'lease_until',
  // A document that will be read again shows no error meanwhile.
  error: { column: 'error', isShownWhileRetrying: false },
  order: sql`created_at desc, id`,
  returning: sql`q.workspace_id, q.id, q.file_type, q.content`,
});

type Extracted = {
  type: string;
  data: unknown;
  fields: unknown;
  confidence: unknown;
  text: string;
  pages: number;
  readWith: string;
  preview: Buffer | null;
};

/**
 * Reads onboarding documents in the background, durably: the queue is the documents table. A
 * document Document Processing queued ('processing') is claimed with a lease (FOR UPDATE SKIP
 * LOCKED, so several processes share the work; the newest due one first, as the viewer lists them), its
 * text read page by page with the pages read kept for progress (a PDF's text layer, else OCR in
 * tesseract's worker thread), its fields extracted by rules (and gaps filled by the language model
 * when one is configured), a PDF's first page drawn for the viewer, and the result stored. A process
 * stopped mid-way leaves the lease to expire and the document is read again after a restart. A
 * document that cannot be read (damaged, encrypted, blank) fails with its reason; anything
 * unexpected is retried with backoff. Nothing stops the queue: each document settles on its own.
 */
export const createOnboardingProcessor = (options: OnboardingProcessorOptions): OnboardingProcessor => {
  const { db, log } = options;
  const maxAttempts = options.maxAttempts ?? 3;
  const ocr = options.ocr ?? createOcrEngine();
  const now = options.now ?? (() => new Date());

  const process = async (document: ClaimedDocument): Promise<ItemResult & { payload: Extracted }> => {
    const bytes = Buffer.from(document.content);
    const isPdf = document.file_type === 'application/pdf';
    const text = await readDocument({
      fileType: document.file_type,
      bytes,
      ocr,
      maxPages: onboardingUploadLimits.maxPdfPages,
      onPage: async (pagesRead, pages) => {
        await db.execute(sql`update onboarding_documents set pages_read = ${pagesRead}, page_count = ${pages}
          where ${documents.heldBy(document)}`);
      },
    });
    const rules = extractFields(text.lines, { now: now(), isPdf });
    const extraction = options.askModel ? await improveWithModel(text.lines, rules, options.askModel) : rules;
    const confidence = Object.fromEntries(
      Object.entries(extraction.fields).map(([key, evidence]) => [key, evidence.confidence]),
    );
    // A PDF's first page is drawn once, here, for the viewer (a PDF that cannot be drawn has none).
    const preview = isPdf ? await drawFirstPage(bytes).catch(() => null) : null;
    const result: Extracted = {
      type: extraction.type,
      data: extraction.data,
      fields: extraction.fields,
      confidence,
      text: text.lines.map((line) => line.text).join('\n'),
      pages: text.pages,
      readWith: readWithLabel(text),
      preview,
    };
    return { outcome: 'done', payload: result };
  };

  const handle = async (document: ClaimedDocument): Promise<ItemResult & { payload?: Extracted }> =>
    process(document).catch((error: unknown) => {
      const reason = reasonOf(error).slice(0, 500);
      const isUnreadable = error instanceof UnreadableDocumentError;
      if (!isUnreadable) {
        const failure = { workspaceId: document.workspace_id, documentId: document.id, failure: { message: reason } };
        log.error(failure, 'onboarding document processing failed');
      }
      return { outcome: 'failure', reason, isPermanent: isUnreadable };
    });

  // Only the lease holder writes: a document queued again or deleted meanwhile is left alone.
  const record = async (settled: Recorded<ClaimedDocument, Extracted>[]) => {
    for (const { item: document, payload: result } of settled.filter((one) => one.result.outcome === 'done')) {
      await db.execute(sql`update onboarding_documents
        set status = 'done', error = null, type = ${result!.type}, data = ${JSON.stringify(result!.data)}::jsonb,
          fields = ${JSON.stringify(result!.fields)}::jsonb, confidence = ${JSON.stringify(result!.confidence)}::jsonb,
          text_content = ${result!.text}, page_count = ${result!.pages}, pages_read = ${result!.pages},
          read_with = ${result!.readWith}, preview = coalesce(preview, ${result!.preview}),
          corrections = '[]'::jsonb, processed_at = now(), lease_until = null
        where ${documents.heldBy(document)}`);
    }
    await documents.settle(
      db,
      settled.filter((one) => one.result.outcome !== 'done'),
    );
  };

  const worker = createQueueWorker<ClaimedDocument, Extracted>({
    db,
    queue: documents,
    batchSize: 1,
    leaseMs: options.leaseMs,
    policy: { maxAttempts, backoffMs: exponentialBackoff({ baseMs: 10_000 }) },
    handle,
    record,
    intervalMs: options.pollMs,
    log,
    failureMessage: 'onboarding document processing failed',
  });
  return {
    ...worker,
    // After the current request's answer is on its way (PGlite runs in this thread).
    kick: () => {
      setImmediate(worker.kick);
    },
    stop: async () => {
      await worker.stop();
      await ocr.terminate();
    },
  };
};
