import type { AuditEvent } from '@agentdesk/shared';
import { auditActions } from '@agentdesk/shared';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { auditSentence, auditSentenceText } from './audit-sentence.ts';

const event = (fields: Partial<AuditEvent> & Pick<AuditEvent, 'action'>): AuditEvent => ({
  id: '1',
  actor_email: 'ada@example.com',
  target: '',
  target_type: '',
  target_id: '',
  details: {},
  ip: '',
  created_at: '2026-03-02T10:00:00.000Z',
  ...fields,
});

const at = '2026-03-05T09:30:00.000Z';
const earlier = '2026-03-04T14:00:00.000Z';

describe('audit sentences', () => {
  it.each([
    [
      event({ action: 'job_created', target: 'Backend Engineer', target_type: 'job' }),
      'ada@example.com created the job “Backend Engineer”',
    ],
    [
      event({ action: 'job_published', target: 'Backend Engineer', target_type: 'job' }),
      'ada@example.com published the job “Backend Engineer”',
    ],
    [
      event({ action: 'job_unpublished', target: 'Backend Engineer', target_type: 'job' }),
      'ada@example.com took the job “Backend Engineer” off the careers site',
    ],
    [
      event({ action: 'job_closed', target: 'Backend Engineer', target_type: 'job' }),
      'ada@example.com closed the job “Backend Engineer”',
    ],
    [
      event({ action: 'job_deleted', target: 'Backend Engineer', target_type: 'job' }),
      'ada@example.com deleted the job “Backend Engineer”',
    ],
    [
      event({
        action: 'candidate_stage_changed',
        target: 'Meera Shah',
        target_type: 'application',
        details: { job: 'Backend Engineer', from: 'new', to: 'interview' },
      }),
      'ada@example.com moved Meera Shah from New to Interview for “Backend Engineer”',
    ],
    [
      event({ action: 'candidate_erased', target_type: 'candidate', details: { applications: 1 } }),
      'ada@example.com erased a candidate’s data (1 application)',
    ],
    [
      event({ action: 'candidate_erased', target_type: 'candidate', details: { applications: 2 } }),
      'ada@example.com erased a candidate’s data (2 applications)',
    ],
    [
      event({
        action: 'candidate_erased',
        target_type: 'candidate',
        details: { applications: 1, calls: 2, calls_choice: 'erase' },
      }),
      'ada@example.com erased a candidate’s data (1 application; 2 calls erased)',
    ],
    [
      event({
        action: 'candidate_erased',
        target_type: 'candidate',
        details: { applications: 1, calls: 1, calls_choice: 'anonymise' },
      }),
      'ada@example.com erased a candidate’s data (1 application; 1 call kept anonymised)',
    ],
    [
      event({
        action: 'interview_booked',
        target: 'Meera Shah',
        target_type: 'interview',
        details: { job: 'Backend Engineer', round: 'Technical', starts_at: at },
      }),
      `ada@example.com booked the Technical interview with Meera Shah for “Backend Engineer” on ${formatDateTime(at)}`,
    ],
    [
      event({
        action: 'booking_link_sent',
        target: 'Meera Shah',
        target_type: 'application',
        details: { job: 'Backend Engineer', round: 'Technical', expires_at: at },
      }),
      'ada@example.com mailed a self-booking link to Meera Shah for “Backend Engineer”',
    ],
    [
      event({
        action: 'interview_rescheduled',
        target: 'Meera Shah',
        target_type: 'interview',
        details: { job: 'QA', round: 'Technical', starts_at: at, from: earlier },
      }),
      `ada@example.com moved the Technical interview with Meera Shah for “QA” to ${formatDateTime(at)} ` +
        `(was ${formatDateTime(earlier)})`,
    ],
    [
      event({
        action: 'interview_cancelled',
        target: 'Meera Shah',
        target_type: 'interview',
        details: { job: 'QA', round: 'Technical', starts_at: at },
      }),
      `ada@example.com cancelled the Technical interview with Meera Shah for “QA” on ${formatDateTime(at)}`,
    ],
    [
      event({
        action: 'interview_booked',
        actor_email: '',
        target: 'Kabir Rao',
        target_type: 'interview',
        details: { job: 'QA', round: 'Screen', starts_at: at, by: 'candidate' },
      }),
      `The candidate booked the Screen interview with Kabir Rao for “QA” on ${formatDateTime(at)}`,
    ],
    [
      event({
        action: 'interview_booked',
        actor_email: '',
        target: 'Kabir Rao',
        target_type: 'interview',
        details: { job: 'QA', round: 'Screen', starts_at: at, by: 'agent' },
      }),
      `The recruiting agent booked the Screen interview with Kabir Rao for “QA” on ${formatDateTime(at)}`,
    ],
    [
      event({
        action: 'call_notes_changed',
        target: '+14155550101',
        target_type: 'call',
        details: { agent: 'Front Desk', started_at: at, cleared: false },
      }),
      `ada@example.com changed the notes of the call with +1 415 555 0101 (Front Desk, ${formatDateTime(at)})`,
    ],
    [
      event({
        action: 'call_notes_changed',
        target: '+14155550101',
        target_type: 'call',
        details: { agent: 'Front Desk', started_at: at, cleared: true },
      }),
      `ada@example.com cleared the notes of the call with +1 415 555 0101 (Front Desk, ${formatDateTime(at)})`,
    ],
    [
      event({
        action: 'call_end_reason_changed',
        target: 'Meera Shah',
        target_type: 'call',
        details: { agent: 'Riley', started_at: at, to: 'technical_issue' },
      }),
      `ada@example.com set the end reason of the call with Meera Shah (Riley, ${formatDateTime(at)}) ` +
        'to Technical issue',
    ],
    [event({ action: 'export', target_type: 'calls_csv' }), 'ada@example.com exported the calls as CSV'],
    [
      event({ action: 'export', target_type: 'candidates_csv', target: 'Backend Engineer' }),
      'ada@example.com exported the candidates of “Backend Engineer” as CSV',
    ],
    [
      event({ action: 'export', target_type: 'candidate', target: 'Meera Shah' }),
      'ada@example.com exported the data of Meera Shah',
    ],
    [event({ action: 'export', target_type: 'audit_log' }), 'ada@example.com exported the audit log as CSV'],
    [
      event({ action: 'webhook_key_revealed', target_type: 'webhook_key' }),
      'ada@example.com revealed the webhook signing key',
    ],
    [
      event({ action: 'webhook_key_rotated', target_type: 'webhook_key' }),
      'ada@example.com rotated the webhook signing key',
    ],
    [
      event({ action: 'agent_added', target: 'Riley', target_type: 'agent', details: { role: 'recruiting' } }),
      'ada@example.com added the agent “Riley” with the recruiting role',
    ],
    [
      event({
        action: 'agent_changed',
        target: 'Riley',
        target_type: 'agent',
        details: { renamed_from: 'zara', reviewed: true },
      }),
      'ada@example.com changed the agent “Riley” (renamed from “zara”; marked reviewed)',
    ],
    [
      event({ action: 'alert_rule_added', target: 'Low success rate', target_type: 'alert_rule' }),
      'ada@example.com added the alert rule “Low success rate”',
    ],
    [
      event({
        action: 'alert_rule_changed',
        target: 'Success under half',
        target_type: 'alert_rule',
        details: { changed: ['name', 'threshold', 'is_enabled'], renamed_from: 'Low', enabled: false },
      }),
      'ada@example.com changed the alert rule “Success under half” (renamed from “Low”; turned off; threshold)',
    ],
    [
      event({ action: 'alert_rule_removed', target: 'Success under half', target_type: 'alert_rule' }),
      'ada@example.com removed the alert rule “Success under half”',
    ],
    [
      event({ action: 'member_role_changed', target: 'linus@example.com', details: { from: 'member', to: 'admin' } }),
      'ada@example.com changed the role of linus@example.com from member to admin',
    ],
    [
      event({ action: 'invitation_created', target: 'alan@example.com', details: { role: 'viewer' } }),
      'ada@example.com invited alan@example.com as a viewer',
    ],
    [
      event({
        action: 'member_password_reset',
        target: 'linus@example.com',
        details: { method: 'temporary_password' },
      }),
      'ada@example.com reset the password of linus@example.com (a temporary password was given)',
    ],
    [
      event({ action: 'member_password_reset', target: 'linus@example.com', details: { method: 'mail' } }),
      'ada@example.com reset the password of linus@example.com (a reset link was e-mailed)',
    ],
    [
      event({
        action: 'password_reset_on_server',
        actor_email: '',
        target: 'linus@example.com',
        details: { by: 'server' },
      }),
      'The server’s operator reset the password of linus@example.com on the server (npm run reset-password)',
    ],
  ])('%#: reads %s', (given, sentence) => {
    expect(auditSentenceText(given)).toBe(sentence);
  });

  it('never shows a candidate’s name once they are erased, wherever it stood', () => {
    const erased = [
      event({
        action: 'candidate_stage_changed',
        target_type: 'application',
        details: { job: 'QA', from: 'new', to: 'offer' },
      }),
      event({
        action: 'interview_booked',
        target_type: 'interview',
        details: { job: 'QA', round: 'Screen', starts_at: at },
      }),
      event({ action: 'export', target_type: 'candidate' }),
      event({ action: 'call_notes_changed', target_type: 'call', details: {} }),
    ];
    for (const each of erased) {
      const gone = auditSentence(each).filter((part) => part.kind === 'gone');
      expect(gone.map((part) => part.text)).toEqual(['an erased candidate']);
    }
  });

  it('reads the events recorded before names were kept: alert rules and agents by what their details held', () => {
    expect(
      auditSentenceText(
        event({
          action: 'alert_rule_changed',
          target: 'Volume',
          target_type: 'alert_rule',
          details: { threshold: 10, window_minutes: 60 },
        }),
      ),
    ).toBe('ada@example.com changed the alert rule “Volume” (threshold, window)');
    expect(auditSentenceText(event({ action: 'alert_rule_removed', target_type: 'alert_rule' }))).toBe(
      'ada@example.com removed an alert rule',
    );
    expect(
      auditSentenceText(
        event({
          action: 'agent_changed',
          target: 'Collections',
          target_type: 'agent',
          details: { agent_name: 'Collections', needs_review: false },
        }),
      ),
    ).toBe('ada@example.com changed the agent “Collections” (renamed; marked reviewed)');
  });

  it('has a sentence for every action', () => {
    for (const action of auditActions) expect(auditSentence(event({ action })).length, action).toBeGreaterThan(0);
  });
});
