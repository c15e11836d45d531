// @vitest-environment happy-dom
import type { WorkspaceRole } from '@agentdesk/shared/workspace-roles';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { stubSignedInFetch } from '../../../test/stub-signed-in-fetch.ts';
import { InboxScreen } from './inbox-screen.tsx';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const mail = {
  type: 'mail',
  id: 't-1',
  name: 'Dana Scully',
  email: 'dana@example.com',
  subject: 'Loan papers',
  summary: 'Here they are',
  time: Date.now(),
  platform: 'gmail',
  state: 'unread',
  read: false,
  path: '/mails/t-1',
};
const detail = {
  ...mail,
  messages: [
    {
      id: 'm-1',
      direction: 'in',
      from_name: 'Dana Scully',
      from_address: 'dana@example.com',
      to_address: 'in@acme.test',
      subject: 'Loan papers',
      text: 'Here they are',
      html: null,
      has_remote_images: false,
      created_at: Date.now(),
      delivery_status: null,
    },
  ],
};

const ok = (data: unknown, extra: Record<string, unknown> = {}) =>
  Response.json({ message: 'ok', total: 1, data, ...extra });

describe('Inbox and the role', () => {
  const fetchMock = stubSignedInFetch();

  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    }));
    let pulses = 0;
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/inbox/pulse') {
        pulses += 1;
        // The first look answers; the long poll that follows waits until the page goes.
        if (pulses > 1)
          return new Promise<Response>((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          );
        return ok({ mails: 1, calls: 1, chats: 1 });
      }
      if (url.pathname === '/api/inbox')
        return ok([mail], {
          next_cursor: null,
          counts: { platforms: { all: 1, gmail: 1, outlook: 0 }, states: { unread: 1 } },
        });
      if (url.pathname === '/api/inbox/t-1') return ok(detail);
      return Response.json({ error_message: 'unexpected' }, { status: 500 });
    });
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  const open = (role: WorkspaceRole) =>
    renderRoutes([{ path: '/inbox', element: <InboxScreen agents={[]} /> }], '/inbox?type=mails&list_id=t-1', { role });

  it('a member composes, replies and moves the conversation along', async () => {
    open('member');
    expect(await screen.findByText('Here they are', { selector: 'p, div' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Compose' })).toBeTruthy();
    expect(screen.getByLabelText('Reply to dana@example.com')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'State' })).toBeTruthy();
  });

  it('a viewer reads the conversation without Compose, the reply box or the state buttons', async () => {
    open('viewer');
    await waitFor(() => expect(screen.getByTestId('inbox-state').textContent).toBe('Unread'));
    expect(screen.getAllByText('Loan papers').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Compose' })).toBeNull();
    expect(screen.queryByLabelText('Reply to dana@example.com')).toBeNull();
    expect(screen.queryByRole('group', { name: 'State' })).toBeNull();
    expect(fetchMock.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);
  });
});
