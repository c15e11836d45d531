import { missingPostingMessage, type Job } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import type { Tx } from '../../db/sql-helpers.ts';
import { HttpError } from '../../lib/http-error.ts';
import { missingPostingProperties } from './job-place.ts';

/** The workspace's default country (two-letter code), or null until someone sets it. */
export const workspaceDefaultCountry = async (db: Db | Tx, workspaceId: string): Promise<string | null> => {
  const [row] = rowsOf<{ default_country: string | null }>(
    await db.execute(sql`select default_country from workspaces where id = ${workspaceId}`),
  );
  return row?.default_country ?? null;
};

/** Sets it: the workspace's jobs whose locations name no country are posted as being there. */
export const setWorkspaceDefaultCountry = async (db: Db, workspaceId: string, code: string): Promise<void> => {
  await db.execute(sql`update workspaces set default_country = ${code} where id = ${workspaceId}`);
};

/**
 * Refuses (422) to publish a job whose posting would lack a property Google requires: the message
 * names what is missing and how to fill it. Run in the publishing transaction.
 */
export const assertPostable = async (tx: Tx, workspaceId: string, job: Job): Promise<void> => {
  const hasDescription = [job.summary, ...job.responsibilities, ...job.requirements].some((text) => text.trim() !== '');
  const posting = { title: job.title, location: job.location, workplaceType: job.workplace_type, hasDescription };
  const missing = missingPostingProperties(posting, await workspaceDefaultCountry(tx, workspaceId));
  if (missing.length > 0) throw new HttpError(422, missingPostingMessage(missing));
};
