// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CallMessage } from './to-messages.ts';
import { MessageList } from './message-list.tsx';

const messages: CallMessage[] = [
  {
    id: 'a',
    turnIndex: 0,
    sender: 'Agent',
    content: 'Hello, this is Zara.',
    timestamp: null,
    isAgent: true,
    startSeconds: null,
  },
  {
    id: 'b',
    turnIndex: 1,
    sender: 'Dana',
    content: 'Hi, I applied last week.',
    timestamp: null,
    isAgent: false,
    startSeconds: null,
  },
];

describe('MessageList', () => {
  afterEach(cleanup);

  // A call without a recording has no seekable line, so the scrolling transcript itself must take
  // focus, or a keyboard user could not scroll it (axe scrollable-region-focusable).
  it('is a named log the keyboard can reach when no line is seekable', () => {
    render(<MessageList callId="c1" messages={messages} activeIndex={-1} />);
    const log = screen.getByRole('log', { name: 'Transcript' });
    expect(log.tabIndex).toBe(0);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
