import { knowledgeBaseMessages } from '@agentdesk/shared';
import { describe, expect, it } from 'vitest';
import { describeSourceStatus, sourceCountText } from './status-labels.ts';

describe('source status labels', () => {
  it("says 'Reading…' while pending, 'Ready' with the text length, 'Error' with why", () => {
    expect(describeSourceStatus({ status: 'pending', text_length: 0, error: null })).toEqual({
      label: 'Reading…',
      detail: null,
    });
    expect(describeSourceStatus({ status: 'ready', text_length: 12345, error: null })).toEqual({
      label: 'Ready',
      detail: '12,345 characters',
    });
    expect(describeSourceStatus({ status: 'ready', text_length: 1, error: null }).detail).toBe('1 character');
    expect(describeSourceStatus({ status: 'error', text_length: 0, error: 'The page answered 404' })).toEqual({
      label: 'Error',
      detail: 'The page answered 404',
    });
    expect(describeSourceStatus({ status: 'error', text_length: 0, error: null }).detail).toBe(
      knowledgeBaseMessages.unexpected,
    );
  });

  it('counts sources', () => {
    expect(sourceCountText(0)).toBe('0 sources');
    expect(sourceCountText(1)).toBe('1 source');
    expect(sourceCountText(1200)).toBe('1,200 sources');
  });
});
