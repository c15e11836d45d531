import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern, prefixTsQuery, type InboxCursor } from './inbox-cursor.ts';
import { rowsOf } from '../../db/rows-of.ts';

// The SQL of each inbox list, newest first, keyset-paginated on (time, id), always within one
// workspace (each list's index leads with workspace_id). Kept as plain SQL so the benchmark can
// time the very same statement against the API.

export type ListFilters = {
  workspaceId: string;
  platform?: string;
  state?: string;
  search?: string;
  /** One item (the detail view). */ id?: string;
};

/** Messages of the workspace whose text has every searched word (as a prefix), through the GIN index. */
const textMatch = (table: 'mail_messages' | 'chat_messages', f: ListFilters & { search: string }): SQL => {
  const query = prefixTsQuery(f.search);
  return query === null
    ? sql`false`
    : sql`t.id in (select m.thread_id from ${sql.raw(table)} m where m.search @@ to_tsquery('simple', ${query}) and m.workspace_id = ${f.workspaceId})`;
};

const and = (parts: (SQL | undefined)[]): SQL => {
  const present = parts.filter((p): p is SQL => p !== undefined);
  return present.length === 0 ? sql`true` : sql.join(present, sql` and `);
};

// ------------------------------------------------------------------ mails (Inbox folder)

export type MailThreadRow = {
  id: string;
  contact_name: string;
  contact_email: string;
  subject: string;
  summary: string;
  platform: 'gmail' | 'outlook';
  state: 'unread' | 'follow_up' | 'closed';
  is_read: boolean;
  last_message_at: Date | string;
  cursor_at: string;
};

const mailWhere = (f: ListFilters): SQL => {
  const pattern = f.search ? containsPattern(f.search) : undefined;
  return and([
    sql`t.workspace_id = ${f.workspaceId}`,
    sql`t.has_inbound`,
    f.platform ? sql`t.platform = ${f.platform}` : undefined,
    f.state ? sql`t.state = ${f.state}` : undefined,
    pattern
      ? sql`(t.contact_name ilike ${pattern} or t.contact_email ilike ${pattern} or t.subject ilike ${pattern} or ${textMatch('mail_messages', { ...f, search: f.search! })})`
      : undefined,
  ]);
};

export const mailThreadsPageSql = (f: ListFilters, cursor: InboxCursor | null, limit: number): SQL => sql`
  select t.id, t.contact_name, t.contact_email, t.subject, t.summary, t.platform, t.state, t.is_read, t.last_message_at, t.last_message_at::text as cursor_at
  from mail_threads t
  where ${mailWhere(f)} ${cursor ? sql`and (t.last_message_at, t.id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : sql``}
  order by t.last_message_at desc, t.id desc
  limit ${limit}`;

export const mailThreadsCountSql = (f: ListFilters): SQL =>
  sql`select count(*)::int as n from mail_threads t where ${mailWhere(f)}`;

export const mailCountsSql = (workspaceId: string): SQL =>
  sql`select platform as key_platform, state as key_state, count(*)::int as n from mail_threads where workspace_id = ${workspaceId} and has_inbound group by platform, state`;

// ------------------------------------------------------------------ mails (Sent folder)

export type SentRow = {
  id: string;
  thread_id: string;
  contact_name: string;
  to_address: string;
  subject: string;
  text_body: string;
  created_at: Date | string;
  cursor_at: string;
  delivery_status: 'pending' | 'local' | 'sent' | 'failed';
};

const sentWhere = (f: ListFilters): SQL => {
  const pattern = f.search ? containsPattern(f.search) : undefined;
  const words = f.search ? prefixTsQuery(f.search) : null;
  return and([
    sql`m.workspace_id = ${f.workspaceId}`,
    sql`m.direction = 'out'`,
    f.platform ? sql`t.platform = ${f.platform}` : undefined,
    pattern
      ? sql`(m.to_address ilike ${pattern} or t.contact_name ilike ${pattern} or m.subject ilike ${pattern}
          or ${words === null ? sql`false` : sql`m.search @@ to_tsquery('simple', ${words})`})`
      : undefined,
  ]);
};

export const sentPageSql = (f: ListFilters, cursor: InboxCursor | null, limit: number): SQL => sql`
  select m.id, m.thread_id, t.contact_name, m.to_address, m.subject, left(m.text_body, 400) as text_body, m.created_at,
    m.created_at::text as cursor_at, coalesce(o.status, 'sent') as delivery_status
  from mail_messages m
  join mail_threads t on t.id = m.thread_id
  left join outbox_mails o on o.id = m.outbox_mail_id
  where ${sentWhere(f)} ${cursor ? sql`and (m.created_at, m.id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : sql``}
  order by m.created_at desc, m.id desc
  limit ${limit}`;

export const sentCountSql = (f: ListFilters): SQL =>
  sql`select count(*)::int as n from mail_messages m join mail_threads t on t.id = m.thread_id where ${sentWhere(f)}`;

// ------------------------------------------------------------------ mails (Drafts and Quarantine folders)

export {
  draftsCountSql,
  draftsPageSql,
  quarantineCountSql,
  quarantinePageSql,
  type DraftRow,
  type QuarantineRow,
} from './inbox-folders.queries.ts';

// ------------------------------------------------------------------ calls (voice + WhatsApp)

export type CallRow = {
  platform: 'voice' | 'whatsapp';
  id: string;
  contact_name: string | null;
  from_number: string | null;
  to_number: string | null;
  ts: string | number;
  duration_ms: string | number | null;
  summary: string | null;
  direction: string | null;
  state: 'new' | 'follow_up' | 'completed';
  call_type: string | null;
  /** WhatsApp: the status as reported; voice: null (derived from the columns below). */
  status: string | null;
  disconnection_reason: string | null;
  call_successful: boolean | null;
  has_recording: boolean;
};

const voiceWhere = (f: ListFilters, cursor: InboxCursor | null): SQL => {
  const pattern = f.search ? containsPattern(f.search) : undefined;
  return and([
    sql`c.workspace_id = ${f.workspaceId}`,
    f.id !== undefined ? sql`c.call_id = ${f.id}` : undefined,
    f.state ? sql`c.inbox_state = ${f.state}` : undefined,
    pattern
      ? sql`(c.from_number ilike ${pattern} or c.to_number ilike ${pattern} or c.call_summary ilike ${pattern}
          or c.record->'call_analysis'->'custom_analysis_data'->>'name' ilike ${pattern})`
      : undefined,
    cursor ? sql`(c.start_timestamp, c.call_id) < (${Number(cursor.at)}::bigint, ${cursor.id}::text)` : undefined,
  ]);
};

const whatsappWhere = (f: ListFilters, cursor: InboxCursor | null): SQL => {
  const pattern = f.search ? containsPattern(f.search) : undefined;
  return and([
    sql`w.workspace_id = ${f.workspaceId}`,
    f.id !== undefined ? sql`w.id = ${f.id}` : undefined,
    f.state ? sql`w.state = ${f.state}` : undefined,
    pattern
      ? sql`(w.contact_ref ilike ${pattern} or w.contact_name ilike ${pattern} or w.business_number ilike ${pattern} or w.summary ilike ${pattern})`
      : undefined,
    cursor ? sql`(w.start_timestamp, w.id) < (${Number(cursor.at)}::bigint, ${cursor.id}::text)` : undefined,
  ]);
};

const voiceSelect = (f: ListFilters, cursor: InboxCursor | null, limit?: number) => sql`
  (select 'voice' as platform, c.call_id as id, c.record->'call_analysis'->'custom_analysis_data'->>'name' as contact_name,
    c.from_number, c.to_number, c.start_timestamp as ts, c.duration_ms, c.call_summary as summary, c.direction, c.inbox_state as state,
    c.record->>'call_type' as call_type, null::text as status, c.disconnection_reason, c.call_successful, c.has_recording
  from calls c where ${voiceWhere(f, cursor)}
  ${limit ? sql`order by c.start_timestamp desc, c.call_id desc limit ${limit}` : sql``})`;

const whatsappSelect = (f: ListFilters, cursor: InboxCursor | null, limit?: number) => sql`
  (select 'whatsapp' as platform, w.id, w.contact_name,
    case when w.direction = 'inbound' then w.contact_ref else w.business_number end as from_number,
    case when w.direction = 'inbound' then w.business_number else w.contact_ref end as to_number,
    w.start_timestamp as ts, w.duration_ms, w.summary, w.direction, w.state,
    'whatsapp_call' as call_type, w.status, null::text as disconnection_reason, null::boolean as call_successful, false as has_recording
  from whatsapp_calls w where ${whatsappWhere(f, cursor)}
  ${limit ? sql`order by w.start_timestamp desc, w.id desc limit ${limit}` : sql``})`;

export const callsPageSql = (f: ListFilters, cursor: InboxCursor | null, limit: number): SQL => {
  // Each arm is cut to the page size on its own index before the merge.
  const arms = [
    f.platform !== 'whatsapp' ? voiceSelect(f, cursor, limit) : undefined,
    f.platform !== 'voice' ? whatsappSelect(f, cursor, limit) : undefined,
  ].filter((a): a is SQL => a !== undefined);
  return sql`select * from (${sql.join(arms, sql` union all `)}) x order by ts desc, id desc limit ${limit}`;
};

export const callsCountSql = (f: ListFilters): SQL => {
  const parts = [
    f.platform !== 'whatsapp' ? sql`(select count(*) from calls c where ${voiceWhere(f, null)})` : sql`0`,
    f.platform !== 'voice' ? sql`(select count(*) from whatsapp_calls w where ${whatsappWhere(f, null)})` : sql`0`,
  ];
  return sql`select (${parts[0]} + ${parts[1]})::int as n`;
};

export const callCountsSql = (workspaceId: string): SQL => sql`
  select 'voice' as key_platform, inbox_state as key_state, count(*)::int as n from calls where workspace_id = ${workspaceId} group by inbox_state
  union all
  select 'whatsapp', state, count(*)::int from whatsapp_calls where workspace_id = ${workspaceId} group by state`;

// ------------------------------------------------------------------ chats

export type ChatThreadRow = {
  id: string;
  platform: 'whatsapp' | 'linkedin';
  contact_ref: string;
  contact_name: string;
  contact_email: string;
  state: 'new' | 'active' | 'closed';
  last_message: string;
  last_message_at: Date | string;
  cursor_at: string;
  unread_count: number;
  is_archived: boolean;
};

const chatWhere = (f: ListFilters): SQL => {
  const pattern = f.search ? containsPattern(f.search) : undefined;
  return and([
    sql`t.workspace_id = ${f.workspaceId}`,
    f.id !== undefined ? sql`t.id = ${f.id}::uuid` : undefined,
    f.platform ? sql`t.platform = ${f.platform}` : undefined,
    f.state ? sql`t.state = ${f.state}` : undefined,
    pattern
      ? sql`(t.contact_name ilike ${pattern} or t.contact_email ilike ${pattern} or t.contact_ref ilike ${pattern} or ${textMatch('chat_messages', { ...f, search: f.search! })})`
      : undefined,
  ]);
};

export const chatThreadsPageSql = (f: ListFilters, cursor: InboxCursor | null, limit: number): SQL => sql`
  select t.id, t.platform, t.contact_ref, t.contact_name, t.contact_email, t.state, t.last_message, t.last_message_at,
    t.last_message_at::text as cursor_at, t.unread_count, t.is_archived
  from chat_threads t
  where ${chatWhere(f)} ${cursor ? sql`and (t.last_message_at, t.id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : sql``}
  order by t.last_message_at desc, t.id desc
  limit ${limit}`;

export const chatThreadsCountSql = (f: ListFilters): SQL =>
  sql`select count(*)::int as n from chat_threads t where ${chatWhere(f)}`;

export const chatCountsSql = (workspaceId: string): SQL =>
  sql`select platform as key_platform, state as key_state, count(*)::int as n from chat_threads where workspace_id = ${workspaceId} group by platform, state`;

export type CountRow = { key_platform: string; key_state: string; n: number };

export const runSql = async <T>(db: Db, query: SQL): Promise<T[]> => rowsOf<T>(await db.execute(query));
