import type { CallContact, CallContactSource, ContactChannel } from '@agentdesk/shared';
import { formatPhone, normalisePhone } from '@agentdesk/shared/phone';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { notFound } from '../../lib/http-error.ts';
import {
  callEmailSql,
  callNameSql,
  contactNumberSql,
  inboxNameSql,
  linkedCandidateSql,
  numberChatSql,
} from './call-contact-sql.ts';

type ContactRow = {
  number: string | null;
  candidate_id: string | null;
  candidate_name: string | null;
  candidate_email: string | null;
  application_id: string | null;
  job_id: string | null;
  chat_id: string | null;
  chat_email: string | null;
  inbox_name: string | null;
  call_name: string | null;
  call_email: string | null;
};

/** The call and every fact about its contact, in one statement (the workspace's and the call's ids follow it). */
const contactRowSelect = sql.raw(`select ${contactNumberSql('k')} as number,
      cand.id as candidate_id, cand.name as candidate_name, cand.email as candidate_email, app.id as application_id, app.job_id,
      chat.id as chat_id, nullif(chat.contact_email, '') as chat_email,
      ${inboxNameSql('k')} as inbox_name, ${callNameSql('k')} as call_name, ${callEmailSql('k')} as call_email
    from calls k
    left join lateral (${linkedCandidateSql('k', 'c.id, c.name, c.email, l.application_id')}) cand on true
    left join lateral (select a.id, a.job_id from job_applications a where a.workspace_id = k.workspace_id and a.candidate_id = cand.id
      order by (a.id = cand.application_id) desc, a.created_at desc limit 1) app on cand.id is not null
    left join lateral (${numberChatSql('k', 'h.id, h.contact_email')}) chat on true`);

const isEmail = (text: string | null | undefined): text is string =>
  typeof text === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);

export type ResolveCallContact = {
  db: Db;
  workspaceId: string;
  callId: string;
  /** Whether the workspace's WhatsApp messages have a hook to go out through. */
  hasChatHook: boolean;
  /** Whether a language model is configured (AI-assist). */
  hasModel: boolean;
};

const sourceOf = (row: ContactRow): CallContactSource => {
  if (row.candidate_id !== null) return 'candidate';
  if (row.inbox_name !== null) return 'inbox';
  if (row.call_name !== null) return 'call';
  return row.number !== null && row.number !== '' ? 'number' : 'unknown';
};

/**
 * The call's contact (404 for a call the workspace does not have): the candidate linked to the call,
 * else the inbox contact with its number, else a name the call gives, else its number; the newest
 * conversations with them; how each channel reaches them, or why it cannot.
 */
export const resolveCallContact = async ({
  db,
  workspaceId,
  callId,
  hasChatHook,
  hasModel,
}: ResolveCallContact): Promise<CallContact> => {
  const [row] = rowsOf<ContactRow>(
    await db.execute(sql`${contactRowSelect} where k.workspace_id = ${workspaceId} and k.call_id = ${callId}`),
  );
  if (!row) throw notFound(`Call '${callId}' not found`);
  const phone = row.number === null || row.number.trim() === '' ? null : row.number.trim();
  const phoneDisplay = phone === null ? null : formatPhone(phone);
  const name = row.candidate_name ?? row.inbox_name ?? row.call_name;
  const displayName = name ?? phoneDisplay ?? 'Unknown caller';
  const email = [row.candidate_email, row.chat_email, row.call_email].find(isEmail)?.toLowerCase() ?? null;
  const [thread] =
    email === null
      ? []
      : rowsOf<{ id: string; has_inbound: boolean }>(
          await db.execute(sql`select id, has_inbound from mail_threads where workspace_id = ${workspaceId} and lower(contact_email) = ${email}
            order by last_message_at desc limit 1`),
        );
  return {
    call_id: callId,
    name,
    display_name: displayName,
    source: sourceOf(row),
    phone,
    phone_display: phoneDisplay,
    email,
    candidate:
      row.candidate_id === null
        ? null
        : { id: row.candidate_id, application_id: row.application_id, job_id: row.job_id },
    mail_thread: thread ? { id: thread.id, has_inbound: thread.has_inbound } : null,
    chat_thread: row.chat_id === null ? null : { id: row.chat_id },
    channels: channelsFor({ displayName, email, phone, hasChatHook }),
    ai_assist: hasModel,
  };
};

/** What a channel says when it cannot reach the contact. */
export const channelsFor = ({
  displayName,
  email,
  phone,
  hasChatHook,
}: {
  displayName: string;
  email: string | null;
  phone: string | null;
  hasChatHook: boolean;
}) => {
  const canDial = phone !== null && normalisePhone(phone) !== null;
  const emailChannel: ContactChannel = {
    is_available: email !== null,
    reason: email === null ? `No e-mail address is known for ${displayName}` : null,
    takes_attachments: true,
  };
  const whatsapp: ContactChannel = {
    is_available: canDial && hasChatHook,
    reason: !canDial
      ? `No phone number WhatsApp can reach is known for ${displayName}`
      : hasChatHook
        ? null
        : 'WhatsApp messages go out through the workspace’s chat hook, and none is set: an admin sets it on the Integrations page',
    takes_attachments: false,
  };
  return { email: emailChannel, whatsapp };
};
