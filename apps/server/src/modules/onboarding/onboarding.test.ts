import { getAllDocumentsResponseSchema, onboardingPaths } from '@agentdesk/shared';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows-of.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractDocumentText } from '../../lib/document-text.ts';
import { sampleDocuments, seedOnboardingDocuments } from '../../seed/onboarding-sample.ts';
import { documentPreviewUrl } from './onboarding.service.ts';
import { corruptPdf } from '../../test/onboarding-files.ts';
import { bearer, createTestApp, signUpUser, workspaceOf, type TestApp } from '../../test/test-app.ts';

const api = (path: string) => `/api${path}`;

/** The share of an image's pixels that are dark (text), 0 for a blank page. */
const inkShare = async (png: Buffer) => {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const g = canvas.getContext('2d');
  g.drawImage(image, 0, 0);
  const { data } = g.getImageData(0, 0, image.width, image.height);
  let dark = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i]! < 128 && data[i + 3]! > 0) dark += 1;
  return dark / (image.width * image.height);
};
const NOW = Date.UTC(2026, 10, 22, 12);

describe('onboarding documents (SPEC §7 get-all-documents)', () => {
  let t: TestApp;
  let token: string;
  let workspaceId: string;
  const list = (query = '?add_detail_to_response=false', headers: Record<string, string> = bearer(token)) =>
    t.app.inject({ method: 'POST', url: api(`${onboardingPaths.getAllDocuments}${query}`), headers });

  beforeAll(async () => {
    t = await createTestApp();
    token = (await signUpUser(t.app)).token;
    workspaceId = await workspaceOf(t.app, token);
    await seedOnboardingDocuments({ db: t.database.db, workspaceId, now: NOW });
  });
  afterAll(() => t.close());

  it('lists every document, newest first, as data.documents[0]: the synthetic sample set, pending until Document Processing reads it', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = getAllDocumentsResponseSchema.parse(response.json());
    const samples = sampleDocuments();
    expect(body.total).toBe(samples.length);
    expect(body.data.documents).toHaveLength(1);
    const documents = body.data.documents[0]!;
    expect(documents.map((document) => [document.file_name, document.type, document.file_type])).toEqual(
      samples.map((sample) => [sample.fileName, sample.type, sample.fileType]),
    );
    expect(documents.length).toBeGreaterThanOrEqual(30);
    expect(documents.slice(0, 6).map((document) => document.type)).toEqual([
      'aadhaar',
      'pan',
      'driving_licence',
      'passport',
      'resume',
      'resume',
    ]);
    expect(documents[0]!._id).toMatch(/^[0-9a-f]{24}$/);
    expect(documents[0]!.created_at).toBe(NOW - 60_000);
    // Nothing is read at seed time: no extracted data until the worker has processed them.
    expect(documents.every((document) => Object.keys(document.data).length === 0)).toBe(true);
    // Without add_detail_to_response, no extraction detail.
    expect(documents.every((document) => document.detail === undefined)).toBe(true);
    const detailed = getAllDocumentsResponseSchema.parse((await list('?add_detail_to_response=true')).json());
    expect(detailed.data.documents[0]!.map((document) => document.processing?.status)).toEqual(
      samples.map(() => 'pending'),
    );
    // Each sample carries its true values and how it was drawn, beside it.
    expect(detailed.data.documents[0]!.map((document) => document.processing?.sample)).toEqual(
      samples.map((sample) => ({ variant: sample.variant, truth: sample.truth })),
    );
    expect((await list('')).statusCode).toBe(200);
  });

  it('refuses anonymous callers and odd flags', async () => {
    expect((await list(undefined, {})).statusCode).toBe(401);
    const odd = await list('?add_detail_to_response=maybe');
    expect(odd.statusCode).toBe(400);
    expect(odd.json().error_message).toEqual(expect.any(String));
  });

  it('serves each file behind its signed link, and nothing with a bad or expired one', async () => {
    const documents = getAllDocumentsResponseSchema.parse((await list()).json()).data.documents[0]!;
    const card = await t.app.inject({ method: 'GET', url: documents[0]!.s3_url });
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/png');
    expect(card.headers['content-security-policy']).toContain("default-src 'none'");
    expect(card.rawPayload.equals(sampleDocuments()[0]!.content)).toBe(true);

    const resume = await t.app.inject({ method: 'GET', url: documents[4]!.s3_url });
    expect(resume.headers['content-type']).toBe('application/pdf');
    // The résumé is a real PDF whose text a reader finds.
    const truth = sampleDocuments()[4]!.truth;
    expect(await extractDocumentText('pdf', resume.rawPayload)).toContain(truth.summary);

    // A PDF's first page, drawn as a PNG behind a link of its own; a card has none.
    expect(documents[0]!.preview_url).toBeUndefined();
    const page = await t.app.inject({ method: 'GET', url: documents[4]!.preview_url! });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('image/png');
    expect(page.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(page.rawPayload.length).toBeGreaterThan(5_000);
    // The page's text is drawn (a pdf.js that cannot run draws a blank page and only warns).
    expect(await inkShare(page.rawPayload)).toBeGreaterThan(0.005);
    // Drawn once and kept: the next request serves the kept image.
    const kept = rowsOf<{ preview: Uint8Array | null }>(
      await t.database.db.execute(
        sql`select preview from onboarding_documents where workspace_id = ${workspaceId} and id = ${documents[4]!._id}`,
      ),
    );
    expect(Buffer.from(kept[0]!.preview!).equals(page.rawPayload)).toBe(true);
    await t.database.db.execute(
      sql`update onboarding_documents set preview = ${Buffer.from('kept')} where workspace_id = ${workspaceId} and id = ${documents[4]!._id}`,
    );
    expect((await t.app.inject({ method: 'GET', url: documents[4]!.preview_url! })).rawPayload.toString()).toBe('kept');
    await t.database.db.execute(
      sql`update onboarding_documents set preview = null where workspace_id = ${workspaceId} and id = ${documents[4]!._id}`,
    );
    // The file's link does not open the preview, nor the preview's link another document's.
    const fileLink = new URL(documents[4]!.s3_url, 'http://local');
    const previewPath = new URL(documents[4]!.preview_url!, 'http://local').pathname;
    expect(
      (await t.app.inject({ method: 'GET', url: `${previewPath}?${fileLink.searchParams.toString()}` })).statusCode,
    ).toBe(401);
    const otherPreview = new URL(documents[5]!.preview_url!, 'http://local');
    expect(
      (await t.app.inject({ method: 'GET', url: `${previewPath}?${otherPreview.searchParams.toString()}` })).statusCode,
    ).toBe(401);
    const cardPreview = await t.app.inject({
      method: 'GET',
      url: documentPreviewUrl({ secret: t.config.jwtSecret, workspaceId, id: documents[0]!._id }),
    });
    expect(cardPreview.statusCode).toBe(404);
    expect(cardPreview.json().error_message).toBe('Only a PDF has a page preview');
    // A damaged PDF fails with its reason.
    await t.database.db.execute(
      sql`insert into onboarding_documents (workspace_id, id, type, file_type, file_name, content) values (${workspaceId}, 'damaged', 'resume', 'application/pdf', 'damaged.pdf', ${corruptPdf()})`,
    );
    const damaged = await t.app.inject({
      method: 'GET',
      url: documentPreviewUrl({ secret: t.config.jwtSecret, workspaceId, id: 'damaged' }),
    });
    expect(damaged.statusCode).toBe(422);
    expect(damaged.json().error_message).toBe('The PDF cannot be drawn');
    await t.database.db.execute(
      sql`delete from onboarding_documents where workspace_id = ${workspaceId} and id = 'damaged'`,
    );

    const url = new URL(documents[0]!.s3_url, 'http://local');
    const forged = `${url.pathname}?exp=${url.searchParams.get('exp')}&sig=${'A'.repeat(43)}`;
    const expired = `${url.pathname}?exp=${NOW - 1}&sig=${url.searchParams.get('sig')}`;
    const otherDocument = `${new URL(documents[1]!.s3_url, 'http://local').pathname}?${url.searchParams.toString()}`;
    for (const link of [forged, expired, otherDocument, url.pathname]) {
      const response = await t.app.inject({ method: 'GET', url: link });
      expect([400, 401], link).toContain(response.statusCode);
      expect(response.json().error_message).toEqual(expect.any(String));
    }
  });
});
