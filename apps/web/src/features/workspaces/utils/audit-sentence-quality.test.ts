import type { AuditEvent } from '@agentdesk/shared';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { auditSentence, auditSentenceText } from './audit-sentence.ts';

// Issue #29 item 5: corrections of a call's QA result, as the audit log reads them.

const at = '2026-03-05T09:30:00.000Z';

const event = (fields: Partial<AuditEvent> & Pick<AuditEvent, 'action'>): AuditEvent => ({
  id: '1',
  actor_email: 'ada@example.com',
  target: '+14155550101',
  target_type: 'call',
  target_id: 'call_1',
  details: {
    agent: 'Front Desk',
    started_at: at,
    scorecard: 'Inbound calls',
    criterion: 'Recording disclosure',
    verdict: 'wrong',
    judged_outcome: 'failed',
    has_note: true,
  },
  ip: '',
  created_at: '2026-03-06T10:00:00.000Z',
  ...fields,
});

describe('audit sentences of QA corrections', () => {
  it('says which result of which call was marked right or wrong', () => {
    expect(auditSentenceText(event({ action: 'qa_result_corrected' }))).toBe(
      `ada@example.com marked the result of “Recording disclosure” (failed) wrong on the call with +1 415 555 0101 (Front Desk, ${formatDateTime(at)})`,
    );
    const right = event({ action: 'qa_result_corrected' });
    right.details = { ...right.details, verdict: 'right', judged_outcome: 'not_applicable' };
    expect(auditSentenceText(right)).toContain('“Recording disclosure” (not applicable) right on the call');
  });

  it('says which correction was withdrawn', () => {
    expect(auditSentenceText(event({ action: 'qa_correction_withdrawn' }))).toBe(
      `ada@example.com withdrew the correction of “Recording disclosure” on the call with +1 415 555 0101 (Front Desk, ${formatDateTime(at)})`,
    );
  });

  it('shows the criterion as a name, and an erased candidate’s call as gone', () => {
    const parts = auditSentence(event({ action: 'qa_result_corrected', target: '' }));
    expect(parts.filter((part) => part.kind === 'name').map((part) => part.text)).toEqual(['“Recording disclosure”']);
    expect(parts.filter((part) => part.kind === 'gone').map((part) => part.text)).toEqual(['an erased candidate']);
  });
});
