import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { syntheticDocuments, type SyntheticDocument } from './onboarding-synthetic.ts';

/**
 * Which of the synthetic documents the sample set holds: an Aadhaar card, a PAN card, a driving
 * licence, a passport and two PDF résumés (a handful, so that seeding stays fast).
 */
const SAMPLE_INDEXES = [0, 1, 2, 3, 4, 9];

// Drawing the cards takes a few hundred milliseconds; they are the same every time, so once per process.
let samples: SyntheticDocument[] | undefined;

/**
 * The sample onboarding documents, newest first: synthetic files (no real person's data) whose true
 * values stay with them in `onboarding-synthetic.ts`; nothing is read from them until Document
 * Processing runs.
 */
export const sampleDocuments = (): SyntheticDocument[] => {
  samples ??= (() => {
    const all = syntheticDocuments(Math.max(...SAMPLE_INDEXES) + 1);
    return SAMPLE_INDEXES.map((index) => all[index]!);
  })();
  return samples;
};

/**
 * Ids like the onboarding agent's (24 hex digits), stable for a sample file in a workspace and
 * different in each workspace the sample set is loaded into.
 */
export const sampleDocumentId = (workspaceId: string, fileName: string) => createHash('sha256').update(`onboarding:${workspaceId}:${fileName}`).digest('hex').slice(0, 24);

/**
 * Loads the sample onboarding documents into a workspace as pending uploads with their files (the
 * first one newest), where they are not yet; Document Processing reads them through the worker.
 */
export const seedOnboardingDocuments = async ({ db, workspaceId, now }: { db: Db; workspaceId: string; now: number }): Promise<number> => {
  const documents = sampleDocuments();
  for (const [index, document] of documents.entries()) {
    const at = new Date(now - (index + 1) * 60_000).toISOString();
    await db.execute(sql`insert into onboarding_documents (workspace_id, id, type, file_type, file_name, content, status, page_count, processed_at, created_at)
      values (${workspaceId}, ${sampleDocumentId(workspaceId, document.fileName)}, ${document.type}, ${document.fileType}, ${document.fileName}, ${document.content},
        'pending', 1, null, ${at}::timestamptz)
      on conflict (workspace_id, id) do nothing`);
  }
  return documents.length;
};
