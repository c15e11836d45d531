import { SNIPPET_MARK_END as END, SNIPPET_MARK_START as START } from '@agentdesk/shared';
import { describe, expect, it } from 'vitest';
import { splitSnippet } from './split-snippet.ts';

describe('splitSnippet', () => {
  it('cuts a snippet into plain and marked runs', () => {
    expect(splitSnippet(`We open at ${START}nine${END} and close at ${START}five${END}.`)).toEqual([
      { text: 'We open at ', isMark: false },
      { text: 'nine', isMark: true },
      { text: ' and close at ', isMark: false },
      { text: 'five', isMark: true },
      { text: '.', isMark: false },
    ]);
  });

  it('gives plain text back as one run, and nothing for an empty snippet', () => {
    expect(splitSnippet('no marks here')).toEqual([{ text: 'no marks here', isMark: false }]);
    expect(splitSnippet('')).toEqual([]);
  });

  it('runs an unclosed mark to the end, drops a stray end and joins touching marks', () => {
    expect(splitSnippet(`a ${START}b c`)).toEqual([
      { text: 'a ', isMark: false },
      { text: 'b c', isMark: true },
    ]);
    expect(splitSnippet(`x${END}y`)).toEqual([{ text: 'xy', isMark: false }]);
    expect(splitSnippet(`${START}one${END}${START}two${END}`)).toEqual([{ text: 'onetwo', isMark: true }]);
  });

  it('keeps markup as text', () => {
    expect(splitSnippet(`<b>${START}<script>${END}</b>`)).toEqual([
      { text: '<b>', isMark: false },
      { text: '<script>', isMark: true },
      { text: '</b>', isMark: false },
    ]);
  });
});
