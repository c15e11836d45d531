import { getAllDocumentsResponseSchema, onboardingPaths, type OnboardingDocument } from '@agentdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleDocumentId, sampleDocuments, seedOnboardingDocuments } from '../../seed/onboarding-sample.ts';
import {
  addWorkspaceMember,
  bearer,
  createTestApp,
  signUpUser,
  workspaceOf,
  type TestApp,
} from '../../test/test-app.ts';
import { documentFileUrl } from './onboarding.service.ts';

const NOW = Date.UTC(2026, 10, 22, 12);

describe('onboarding documents: each workspace sees only its own', () => {
  let t: TestApp;
  let tokenA: string;
  let tokenB: string;
  let workspaceA: string;
  let workspaceB: string;
  const list = async (token: string): Promise<OnboardingDocument[]> => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api${onboardingPaths.getAllDocuments}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    return getAllDocumentsResponseSchema.parse(response.json()).data.documents[0]!;
  };
  const open = (url: string) => t.app.inject({ method: 'GET', url });
  const withParam = (url: string, name: string, value: string) => {
    const parsed = new URL(url, 'http://local');
    parsed.searchParams.set(name, value);
    return `${parsed.pathname}?${parsed.searchParams.toString()}`;
  };

  beforeAll(async () => {
    t = await createTestApp();
    [tokenA, tokenB] = [(await signUpUser(t.app)).token, (await signUpUser(t.app)).token];
    [workspaceA, workspaceB] = [await workspaceOf(t.app, tokenA), await workspaceOf(t.app, tokenB)];
    // The same sample set in both workspaces, and once more into the first (nothing doubles).
    for (const workspaceId of [workspaceA, workspaceB, workspaceA])
      await seedOnboardingDocuments({ db: t.database.db, workspaceId, now: NOW });
  });
  afterAll(() => t.close());

  it('loads the sample set into each workspace under ids of its own, and lists only the workspace’s', async () => {
    const [documentsA, documentsB] = [await list(tokenA), await list(tokenB)];
    expect(documentsA).toHaveLength(sampleDocuments().length);
    expect(documentsB).toHaveLength(sampleDocuments().length);
    expect(documentsA[0]!._id).toBe(sampleDocumentId(workspaceA, sampleDocuments()[0]!.fileName));
    const idsA = new Set(documentsA.map((document) => document._id));
    expect(documentsB.filter((document) => idsA.has(document._id))).toEqual([]);
    expect(documentsB.map((document) => document.file_name)).toEqual(documentsA.map((document) => document.file_name));
    // A new, empty workspace lists nothing.
    expect(await list((await signUpUser(t.app)).token)).toEqual([]);
  });

  it('lets a viewer list (the list is a POST) and open the files', async () => {
    const viewer = await addWorkspaceMember(t, { workspaceId: workspaceA, role: 'viewer' });
    const documents = await list(viewer.token);
    expect(documents).toHaveLength(sampleDocuments().length);
    expect((await open(documents[0]!.s3_url)).statusCode).toBe(200);
  });

  it('serves a file only through a link signed for its workspace', async () => {
    const [documentA, documentB] = [(await list(tokenA))[0]!, (await list(tokenB))[0]!];
    const fileA = await open(documentA.s3_url);
    expect(fileA.statusCode).toBe(200);
    expect(fileA.rawPayload.equals(sampleDocuments()[0]!.content)).toBe(true);
    expect(new URL(documentA.s3_url, 'http://local').searchParams.get('workspace')).toBe(workspaceA);

    // The second workspace's link pointed at the first one's document, or re-addressed to the other workspace.
    const pathA = new URL(documentA.s3_url, 'http://local').pathname;
    const tampered = [
      `${pathA}?${new URL(documentB.s3_url, 'http://local').searchParams.toString()}`,
      withParam(documentA.s3_url, 'workspace', workspaceB),
      withParam(documentB.s3_url, 'workspace', workspaceA),
    ];
    for (const link of tampered) {
      const response = await open(link);
      expect(response.statusCode, link).toBe(401);
      expect(response.json().error_message).toBe('This document link is invalid or has expired');
    }
    // Even a genuinely signed link naming the second workspace does not find the first one's document.
    const signedElsewhere = documentFileUrl({ secret: t.config.jwtSecret, workspaceId: workspaceB, id: documentA._id });
    const notFound = await open(signedElsewhere);
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json().error_message).toBe('Document not found');
    expect((await open(withParam(documentA.s3_url, 'workspace', 'not-a-workspace'))).statusCode).toBe(400);
  });
});
