import type { CallContact, ComposerChannel } from '@agentdesk/shared';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { workspaces } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { AskModelForJson } from '../../lib/language-model.ts';
import { findPassages } from '../knowledge-base/index.ts';
import { getCallRow } from './calls.service.ts';

// AI-assist of the call detail's composer (#26): a reply to the call's contact, drafted by the
// language model from what the call was about and what the workspace's knowledge base says. Only
// offered when a model is configured; the person reads and edits it before anything is sent.

const answerSchema = z.object({ reply: z.string().trim().min(1).max(5_000) });

const channelRules: Record<ComposerChannel, string> = {
  email:
    'Write the plain-text body of an e-mail (no subject line): a greeting, 60 to 150 words, and a sign-off from the team.',
  whatsapp: 'Write one WhatsApp message of at most 60 words: friendly and direct, no sign-off, no markdown.',
};

const SYSTEM = [
  'You draft a follow-up message from a business to a person it just spoke with on a phone call handled by its AI agent.',
  'Use only facts from the call summary and the knowledge-base passages given. Never invent dates, times, prices, links or promises;',
  'when something is not known, say the team will confirm it. Write in the language of the call summary.',
  'Answer with a JSON object: {"reply": "<the message>"}.',
].join(' ');

/** What the call was about: its detailed summary, else its summary, else the start of its transcript. */
const aboutOf = (
  record: Record<string, unknown> & {
    call_analysis?: { detailed_call_summary?: string | null; call_summary?: string | null } | null;
    transcript?: string | null;
  },
) =>
  (record.call_analysis?.detailed_call_summary ?? record.call_analysis?.call_summary ?? record.transcript ?? '')
    .trim()
    .slice(0, 4_000);

/** A reply for the channel, drafted by the model; 502 when it gives none. */
export const draftCallReply = async ({
  db,
  workspaceId,
  callId,
  channel,
  contact,
  askModel,
}: {
  db: Db;
  workspaceId: string;
  callId: string;
  channel: ComposerChannel;
  contact: CallContact;
  askModel: AskModelForJson;
}): Promise<string> => {
  const call = await getCallRow({ db, workspaceId, callId });
  const about = aboutOf(call.record);
  const [workspace] = await db.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, workspaceId));
  const passages = about === '' ? [] : await findPassages({ db, workspaceId, text: about });
  const user = [
    `Business: ${workspace?.name ?? 'the business'}`,
    `Person: ${contact.name ?? 'the caller (name unknown)'}`,
    `Channel: ${channel === 'email' ? 'e-mail' : 'WhatsApp'}. ${channelRules[channel]}`,
    `Call summary: ${about === '' ? '(none)' : about}`,
    passages.length === 0
      ? 'Knowledge base: (nothing relevant)'
      : `Knowledge base:\n${passages.map((passage) => `- ${passage.replace(/\s+/g, ' ')}`).join('\n')}`,
  ].join('\n\n');
  let answer: unknown;
  try {
    answer = await askModel({ system: SYSTEM, user });
  } catch {
    throw new HttpError(502, 'The language model did not answer. Try again, or write the reply yourself.');
  }
  const parsed = answerSchema.safeParse(answer);
  if (!parsed.success)
    throw new HttpError(502, 'The language model gave no usable reply. Try again, or write the reply yourself.');
  return parsed.data.reply;
};
