import { applicationStageLabels, applicationStages, workspaceRoleLabels } from '@agentdesk/shared';
import type { ApplicationStage } from '@agentdesk/shared';
import type { AuditEvent } from '@agentdesk/shared';
import { formatPhone } from '@agentdesk/shared/phone';
import { disconnectionReasonLabel } from '../../../lib/disconnection-reason-label.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';

/**
 * A part of an audit event's sentence: plain words, a name as it was recorded (a job title, a
 * person, an address: shown as text, never as markup), or a stand-in for one the log no longer
 * holds (an erased candidate).
 */
export type AuditPart = { text: string; kind: 'words' | 'name' | 'gone' };

const words = (text: string): AuditPart => ({ text, kind: 'words' });
const name = (text: string): AuditPart => ({ text, kind: 'name' });
const quoted = (text: string, unnamed: string): AuditPart =>
  text === '' ? { text: unnamed, kind: 'gone' } : name(`“${text}”`);
const person = (text: string): AuditPart => (text === '' ? { text: 'an erased candidate', kind: 'gone' } : name(text));
const article = (noun: string) => `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`;
/** "the job “Backend Engineer”", or "a job" when the event holds no name for it. */
const the = (noun: string, value: string): AuditPart[] =>
  value === '' ? [{ text: article(noun), kind: 'gone' }] : [words(`the ${noun} `), name(`“${value}”`)];

const plural = new Intl.PluralRules('en-US');
const counted = (count: number, one: string, other: string) =>
  `${count} ${plural.select(count) === 'one' ? one : other}`;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const time = (value: unknown): string =>
  typeof value === 'string' && value !== '' ? formatDateTime(value) : 'an unknown time';
const isStage = (value: unknown): value is ApplicationStage =>
  (applicationStages as readonly unknown[]).includes(value);
const stage = (value: unknown): string => (isStage(value) ? applicationStageLabels[value] : text(value));
const withRole = (value: unknown): string => {
  const label = (workspaceRoleLabels as Record<string, string | undefined>)[text(value)]?.toLowerCase();
  return label === undefined ? '' : ` as ${article(label)}`;
};

const alertFieldWords: Record<string, string> = {
  name: 'name',
  metric: 'metric',
  comparator: 'condition',
  threshold: 'threshold',
  window_minutes: 'window',
  agent_id: 'agent',
  emails: 'e-mail recipients',
  webhook_url: 'webhook',
  is_enabled: 'on or off',
};

/** What an alert rule change changed, in words (events before 0045 hold the request's fields). */
const alertChanges = (details: Record<string, unknown>): string => {
  const fields = Array.isArray(details['changed']) ? (details['changed'] as unknown[]).map(text) : Object.keys(details);
  const renamedFrom = text(details['renamed_from']);
  const enabled = 'enabled' in details ? details['enabled'] : details['is_enabled'];
  const others = fields
    .filter((field) => field !== 'is_enabled' && !(field === 'name' && renamedFrom !== ''))
    .map((field) => alertFieldWords[field] ?? field.replaceAll('_', ' '));
  const all = [
    ...(renamedFrom === '' ? [] : [`renamed from “${renamedFrom}”`]),
    ...(enabled === false ? ['turned off'] : enabled === true ? ['turned on'] : []),
    ...(others.length === 0 ? [] : [others.join(', ')]),
  ];
  return all.length === 0 ? '' : ` (${all.join('; ')})`;
};

/** What an agent change changed, in words (events before 0045 hold the request's fields). */
const agentChanges = (details: Record<string, unknown>): string => {
  const all: string[] = [];
  if (text(details['renamed_from']) !== '') all.push(`renamed from “${text(details['renamed_from'])}”`);
  else if (text(details['agent_name']) !== '') all.push('renamed');
  if ('role' in details)
    all.push(details['role'] === null ? 'role taken away' : `given the ${text(details['role'])} role`);
  if (details['reviewed'] === true || details['needs_review'] === false) all.push('marked reviewed');
  return all.length === 0 ? '' : ` (${all.join('; ')})`;
};

/** The call a change was made to: its contact (the candidate, else the number), with its agent and start. */
const callParts = (event: AuditEvent): AuditPart[] => {
  const agent = text(event.details['agent']);
  const started = text(event.details['started_at']);
  const about = [agent, started === '' ? '' : time(started)].filter((part) => part !== '').join(', ');
  // A number reads as the calls list shows it (+91 97787 20228).
  const contact = /^\+\d+$/.test(event.target) ? formatPhone(event.target) : event.target;
  return [words('the call with '), person(contact), ...(about === '' ? [] : [words(` (${about})`)])];
};

const interviewParts = (event: AuditEvent, verb: string, when: string): AuditPart[] => [
  words(`${verb} the ${text(event.details['round']) || 'interview'} interview with `),
  person(event.target),
  words(' for '),
  quoted(text(event.details['job']), 'a job'),
  words(` ${when} ${time(event.details['starts_at'])}`),
];

const qaOutcomeWords: Record<string, string> = { passed: 'passed', failed: 'failed', not_applicable: 'not applicable' };

const exportParts = (event: AuditEvent): AuditPart[] => {
  switch (event.target_type) {
    case 'calls_csv':
      return [words('exported the calls as CSV')];
    case 'candidates_csv':
      return [words('exported the candidates of '), quoted(event.target, 'a job'), words(' as CSV')];
    case 'candidate':
      return [words('exported the data of '), person(event.target)];
    case 'audit_log':
      return [words('exported the audit log as CSV')];
    default:
      return [words('exported '), name(event.target || 'data')];
  }
};

/** What an event says happened, after who did it ("published the job “Backend Engineer”"). */
export const auditSentence = (event: AuditEvent): AuditPart[] => {
  const { details, target } = event;
  switch (event.action) {
    case 'sign_in':
      return [words('signed in')];
    case 'sign_in_failed':
      return [words('failed to sign in')];
    case 'invitation_created':
      return [words('invited '), name(target), words(withRole(details['role']))];
    case 'invitation_resent':
      return [words('resent the invitation to '), name(target)];
    case 'invitation_revoked':
      return [words('revoked the invitation to '), name(target)];
    case 'invitation_accepted':
      return [words(`joined the workspace${withRole(details['role'])}`)];
    case 'member_role_changed':
      return [
        words('changed the role of '),
        name(target),
        words(` from ${text(details['from'])} to ${text(details['to'])}`),
      ];
    case 'member_removed':
      return [words('removed '), name(target), words(' from the workspace')];
    case 'member_left':
      return [words('left the workspace')];
    case 'member_password_reset':
      return [
        words('reset the password of '),
        name(target),
        words(details['method'] === 'mail' ? ' (a reset link was e-mailed)' : ' (a temporary password was given)'),
      ];
    case 'password_reset_on_server':
      return [words('reset the password of '), name(target), words(' on the server (npm run reset-password)')];
    case 'ownership_transferred':
      return [words('made '), name(target), words(' the owner of the workspace')];
    case 'workspace_renamed':
      return [words('renamed the workspace to '), quoted(target, 'a new name')];
    case 'workspace_sample_data_loaded':
      return [words('loaded the sample data')];
    case 'workspace_logo_set':
      return [words('set the workspace logo')];
    case 'workspace_logo_removed':
      return [words('removed the workspace logo')];
    case 'deletion':
      return [words('deleted '), name(target)];
    case 'webhook_key_revealed':
      return [words('revealed the webhook signing key')];
    case 'webhook_key_rotated':
      return [words('rotated the webhook signing key')];
    case 'chat_hook_set':
      return [words('set the chat hook to '), name(target)];
    case 'chat_hook_removed':
      return [words('removed the chat hook')];
    case 'provider_account_set': {
      const hint = text(details['key_hint']);
      const number = text(details['from_number']);
      const key = hint === '' ? 'kept its key' : `key ending ${hint}`;
      return [words(`set the voice provider account (${key}${number === '' ? '' : `, calls from ${number}`})`)];
    }
    case 'provider_account_cleared':
      return [words('cleared the voice provider API key')];
    case 'agent_added':
      return [
        words('added '),
        ...the('agent', target),
        words(details['role'] ? ` with the ${text(details['role'])} role` : ''),
      ];
    case 'agent_changed':
      return [words('changed '), ...the('agent', target), words(agentChanges(details))];
    case 'agent_provider_connected': {
      const hint = text(details['key_hint']);
      return [words(`connected the voice-agent provider${hint === '' ? '' : ` (key ending ${hint})`}`)];
    }
    case 'agent_provider_disconnected':
      return [words('disconnected the voice-agent provider')];
    case 'agents_synced': {
      const [added, updated] = [Number(details['added'] ?? 0), Number(details['updated'] ?? 0)];
      return [words(`synced the agents from the provider (${added} added, ${updated} updated)`)];
    }
    case 'alert_rule_added':
      return [words('added '), ...the('alert rule', target)];
    case 'alert_rule_changed':
      return [words('changed '), ...the('alert rule', target), words(alertChanges(details))];
    case 'alert_rule_removed':
      return [words('removed '), ...the('alert rule', target)];
    case 'qa_scorecard_added':
      return [words('added '), ...the('scorecard', target)];
    case 'qa_scorecard_changed':
      return [words('changed '), ...the('scorecard', target)];
    case 'qa_scorecard_removed':
      return [words('removed '), ...the('scorecard', target)];
    case 'qa_result_corrected':
      return [
        words('marked the result of '),
        quoted(text(details['criterion']), 'a criterion'),
        words(` (${qaOutcomeWords[text(details['judged_outcome'])] ?? 'judged'}) ${text(details['verdict'])} on `),
        ...callParts(event),
      ];
    case 'qa_correction_withdrawn':
      return [
        words('withdrew the correction of '),
        quoted(text(details['criterion']), 'a criterion'),
        words(' on '),
        ...callParts(event),
      ];
    case 'job_created':
      return [words('created '), ...the('job', target)];
    case 'job_published':
      return [words('published '), ...the('job', target)];
    case 'job_unpublished':
      return [words('took '), ...the('job', target), words(' off the careers site')];
    case 'job_closed':
      return [words('closed '), ...the('job', target)];
    case 'job_deleted':
      return [words('deleted '), ...the('job', target)];
    case 'candidate_stage_changed':
      return [
        words('moved '),
        person(target),
        words(` from ${stage(details['from'])} to ${stage(details['to'])} for `),
        quoted(text(details['job']), 'a job'),
      ];
    case 'candidate_erased': {
      const applications = Number(details['applications'] ?? 0);
      const calls = Number(details['calls'] ?? 0);
      const callsFate = details['calls_choice'] === 'anonymise' ? 'kept anonymised' : 'erased';
      const held = [
        ...(applications > 0 ? [counted(applications, 'application', 'applications')] : []),
        ...(calls > 0 ? [`${counted(calls, 'call', 'calls')} ${callsFate}`] : []),
      ];
      return [words(`erased a candidate’s data${held.length > 0 ? ` (${held.join('; ')})` : ''}`)];
    }
    case 'booking_link_sent':
      return [
        words('mailed a self-booking link to '),
        person(target),
        words(' for '),
        quoted(text(details['job']), 'a job'),
      ];
    case 'interview_booked':
      return interviewParts(event, 'booked', 'on');
    case 'interview_rescheduled': {
      const from = text(details['from']);
      return [...interviewParts(event, 'moved', 'to'), ...(from === '' ? [] : [words(` (was ${time(from)})`)])];
    }
    case 'interview_cancelled':
      return interviewParts(event, 'cancelled', 'on');
    case 'call_notes_changed':
      return [
        words(details['cleared'] === true ? 'cleared the notes of ' : 'changed the notes of '),
        ...callParts(event),
      ];
    case 'call_end_reason_changed': {
      const reason = text(details['to']);
      return reason === ''
        ? [words('cleared the end reason of '), ...callParts(event)]
        : [words('set the end reason of '), ...callParts(event), words(` to ${disconnectionReasonLabel(reason)}`)];
    }
    case 'export':
      return exportParts(event);
  }
};

/**
 * Who did it: the signed-in user's e-mail, or, for what came from outside, the candidate, the
 * recruiting agent or the server's operator.
 */
export const auditActor = (event: AuditEvent): string => {
  if (event.actor_email !== '') return event.actor_email;
  if (event.details['by'] === 'candidate') return 'The candidate';
  if (event.details['by'] === 'agent') return 'The recruiting agent';
  if (event.details['by'] === 'server') return 'The server’s operator';
  return 'Someone';
};

/** The whole sentence as plain text (a tooltip, a test). */
export const auditSentenceText = (event: AuditEvent): string =>
  `${auditActor(event)} ${auditSentence(event)
    .map((part) => part.text)
    .join('')}`;
