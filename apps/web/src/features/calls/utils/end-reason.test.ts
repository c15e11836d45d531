import { describe, expect, it } from 'vitest';
import { endReasonLabels, initialEndReason } from './end-reason.ts';

describe('initialEndReason', () => {
  it('defaults to user_hangup', () => {
    expect(initialEndReason({})).toBe('user_hangup');
    expect(initialEndReason({ end_reason: null, disconnection_reason: null })).toBe('user_hangup');
  });

  it("takes the call's saved end reason first", () => {
    expect(initialEndReason({ end_reason: 'transferred', disconnection_reason: 'agent_hangup' })).toBe('transferred');
  });

  it('else the disconnection_reason when it is one of the five values', () => {
    expect(initialEndReason({ end_reason: null, disconnection_reason: 'agent_hangup' })).toBe('agent_hangup');
    expect(initialEndReason({ disconnection_reason: 'technical_issue' })).toBe('technical_issue');
    expect(initialEndReason({ disconnection_reason: 'completed' })).toBe('completed');
  });

  it('ignores provider reasons outside the five values', () => {
    expect(initialEndReason({ disconnection_reason: 'voicemail_reached' })).toBe('user_hangup');
    expect(initialEndReason({ disconnection_reason: 'call_transfer' })).toBe('user_hangup');
    expect(initialEndReason({ end_reason: 'bogus', disconnection_reason: 'inactivity' })).toBe('user_hangup');
  });

  it('has a readable label for each reason', () => {
    expect(Object.keys(endReasonLabels)).toEqual([
      'user_hangup',
      'agent_hangup',
      'completed',
      'transferred',
      'technical_issue',
    ]);
    expect(endReasonLabels.user_hangup).toBe('User hung up');
  });
});
