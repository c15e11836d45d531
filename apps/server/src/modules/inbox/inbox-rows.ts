import type {
  DraftMail,
  InboxCall,
  InboxCallStatus,
  InboxChat,
  InboxMail,
  QuarantinedMail,
  SentMail,
} from '@agentdesk/shared';
import { summaryOf } from '../../mail/mail-store.ts';
import type { CallRow, ChatThreadRow, DraftRow, MailThreadRow, QuarantineRow, SentRow } from './inbox.queries.ts';

// Database rows to the inbox entities of SPEC §3.

const msOf = (value: Date | string | number): number =>
  value instanceof Date ? value.getTime() : typeof value === 'number' ? value : new Date(value).getTime();

const unreachable = new Set(['dial_no_answer', 'dial_busy', 'dial_failed', 'voicemail_reached', 'invalid_destination']);

/**
 * A voice call's outcome in the inbox (labels: SPEC §4), told as Conversations tells it: never
 * reached or judged unsuccessful is missed, judged successful is completed, recording or not. Only
 * a call the analysis did not judge falls back on its recording: none is cancelled ('No
 * recording'), one is completed.
 */
export const voiceCallStatus = (
  row: Pick<CallRow, 'disconnection_reason' | 'call_successful' | 'has_recording'>,
): InboxCallStatus => {
  if ((row.disconnection_reason !== null && unreachable.has(row.disconnection_reason)) || row.call_successful === false)
    return 'missed';
  if (row.call_successful === true) return 'completed';
  return row.has_recording ? 'completed' : 'cancelled';
};

export const toInboxMail = (row: MailThreadRow): InboxMail => ({
  type: 'mail',
  id: row.id,
  name: row.contact_name || row.contact_email,
  email: row.contact_email,
  subject: row.subject,
  summary: row.summary,
  time: msOf(row.last_message_at),
  platform: row.platform,
  state: row.state,
  read: row.is_read,
  path: `/mails/${row.platform}`,
});

export const toSentMail = (row: SentRow): SentMail => ({
  type: 'sent',
  id: row.id,
  thread_id: row.thread_id,
  name: row.contact_name || row.to_address,
  email: row.to_address,
  subject: row.subject,
  summary: summaryOf(row.text_body),
  time: msOf(row.created_at),
  delivery_status: row.delivery_status,
});

export const toDraftMail = (row: DraftRow): DraftMail => ({
  type: 'draft',
  id: row.id,
  thread_id: row.thread_id,
  to: row.to_address,
  subject: row.subject,
  text: row.text_body,
  time: msOf(row.updated_at),
});

export const toQuarantinedMail = (row: QuarantineRow): QuarantinedMail => ({
  type: 'quarantined',
  id: row.id,
  email: row.envelope_from,
  subject: row.subject,
  reason: row.reason,
  size_bytes: Number(row.size_bytes),
  time: msOf(row.received_at),
});

export const toInboxCall = (row: CallRow): InboxCall => {
  const status = row.platform === 'whatsapp' ? (row.status as InboxCallStatus) : voiceCallStatus(row);
  const direction = row.direction === 'outbound' ? 'outbound' : 'inbound';
  const duration = Math.floor(Number(row.duration_ms ?? 0) / 1000);
  const summary = row.summary ?? '';
  return {
    type: 'call',
    id: row.id,
    platform: row.platform,
    name: row.contact_name ?? '',
    from: row.from_number ?? '',
    to: row.to_number ?? '',
    date: Number(row.ts),
    summary,
    duration,
    status,
    direction,
    state: row.state,
    path: `/calls/${row.platform}`,
    call_analysis: {
      call_summary: summary,
      call_duration: duration,
      call_status: status,
      call_type: row.call_type ?? 'phone_call',
      call_direction: direction,
    },
  };
};

export const toInboxChat = (row: ChatThreadRow): InboxChat => ({
  type: 'chat',
  id: row.id,
  name: row.contact_name || row.contact_ref,
  email: row.contact_email,
  lastMessage: row.last_message,
  lastMessageTime: msOf(row.last_message_at),
  unreadCount: row.unread_count,
  platform: row.platform,
  state: row.state,
  path: `/chats/${row.platform}`,
  isSelected: false,
  isArchived: row.is_archived,
});

export { msOf };
