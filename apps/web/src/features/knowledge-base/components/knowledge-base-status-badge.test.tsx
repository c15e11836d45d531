// @vitest-environment happy-dom
import { knowledgeBaseStatuses } from '@agentdesk/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { KnowledgeBaseStatusBadge } from './knowledge-base-status-badge.tsx';
import { SourceStatus } from './source-status.tsx';

describe('status badges', () => {
  afterEach(cleanup);

  it("labels knowledge bases 'In progress' (with a spinner), 'Complete' and 'Error'", () => {
    const labels = knowledgeBaseStatuses.map((status) => {
      const { container, unmount } = render(<KnowledgeBaseStatusBadge status={status} sourceCount={1} />);
      const label = { text: container.textContent, hasSpinner: container.querySelector('svg.animate-spin') !== null };
      unmount();
      return label;
    });
    expect(labels).toEqual([
      { text: 'In progress', hasSpinner: true },
      { text: 'Complete', hasSpinner: false },
      { text: 'Error', hasSpinner: false },
    ]);
  });

  it("says 'No sources' of a finished knowledge base with no sources, not 'Complete'", () => {
    render(<KnowledgeBaseStatusBadge status="complete" sourceCount={0} />);
    expect(screen.getByTestId('kb-status').textContent).toBe('No sources');
    cleanup();
    render(<KnowledgeBaseStatusBadge status="in_progress" sourceCount={0} />);
    expect(screen.getByTestId('kb-status').textContent).toBe('In progress');
  });

  it('shows a source as reading, ready with its length, or failed', () => {
    render(<SourceStatus source={{ status: 'pending', text_length: 0, error: null }} />);
    expect(screen.getByTestId('source-status').textContent).toBe('Reading…');
    cleanup();
    render(<SourceStatus source={{ status: 'ready', text_length: 2048, error: null }} />);
    expect(screen.getByTestId('source-status').textContent).toBe('Ready2,048 characters');
    cleanup();
    render(<SourceStatus source={{ status: 'error', text_length: 0, error: 'Could not read the PDF' }} />);
    expect(screen.getByTestId('source-status').textContent).toBe('Error');
  });
});
