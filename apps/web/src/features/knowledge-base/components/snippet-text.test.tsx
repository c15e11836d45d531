// @vitest-environment happy-dom
import { SNIPPET_MARK_END as END, SNIPPET_MARK_START as START } from '@agentdesk/shared';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SnippetText } from './snippet-text.tsx';

describe('SnippetText', () => {
  afterEach(cleanup);

  it('renders the words found as <mark> and the rest as text', () => {
    const { container } = render(
      <p>
        <SnippetText snippet={`Refunds within ${START}30 days${END} of ${START}purchase${END}.`} />
      </p>,
    );
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['30 days', 'purchase']);
    expect(container.textContent).toBe('Refunds within 30 days of purchase.');
  });

  it('never reads the snippet as HTML', () => {
    const hostile = `<img src=x onerror="alert(1)"> ${START}<b>bold</b>${END} <script>alert(2)</script>`;
    const { container } = render(
      <p>
        <SnippetText snippet={hostile} />
      </p>,
    );
    expect(container.querySelector('img, script, b')).toBeNull();
    expect(container.querySelector('mark')?.textContent).toBe('<b>bold</b>');
    expect(container.textContent).toBe('<img src=x onerror="alert(1)"> <b>bold</b> <script>alert(2)</script>');
  });
});
