import { onboardingUploadLimits } from '@agentdesk/shared';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';
import { createDrainWorker, type DrainWorker } from '../lib/drain-worker.ts';
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

const RETRY_BASE_MS = 10_000;

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

  const claim = async (): Promise<ClaimedDocument | null> => {
    const [row] = rowsOf<ClaimedDocument>(
      await db.execute(sql`update onboarding_documents
        set lease_until = now() + ${`${options.leaseMs} milliseconds`}::interval, attempts = attempts + 1
        where (workspace_id, id) = (
          select workspace_id, id from onboarding_documents
          where status = 'processing' and next_attempt_at <= now() and (lease_until is null or lease_until < now())
          order by created_at desc, id
          limit 1
          for update skip locked
        )
        returning workspace_id, id, file_type, content, attempts`),
    );
    return row ?? null;
  };

  const process = async (document: ClaimedDocument) => {
    const where = sql`workspace_id = ${document.workspace_id} and id = ${document.id} and status = 'processing'`;
    const bytes = Buffer.from(document.content);
    const isPdf = document.file_type === 'application/pdf';
    const text = await readDocument({
      fileType: document.file_type,
      bytes,
      ocr,
      maxPages: onboardingUploadLimits.maxPdfPages,
      onPage: async (pagesRead, pages) => {
        await db.execute(sql`update onboarding_documents set pages_read = ${pagesRead}, page_count = ${pages} where ${where}`);
      },
    });
    const rules = extractFields(text.lines, { now: now(), isPdf });
    const extraction = options.askModel ? await improveWithModel(text.lines, rules, options.askModel) : rules;
    const confidence = Object.fromEntries(Object.entries(extraction.fields).map(([key, evidence]) => [key, evidence.confidence]));
    // A PDF's first page is drawn once, here, for the viewer (a PDF that cannot be drawn has none).
    const preview = isPdf ? await drawFirstPage(bytes).catch(() => null) : null;
    // Only the lease holder writes: a document queued again or deleted meanwhile is left alone.
    await db.execute(sql`update onboarding_documents
      set status = 'done', error = null, type = ${extraction.type}, data = ${JSON.stringify(extraction.data)}::jsonb,
        fields = ${JSON.stringify(extraction.fields)}::jsonb, confidence = ${JSON.stringify(confidence)}::jsonb,
        text_content = ${text.lines.map((line) => line.text).join('\n')}, page_count = ${text.pages}, pages_read = ${text.pages},
        read_with = ${readWithLabel(text)}, preview = coalesce(preview, ${preview}),
        corrections = '[]'::jsonb, processed_at = now(), lease_until = null
      where ${where}`);
  };

  const recordFailure = async (document: ClaimedDocument, error: unknown) => {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const isFinal = error instanceof UnreadableDocumentError || document.attempts >= maxAttempts;
    if (!(error instanceof UnreadableDocumentError)) log.error({ workspaceId: document.workspace_id, documentId: document.id, failure: { message: reason } }, 'onboarding document processing failed');
    const delay = RETRY_BASE_MS * 2 ** (document.attempts - 1);
    await db.execute(sql`update onboarding_documents
      set status = ${isFinal ? 'failed' : 'processing'}, error = ${isFinal ? reason : null}, lease_until = null,
        next_attempt_at = now() + ${`${delay} milliseconds`}::interval
      where workspace_id = ${document.workspace_id} and id = ${document.id} and status = 'processing'`);
  };

  const claimOne = async () => {
    const document = await claim();
    if (document === null) return null;
    try {
      await process(document);
    } catch (error) {
      await recordFailure(document, error);
    }
    return document.id;
  };

  const worker = createDrainWorker({ isEnabled: true, claimOne, intervalMs: options.pollMs, log, failureMessage: 'onboarding document processing failed' });
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
