import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { syntheticDocuments, type SyntheticDocument } from './onboarding-synthetic.ts';

/**
 * The order the sample set is listed in (newest first): an Aadhaar card, a PAN card, a driving
 * licence, a passport and two PDF résumés first, then the rest of the synthetic set (cards tilted,
 * turned and noisy among them).
 */
const FIRST = [0, 1, 2, 3, 4, 9];

// Drawing the documents takes about a second; they are the same every time, so once per process.
let samples: SyntheticDocument[] | undefined;

/**
 * The sample onboarding documents, newest first: every synthetic file (no real person's data),
 * stored with its true values beside it; nothing is read from them until Document Processing runs.
 */
export const sampleDocuments = (): SyntheticDocument[] => {
  samples ??= (() => {
    const all = syntheticDocuments();
    return [...FIRST.map((index) => all[index]!), ...all.filter((_, index) => !FIRST.includes(index))];
  })();
  return samples;
};

/**
 * Ids like the onboarding agent's (24 hex digits), stable for a sample file in a workspace and
 * different in each workspace the sample set is loaded into.
 */
export const sampleDocumentId = (workspaceId: string, fileName: string) =>
  createHash('sha256').update(`onboarding:${workspaceId}:${fileName}`).digest('hex').slice(0, 24);

/**
 * Loads the sample onboarding documents into a workspace as pending uploads with their files and,
 * beside each, its true values and how it was drawn (the first one newest), where they are not yet;
 * Document Processing reads them through the worker.
 */
export const seedOnboardingDocuments = async ({
  db,
  workspaceId,
  now,
}: {
  db: Db;
  workspaceId: string;
  now: number;
}): Promise<number> => {
  const documents = sampleDocuments();
  for (const [index, document] of documents.entries()) {
    const at = new Date(now - (index + 1) * 60_000).toISOString();
    await db.execute(sql`insert into onboarding_documents (workspace_id, id, type, file_type, file_name, content, status, page_count, processed_at, created_at, truth, sample_variant)
      values (${workspaceId}, ${sampleDocumentId(workspaceId, document.fileName)}, ${document.type}, ${document.fileType}, ${document.fileName}, ${document.content},
        'pending', 1, null, ${at}::timestamptz, ${JSON.stringify(document.truth)}::jsonb, ${document.variant})
      on conflict (workspace_id, id) do nothing`);
  }
  return documents.length;
};
