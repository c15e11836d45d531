import { jobDraftSchema } from '@agentdesk/shared';
import { z } from 'zod';
import type { WrittenJobDraft } from '../api/generate-job-draft.ts';
import type { JobFormValues } from './job-form-values.ts';

// A written draft ("Write it for me") is saved nowhere until the recruiter saves it; this tab's
// session storage keeps it, with their edits, so a reload or a look at another page loses nothing.
// It is dropped on Start over and once the job is saved.

const KEY = 'agentdesk.written-job-draft';

const storedSchema = z.object({
  written: z.object({ draft: jobDraftSchema, message: z.string() }),
  /** The form as typed (strings and lists of strings). */
  values: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
});

export type StoredWrittenDraft = { written: WrittenJobDraft; values: JobFormValues | null };

/** The draft this tab was writing, or null (none, or something unreadable, which is dropped). */
export const loadWrittenDraft = (): StoredWrittenDraft | null => {
  try {
    const text = sessionStorage.getItem(KEY);
    if (text === null) return null;
    const parsed = storedSchema.safeParse(JSON.parse(text));
    if (parsed.success) return { written: parsed.data.written, values: parsed.data.values as JobFormValues };
  } catch {
    // Storage unavailable or not JSON: nothing to restore.
  }
  dropWrittenDraft();
  return null;
};

export const keepWrittenDraft = (written: WrittenJobDraft, values: JobFormValues) => {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ written, values }));
  } catch {
    // Full or unavailable storage: the draft stays in the page only.
  }
};

export const dropWrittenDraft = () => {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
};
