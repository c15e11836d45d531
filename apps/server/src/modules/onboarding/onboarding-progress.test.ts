import {
  DOCUMENT_PROCESSING_INITIATED,
  getAllDocumentsResponseSchema,
  NOTHING_TO_PROCESS,
  onboardingDocumentPaths,
  onboardingPaths,
  type OnboardingDocument,
} from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of.ts';
import { startStandInLanguageModel } from '../../test/stand-in-language-model.ts';
import { multipartFiles } from '../../test/multipart.ts';
import { emptyPagesPdf, pngHeaderOnly } from '../../test/onboarding-files.ts';
import { bearer, createTestApp, signUpUser, workspaceOf, type TestApp } from '../../test/test-app.ts';
import { createModelJsonAsker } from '../../lib/language-model.ts';
import { createOnboardingProcessor } from '../../workers/onboarding-processor.ts';
import type { OcrEngine, OcrResult } from '../../workers/ocr-engine.ts';
import { improveWithModel } from './onboarding-model.ts';
import { extractFields } from './extract-fields.ts';
import { retryDocument } from './onboarding-documents.service.ts';

// Issue #19: progress page by page while a scanned PDF is read, and the optional language-model
// pass (it fills only what the rules left empty, with values the text holds). OCR is stood in for
// by an engine that answers when the test lets it (the real one is tested in onboarding-processing).

/** An OCR engine whose pages are answered one at a time, when `release` is called. */
const steppedOcr = (pageText: (page: number) => string[]) => {
  let page = 0;
  const gates: (() => void)[] = [];
  const engine: OcrEngine = {
    recognize: async (): Promise<OcrResult> => {
      page += 1;
      const current = page;
      await new Promise<void>((resolve) => gates.push(resolve));
      return {
        lines: pageText(current).map((text) => ({ text, confidence: 0.92 })),
        confidence: 0.92,
        adjustments: [],
      };
    },
    terminate: async () => undefined,
  };
  const release = async () => {
    while (gates.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    gates.shift()!();
  };
  return { engine, release };
};

describe('onboarding processing: progress page by page', () => {
  let t: TestApp;
  let workspaceId: string;
  beforeAll(async () => {
    // The app's own processor must not take the test's rows: it waits an hour between rounds.
    t = await createTestApp({ KB_POLL_MS: '3600000' });
    workspaceId = await workspaceOf(t.app, (await signUpUser(t.app)).token);
  });
  afterAll(() => t.close());

  const progressOf = async (id: string) =>
    rowsOf<{ pages_read: number; page_count: number; status: string; read_with: string | null }>(
      await t.database.db.execute(
        sql`select pages_read, page_count, status, read_with from onboarding_documents where workspace_id = ${workspaceId} and id = ${id}`,
      ),
    )[0]!;

  it('records each page read of a three-page scan while it is read, then how it was read', async () => {
    await t.database.db
      .execute(sql`insert into onboarding_documents (workspace_id, id, type, file_type, file_name, content, status, page_count)
      values (${workspaceId}, 'scan3', 'unknown', 'application/pdf', 'scan.pdf', ${emptyPagesPdf(3)}, 'processing', 3)`);
    const { engine, release } = steppedOcr((page) =>
      page === 1 ? ['GOVERNMENT OF INDIA', 'Name: Kavya Rao', 'DOB: 04/05/1991'] : [`Page ${page} of the scan`],
    );
    const processor = createOnboardingProcessor({
      db: t.database.db,
      log: t.app.log,
      pollMs: 3_600_000,
      leaseMs: 60_000,
      ocr: engine,
    });
    const done = processor.deliverDue();
    const seen: number[] = [];
    for (let page = 1; page <= 3; page += 1) {
      await expect.poll(async () => (await progressOf('scan3')).pages_read).toBe(page - 1);
      seen.push((await progressOf('scan3')).pages_read);
      await release();
    }
    await done;
    expect(seen).toEqual([0, 1, 2]);
    expect(await progressOf('scan3')).toEqual({ pages_read: 3, page_count: 3, status: 'done', read_with: 'OCR' });
    // Queued again, it starts from no page read.
    await t.database.db.execute(sql`update onboarding_documents set status = 'failed' where id = 'scan3'`);
    await retryDocument(t.database.db, { workspaceId, id: 'scan3' });
    expect((await progressOf('scan3')).pages_read).toBe(0);
    await t.database.db.execute(sql`delete from onboarding_documents where id = 'scan3'`);
  });
});

describe('onboarding processing: an upload read at once, Document Processing for what is pending or failed', () => {
  let t: TestApp;
  let token: string;
  let workspaceId: string;
  const api = (path: string) => `/api${path}`;
  beforeAll(async () => {
    // No polling round in the test's time: only a wake-up reads a document.
    t = await createTestApp({ KB_POLL_MS: '3600000' });
    token = (await signUpUser(t.app)).token;
    workspaceId = await workspaceOf(t.app, token);
  });
  afterAll(() => t.close());

  const list = async (): Promise<OnboardingDocument[]> => {
    const url = api(`${onboardingPaths.getAllDocuments}?add_detail_to_response=false`);
    const response = await t.app.inject({ method: 'POST', url, headers: bearer(token) });
    return getAllDocumentsResponseSchema.parse(response.json()).data.documents[0]!;
  };
  const processingOf = async (name: string) =>
    (await list()).find((document) => document.file_name === name)?.processing;
  const documentProcessing = () =>
    t.app.inject({ method: 'POST', url: api(onboardingDocumentPaths.process), headers: bearer(token) });

  // The app polls once an hour here and the test sends nothing after the upload: only the upload's wake-up reads it.
  it('wakes the processor on upload: the document is read without a second request', async () => {
    const cardText = ['GOVERNMENT OF INDIA', 'Name: Kavya Rao', 'DOB: 04/05/1991', 'Female', '2345 6789 0123'];
    const { engine, release } = steppedOcr(() => cardText);
    Object.assign(t.app.ocrEngine, engine);
    const body = multipartFiles([{ filename: 'kavya-aadhaar.png', content: pngHeaderOnly(640, 400) }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: api(onboardingDocumentPaths.upload),
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json().data.documents).toEqual([
      expect.objectContaining({ file_name: 'kavya-aadhaar.png', status: 'processing' }),
    ]);
    // Claimed by the processor (its reader holds it), waiting on the OCR engine.
    await expect.poll(async () => (await processingOf('kavya-aadhaar.png'))?.is_reading).toBe(true);
    await release();
    await expect.poll(async () => (await processingOf('kavya-aadhaar.png'))?.status).toBe('done');
    const [card] = (await list()).filter((document) => document.file_name === 'kavya-aadhaar.png');
    expect(card).toMatchObject({
      type: 'aadhaar',
      data: { full_name: 'Kavya Rao', date_of_birth: '04/05/1991', document_number: '2345 6789 0123' },
    });
    expect(card!.processing!.is_reading).toBe(false);
  });

  it("queues what is pending or failed (SPEC's words only then), and says when nothing is waiting", async () => {
    const insert = (id: string, status: string) =>
      t.database.db.execute(sql`insert into onboarding_documents
          (workspace_id, id, type, file_type, file_name, content, status, page_count, error)
        values (${workspaceId}, ${id}, 'unknown', 'image/png', ${`${id}.png`}, ${pngHeaderOnly(640, 400)}, ${status}, 1,
          ${status === 'failed' ? 'No text was found' : null})`);
    await insert('waiting', 'pending');
    await insert('broken', 'failed');
    const queued = await documentProcessing();
    expect(queued.json()).toMatchObject({
      message: DOCUMENT_PROCESSING_INITIATED,
      total: 2,
      data: { queued: 2, pending: 0, failed: 0, processing: 2, done: 1 },
    });
    expect(await processingOf('broken.png')).toMatchObject({ status: 'processing', error: null });

    const { engine, release } = steppedOcr(() => ['Nothing but a line']);
    Object.assign(t.app.ocrEngine, engine);
    await release();
    await release();
    const statuses = async () => (await list()).map((document) => document.processing?.status).sort();
    await expect.poll(statuses).toEqual(['done', 'done', 'done']);
    const nothing = await documentProcessing();
    expect(nothing.json()).toMatchObject({ message: NOTHING_TO_PROCESS, total: 0, data: { queued: 0, done: 3 } });
  });
});

describe('onboarding processing with the language model configured', () => {
  // A card whose name has no label the rules know: the rules miss it, the model finds it.
  const lines = [
    { text: 'GOVERNMENT OF INDIA', confidence: 0.95 },
    { text: 'Aadhaar', confidence: 0.95 },
    { text: 'Kavya Rao', confidence: 0.9 },
    { text: 'DOB: 04/05/1991', confidence: 0.93 },
    { text: '2345 6789 0123', confidence: 0.94 },
  ];
  const rules = extractFields(lines, { now: new Date('2026-11-26') });

  it('fills only what the rules left empty, with values the text holds, marked for a person to check', async () => {
    expect(rules.data.full_name).toBeUndefined();
    const improved = await improveWithModel(lines, rules, async () => ({
      full_name: 'Kavya Rao',
      father_name: 'Mohan Rao',
      date_of_birth: '01/01/1990',
      gender: 'Female',
    }));
    expect(improved.data.full_name).toBe('Kavya Rao');
    expect(improved.fields['full_name']).toEqual({ confidence: 0.6, source: 'Kavya Rao (read by the language model)' });
    // Not in the text: a father's name and a gender; the rules' date of birth stands.
    expect(improved.data.father_name).toBeUndefined();
    expect(improved.data.gender).toBeUndefined();
    expect(improved.data.date_of_birth).toBe('04/05/1991');
    expect(improved.fields['date_of_birth']).toEqual(rules.fields['date_of_birth']);
  });

  it("keeps the rules' fields when the model fails or answers nonsense", async () => {
    expect(await improveWithModel(lines, rules, async () => Promise.reject(new Error('timeout')))).toEqual(rules);
    expect(await improveWithModel(lines, rules, async () => ({ full_name: ['Kavya'] }))).toEqual(rules);
  });

  it('asks the configured model through the processor, and stores what it filled in', async () => {
    const model = await startStandInLanguageModel();
    const t = await createTestApp({ KB_POLL_MS: '3600000' });
    try {
      const workspaceId = await workspaceOf(t.app, (await signUpUser(t.app)).token);
      await t.database.db
        .execute(sql`insert into onboarding_documents (workspace_id, id, type, file_type, file_name, content, status, page_count)
        values (${workspaceId}, 'card', 'unknown', 'image/png', 'card.png', ${Buffer.from('png')}, 'processing', 1)`);
      model.answerWith({ full_name: 'Kavya Rao' });
      const ocr: OcrEngine = {
        recognize: async () => ({ lines, confidence: 0.93, adjustments: [] }),
        terminate: async () => undefined,
      };
      const processor = createOnboardingProcessor({
        db: t.database.db,
        log: t.app.log,
        pollMs: 3_600_000,
        leaseMs: 60_000,
        ocr,
        askModel: createModelJsonAsker({ baseUrl: model.baseUrl, model: 'stand-in' }),
      });
      await processor.deliverDue();
      expect(JSON.stringify(model.seen.body)).toContain('Kavya Rao');
      const [row] = rowsOf<{ data: { full_name?: string }; fields: Record<string, { source: string }> }>(
        await t.database.db.execute(
          sql`select data, fields from onboarding_documents where workspace_id = ${workspaceId} and id = 'card'`,
        ),
      );
      const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
      expect(json(row!.data).full_name).toBe('Kavya Rao');
      expect(json(row!.fields)['full_name']!.source).toMatch(/language model/);
    } finally {
      await t.close();
      await model.close();
    }
  });
});
