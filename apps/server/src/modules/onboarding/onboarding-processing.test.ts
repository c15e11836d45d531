import {
  getAllDocumentsResponseSchema,
  onboardingDocumentPaths,
  onboardingPaths,
  type OnboardingDocument,
} from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syntheticDocuments } from '../../seed/onboarding-synthetic.ts';
import { multipartFiles } from '../../test/multipart.ts';
import { corruptPdf, encryptedPdf, pngHeaderOnly, zipBytes } from '../../test/onboarding-files.ts';
import { bearer, createTestApp, signUpUser, type TestApp } from '../../test/test-app.ts';
import { createCanvas } from '@napi-rs/canvas';

const api = (path: string) => `/api${path}`;

// Upload, Document Processing, the processor (OCR of generated images, a PDF's text layer), bad
// input failing with its reason, a restart's expired lease, retry and correction (issue #19).
// OCR is slow on a small machine: a few small images only (the benchmark reads the whole set).
describe('onboarding documents: upload, processing and corrections', () => {
  let t: TestApp;
  let token: string;
  const synthetic = syntheticDocuments(10);
  const aadhaar = synthetic.find((document) => document.type === 'aadhaar' && document.variant === 'clean')!;
  const passport = synthetic.find((document) => document.type === 'passport' && document.variant === 'clean')!;
  const resume = synthetic.find((document) => document.type === 'resume')!;
  const blank = (() => {
    const canvas = createCanvas(640, 480);
    const g = canvas.getContext('2d');
    g.fillStyle = '#f3f4f6';
    g.fillRect(0, 0, 640, 480);
    return canvas.toBuffer('image/png');
  })();

  const upload = (files: { filename: string; content: Buffer }[]) => {
    const body = multipartFiles(files.map((file) => ({ ...file, field: 'files' })));
    return t.app.inject({
      method: 'POST',
      url: api(onboardingDocumentPaths.upload),
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  };
  const list = async (): Promise<OnboardingDocument[]> => {
    const response = await t.app.inject({
      method: 'POST',
      url: api(`${onboardingPaths.getAllDocuments}?add_detail_to_response=true`),
      headers: bearer(token),
    });
    return getAllDocumentsResponseSchema.parse(response.json()).data.documents[0]!;
  };
  const byName = async (name: string) => (await list()).find((document) => document.file_name === name)!;

  beforeAll(async () => {
    t = await createTestApp();
    token = (await signUpUser(t.app)).token;
  });
  afterAll(() => t.close());

  it('refuses by content, not by name: a zip renamed .png (415), a 50-megapixel image (413)', async () => {
    const zip = await upload([{ filename: 'scan.png', content: zipBytes() }]);
    expect(zip.statusCode).toBe(415);
    expect(zip.json().error_message).toMatch(/not a PDF, JPEG, PNG or WebP/);
    const huge = await upload([{ filename: 'huge.png', content: pngHeaderOnly(10_000, 5_000) }]);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error_message).toMatch(/50 megapixels/);
    expect(await list()).toEqual([]);
  });

  it('reads uploaded documents at once, with no second request, bad ones failing with their reason', async () => {
    const response = await upload([
      { filename: aadhaar.fileName, content: aadhaar.content },
      { filename: passport.fileName, content: passport.content },
      { filename: 'cv.pdf', content: resume.content },
      { filename: 'broken.pdf', content: corruptPdf() },
      { filename: 'locked.pdf', content: encryptedPdf() },
      { filename: 'nothing.png', content: blank },
    ]);
    expect(response.statusCode).toBe(201);
    // Queued as they are stored, and the processor woken: the drain the upload started is joined here.
    const statuses = response.json().data.documents.map((document: { status: string }) => document.status);
    expect(statuses).toEqual(Array(6).fill('processing'));
    await t.app.onboardingProcessor.deliverDue();

    const card = await byName(aadhaar.fileName);
    expect(card.processing?.status).toBe('done');
    expect(card.type).toBe('aadhaar');
    expect(card.data).toMatchObject(aadhaar.truth);
    expect(card.processing!.fields['date_of_birth']).toMatchObject({ source: expect.stringContaining('DOB') });
    expect(card.processing!.fields['date_of_birth']!.confidence).toBeGreaterThan(0.75);

    const pass = await byName(passport.fileName);
    expect(pass.type).toBe('passport');
    expect(pass.data).toMatchObject(passport.truth);

    const cv = await byName('cv.pdf');
    expect(cv.type).toBe('resume');
    expect(cv.data.full_name).toBe(resume.truth.full_name);
    expect(cv.data.work_experience?.map((job) => job.company)).toEqual(
      resume.truth.work_experience!.map((job) => job.company),
    );
    expect(cv.data.work_experience?.[0]?.responsibilities?.length).toBe(2);

    expect((await byName('broken.pdf')).processing).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/damaged/),
    });
    expect((await byName('locked.pdf')).processing).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/encrypted/),
    });
    expect((await byName('nothing.png')).processing).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/No text was found/),
    });
  }, 480_000);

  it('takes up a document whose lease expired (a process stopped mid-way), and leaves a held one alone', async () => {
    const document = await byName('cv.pdf');
    const held = await byName(aadhaar.fileName);
    await t.database.db.execute(
      sql`update onboarding_documents set status = 'processing', data = '{}', lease_until = now() - interval '1 second', attempts = 1 where id = ${document._id}`,
    );
    await t.database.db.execute(
      sql`update onboarding_documents set status = 'processing', lease_until = now() + interval '5 minutes', attempts = 1 where id = ${held._id}`,
    );
    await t.app.onboardingProcessor.deliverDue();
    expect((await byName('cv.pdf')).processing?.status).toBe('done');
    expect((await byName('cv.pdf')).data.full_name).toBe(resume.truth.full_name);
    expect((await byName(aadhaar.fileName)).processing?.status).toBe('processing');
    await t.database.db.execute(
      sql`update onboarding_documents set status = 'done', lease_until = null where id = ${held._id}`,
    );
  });

  it('retries a failed document (409 for one that did not fail) and fails it again with its reason', async () => {
    const broken = await byName('broken.pdf');
    const retried = await t.app.inject({
      method: 'POST',
      url: api(onboardingDocumentPaths.retry.replace(':id', broken._id)),
      headers: bearer(token),
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data.processing.status).toBe('processing');
    await t.app.onboardingProcessor.deliverDue();
    expect((await byName('broken.pdf')).processing?.status).toBe('failed');
    const done = await byName('cv.pdf');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: api(onboardingDocumentPaths.retry.replace(':id', done._id)),
          headers: bearer(token),
        })
      ).statusCode,
    ).toBe(409);
  });

  it('saves a correction with who and when, keeping the original value', async () => {
    const card = await byName(aadhaar.fileName);
    const response = await t.app.inject({
      method: 'PATCH',
      url: api(onboardingDocumentPaths.correct.replace(':id', card._id)),
      headers: bearer(token),
      payload: { field: 'pincode', value: '400001' },
    });
    expect(response.statusCode).toBe(200);
    const corrected = response.json().data as OnboardingDocument;
    expect(corrected.data.pincode).toBe('400001');
    expect(corrected.processing!.fields['pincode']).toMatchObject({ confidence: 1 });
    expect(corrected.processing!.corrections).toEqual([
      expect.objectContaining({
        field: 'pincode',
        value: '400001',
        original: aadhaar.truth.pincode,
        corrected_by: expect.stringContaining('@'),
      }),
    ]);
    const missing = await t.app.inject({
      method: 'PATCH',
      url: api(onboardingDocumentPaths.correct.replace(':id', 'doc_nope')),
      headers: bearer(token),
      payload: { field: 'pincode', value: '1' },
    });
    expect(missing.statusCode).toBe(404);
  });
});
