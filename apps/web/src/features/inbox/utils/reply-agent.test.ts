import { describe, expect, it } from 'vitest';
import { replyAgentIdOf } from './reply-agent.ts';

const agents = [
  { id: 'loan-documents', name: 'Maya (Loan Documents)' },
  { id: 'zara', name: 'Zara (Recruiting)' },
];

describe('replyAgentIdOf', () => {
  it('selects the first agent when none is chosen', () => {
    expect(replyAgentIdOf(null, agents)).toBe('loan-documents');
  });
  it('keeps the chosen agent', () => {
    expect(replyAgentIdOf('zara', agents)).toBe('zara');
  });
  it('falls back to the first agent when the chosen one is gone, and to none without agents', () => {
    expect(replyAgentIdOf('removed', agents)).toBe('loan-documents');
    expect(replyAgentIdOf(null, [])).toBeNull();
  });
});
