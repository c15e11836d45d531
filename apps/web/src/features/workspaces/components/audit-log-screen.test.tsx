// @vitest-environment happy-dom
import type { AuditEvent } from '@agentdesk/shared';
import type { WorkspaceRole } from '@agentdesk/shared/workspace-roles';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { stubSignedInFetch } from '../../../test/stub-signed-in-fetch.ts';
import { makeWorkspaces } from '../../../test/workspaces.ts';
import { fakeWorkspaceServer } from '../testing/fake-workspace-server.ts';
import { AuditLogScreen } from './audit-log-screen.tsx';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast }));
const downloadBlob = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/download-blob.ts', () => ({ downloadBlob }));

const makeEvent = (event: Partial<AuditEvent> & Pick<AuditEvent, 'id'>): AuditEvent => ({
  action: 'sign_in',
  actor_email: 'ada@example.com',
  target: '',
  target_type: '',
  target_id: '',
  details: {},
  ip: '203.0.113.7',
  created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
  ...event,
});

const firstPage = [
  makeEvent({ id: 'e-1', action: 'job_deleted', target: 'Backend <Engineer>', target_type: 'job', target_id: 'job_1' }),
  makeEvent({
    id: 'e-2',
    action: 'candidate_stage_changed',
    target: '',
    target_type: 'application',
    details: { job: 'Designer', from: 'new', to: 'shortlisted' },
  }),
  makeEvent({ id: 'e-3', action: 'sign_in_failed', actor_email: 'mallory@example.com', ip: '198.51.100.9' }),
];
const secondPage = [
  makeEvent({ id: 'e-4', action: 'invitation_created', target: 'alan@example.com', details: { role: 'admin' } }),
];

const page = (events: AuditEvent[], nextCursor: string | null) =>
  Response.json({ message: 'ok', total: events.length, data: { events, next_cursor: nextCursor } });

afterEach(() => {
  cleanup();
  downloadBlob.mockReset();
});

describe('Audit log page', () => {
  const fetchMock = stubSignedInFetch();
  let asked: URL[] = [];
  beforeEach(() => {
    asked = [];
  });

  const open = (role: WorkspaceRole, path = '/audit-log') => {
    fakeWorkspaceServer(fetchMock, {
      workspaces: makeWorkspaces(role),
      override: ({ path: requested }) => {
        const url = new URL(requested, 'http://localhost');
        if (url.pathname === '/api/workspaces/current/audit.csv') {
          asked.push(url);
          return new Response('action,actor\n', {
            headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="audit.csv"' },
          });
        }
        if (url.pathname !== '/api/workspaces/current/audit') return undefined;
        asked.push(url);
        return url.searchParams.get('cursor') === 'c-2' ? page(secondPage, null) : page(firstPage, 'c-2');
      },
    });
    return renderRoutes([{ path: 'audit-log', element: <AuditLogScreen /> }], path, { role });
  };
  const auditRequests = () => asked.filter((url) => url.pathname === '/api/workspaces/current/audit');

  it('shows each event as a sentence: who, what, the name of what it was done to, when and from where', async () => {
    open('admin');
    await waitFor(() => expect(screen.getAllByTestId('audit-event')).toHaveLength(3));
    const [first, second, third] = screen.getAllByTestId('audit-event') as [HTMLElement, HTMLElement, HTMLElement];
    const sentenceOf = (row: HTMLElement) => within(row).getByTestId('audit-sentence').textContent;
    expect(sentenceOf(first)).toBe('ada@example.com deleted the job “Backend <Engineer>”');
    // A name is text, never markup; it stands out from the words around it.
    expect(within(first).getByText('“Backend <Engineer>”').className).toContain('font-medium');
    expect(within(first).getByText('5 min ago')).toBeTruthy();
    expect(sentenceOf(second)).toBe('ada@example.com moved an erased candidate from New to Shortlisted for “Designer”');
    expect(within(second).getByText('an erased candidate').className).toContain('italic');
    expect(sentenceOf(third)).toBe('mallory@example.com failed to sign in');
    expect(within(third).getByText('198.51.100.9')).toBeTruthy();
    expect(auditRequests()[0]?.searchParams.get('limit')).toBe('50');
  });

  it('asks again with the filters: the kind from the address, actor search and the days as ISO bounds', async () => {
    open('owner', '/audit-log?kind=jobs');
    await waitFor(() => expect(auditRequests()).toHaveLength(1));
    expect(auditRequests()[0]?.searchParams.get('kind')).toBe('jobs');
    expect(screen.getByRole('combobox', { name: 'Kind of activity' }).textContent).toContain('Jobs');

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    await waitFor(() =>
      expect(auditRequests().at(-1)?.searchParams.get('from')).toBe(new Date('2026-03-01T00:00:00').toISOString()),
    );
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    await waitFor(() =>
      expect(auditRequests().at(-1)?.searchParams.get('to')).toBe(new Date('2026-03-31T23:59:59.999').toISOString()),
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Actor e-mail' }), { target: { value: ' mallory ' } });
    await waitFor(() => expect(auditRequests().at(-1)?.searchParams.get('actor')).toBe('mallory'));
    expect(auditRequests().at(-1)?.searchParams.get('kind')).toBe('jobs');
  });

  it('Load more asks for the next page with the cursor and appends it', async () => {
    open('admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('audit-event')).toHaveLength(4));
    expect(auditRequests().at(-1)?.searchParams.get('cursor')).toBe('c-2');
    const last = screen.getAllByTestId('audit-sentence').at(-1);
    expect(last?.textContent).toBe('ada@example.com invited alan@example.com as an admin');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('Export CSV downloads the CSV of the same filters with the bearer token', async () => {
    open('admin', '/audit-log?kind=exports&actor=ada');
    await waitFor(() => expect(screen.getAllByTestId('audit-event')).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloadBlob).toHaveBeenCalledTimes(1));
    const csv = asked.find((url) => url.pathname === '/api/workspaces/current/audit.csv');
    expect(Object.fromEntries(csv?.searchParams ?? [])).toEqual({ kind: 'exports', actor: 'ada' });
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input).includes('audit.csv')) ?? [];
    expect(new Headers(init?.headers).get('Authorization')).toMatch(/^Bearer /);
    expect(downloadBlob.mock.calls[0]?.[1]).toBe('audit.csv');
  });

  it('says when nothing matches, and offers to clear the filters', async () => {
    fakeWorkspaceServer(fetchMock, {
      workspaces: makeWorkspaces('admin'),
      override: ({ path }) => (path.startsWith('/api/workspaces/current/audit') ? page([], null) : undefined),
    });
    renderRoutes([{ path: 'audit-log', element: <AuditLogScreen /> }], '/audit-log?actor=nobody', { role: 'admin' });
    expect(await screen.findByText('No events match these filters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('No events yet')).toBeTruthy();
  });

  it('shows what failed with a retry', async () => {
    fakeWorkspaceServer(fetchMock, {
      workspaces: makeWorkspaces('admin'),
      override: ({ path }) =>
        path.startsWith('/api/workspaces/current/audit')
          ? Response.json({ error_message: 'Audit store unavailable' }, { status: 500 })
          : undefined,
    });
    renderRoutes([{ path: 'audit-log', element: <AuditLogScreen /> }], '/audit-log', { role: 'admin' });
    expect(await screen.findByText('Failed to load the audit log.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /retry/i })).toBeTruthy();
  });

  it('a member is told only admins see it, and nothing is asked', async () => {
    open('member');
    expect(await screen.findByText(/Only admins and the owner/)).toBeTruthy();
    expect(auditRequests()).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });
});
