import { SNIPPET_MARK_END, SNIPPET_MARK_START } from '@agentdesk/shared';

export type SnippetPart = { text: string; isMark: boolean };

/**
 * A search snippet cut at its mark delimiters into plain and marked runs of text, to render as
 * text nodes and <mark> elements (never as HTML). An unclosed mark runs to the end; a stray end
 * delimiter is dropped.
 */
export const splitSnippet = (snippet: string): SnippetPart[] => {
  const parts: SnippetPart[] = [];
  let isMark = false;
  let text = '';
  const flush = () => {
    if (text === '') return;
    const last = parts.at(-1);
    if (last !== undefined && last.isMark === isMark) last.text += text;
    else parts.push({ text, isMark });
    text = '';
  };
  for (const character of snippet) {
    if (character === SNIPPET_MARK_START || character === SNIPPET_MARK_END) {
      flush();
      isMark = character === SNIPPET_MARK_START;
    } else {
      text += character;
    }
  }
  flush();
  return parts;
};
