// @vitest-environment happy-dom
import { HIRING_AREA_CHOICE, HIRING_AREA_LABEL } from '@agentdesk/shared/navigation';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../lib/session-store.ts';
import { storageKeys } from '../../lib/storage-keys.ts';
import { AppLayout } from './app-layout.tsx';
import { useLayoutStore } from './use-layout-store.ts';
import { renderRoutes } from '../../test/render-routes.tsx';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const fetchMock = vi.fn<typeof fetch>();
let isDesktop = true;
const mediaListeners = new Set<() => void>();

const setViewport = (desktop: boolean) => {
  isDesktop = desktop;
  act(() => mediaListeners.forEach((listener) => listener()));
};

const renderLayout = (path: string) => {
  return renderRoutes([{ Component: AppLayout, children: [{ path: '*', element: <h1>page</h1> }] }], path);
};

const sidebar = () => screen.getByRole('complementary', { name: 'Side navigation' });
const initialLayout = useLayoutStore.getState();

describe('AppLayout', () => {
  beforeEach(() => {
    localStorage.clear();
    useLayoutStore.setState(initialLayout, true);
    useSessionStore.setState({ isLoading: false, user: { email: 'ada.lovelace@example.com', username: '' } });
    fetchMock.mockResolvedValue(Response.json({ message: 'ok', total: 0, data: [] }));
    vi.stubGlobal('fetch', fetchMock);
    isDesktop = true;
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return isDesktop;
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => mediaListeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => mediaListeners.delete(listener),
    }));
  });

  afterEach(() => {
    cleanup();
    mediaListeners.clear();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('shows the default menu with the active item marked, and the user placeholder', () => {
    renderLayout('/analytics');
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));

    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Analytics',
      'Conversations',
      'Quality',
      'Knowledge Base',
      'Inbox',
      'Demo Call',
    ]);
    expect(nav.getByRole('link', { name: 'Analytics' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: 'Inbox' }).getAttribute('aria-current')).toBeNull();
    // No username: the part of the e-mail before the @.
    expect(screen.getByRole('button', { name: /ada\.lovelace/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Deselect agent' })).toBeNull();
  });

  /** The workspace's agents as GET /agents gives them, with a live token so the layout asks. */
  const answerAgents = (agents: { agent_id: string; agent_name: string; role: 'recruiting' | null }[]) => {
    localStorage.setItem(storageKeys.token, 'x.eyJleHAiOjQxMDI0NDQ4MDB9.y'); // exp in 2100
    fetchMock.mockImplementation(async () =>
      Response.json({
        message: 'ok',
        total: agents.length,
        data: agents.map((agent) => ({
          ...agent,
          origin: 'provider',
          needs_review: false,
          provider_record: null,
          created_at: 0,
        })),
      }),
    );
  };

  it("follows the path: /zara shows the hiring menu, selects the workspace's recruiting agent and offers the deselect button", async () => {
    answerAgents([
      { agent_id: 'zara', agent_name: 'Zara (Recruiting)', role: 'recruiting' },
      { agent_id: 'loan-qualifier', agent_name: 'Leo', role: null },
    ]);
    const router = renderLayout('/zara/job-listings');
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));

    expect(nav.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/zara/job-listings',
      '/zara/candidate-shortlisting',
      '/zara/interview-scheduling',
      '/zara/analytics',
      '/zara/conversations',
    ]);
    await waitFor(() => expect(useLayoutStore.getState().selectedAgentId).toBe('zara'));

    fireEvent.click(await screen.findByRole('button', { name: 'Deselect agent' }));
    expect(router.state.location.pathname).toBe('/analytics');
    await waitFor(() => expect(useLayoutStore.getState().selectedAgentId).toBeNull());
  });

  it('selects the recruiting agent under /zara whatever its id, and the hiring area itself when the workspace has none', async () => {
    answerAgents([
      { agent_id: 'agent_3f9c01', agent_name: 'Front desk recruiter', role: 'recruiting' },
      { agent_id: 'zara', agent_name: 'Zara (retired)', role: null },
    ]);
    renderLayout('/zara/analytics');
    await waitFor(() => expect(useLayoutStore.getState().selectedAgentId).toBe('agent_3f9c01'));
    expect(await screen.findByText('Front desk recruiter')).toBeTruthy();
    cleanup();
    answerAgents([{ agent_id: 'zara', agent_name: 'Zara', role: null }]);
    renderLayout('/zara/analytics');
    // Its jobs, careers site and candidates are there without a recruiting agent.
    expect(await screen.findByText(HIRING_AREA_LABEL)).toBeTruthy();
    expect(useLayoutStore.getState().selectedAgentId).toBe(HIRING_AREA_CHOICE);
    expect(screen.getByRole('link', { name: 'Job Listings' }).getAttribute('href')).toBe('/zara/job-listings');
  });

  it('shows the agents error in the dropdown area', async () => {
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(Response.json({ error_message: 'nope' }, { status: 404 }));
    localStorage.setItem(storageKeys.token, 'x.eyJleHAiOjQxMDI0NDQ4MDB9.y'); // exp in 2100
    renderLayout('/analytics');

    expect(await screen.findByText('Failed to fetch agents. Please try again.')).toBeTruthy();
  });

  it('compresses and expands, remembering the choice as text', () => {
    renderLayout('/analytics');
    expect(sidebar().dataset.compressed).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: 'Compress sidebar' }));
    expect(sidebar().dataset.compressed).toBe('true');
    expect(localStorage.getItem('isSidebarCompressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(sidebar().dataset.compressed).toBe('false');
    expect(localStorage.getItem('isSidebarCompressed')).toBe('false');
  });

  it('loads the remembered flag on mount', () => {
    localStorage.setItem('isSidebarCompressed', 'true');
    renderLayout('/analytics');
    expect(sidebar().dataset.compressed).toBe('true');
  });

  it.each(['/conversations', '/zara/conversations', '/inbox'])(
    'forces %s compressed without touching the preference',
    (path) => {
      renderLayout(path);
      expect(sidebar().dataset.compressed).toBe('true');
      expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveProperty('disabled', true);
      expect(localStorage.getItem('isSidebarCompressed')).toBeNull();
    },
  );

  it('mobile: toggles the drawer, locks scrolling, closes on overlay, navigation and growing past 768 px', () => {
    isDesktop = false;
    const router = renderLayout('/analytics');
    expect(sidebar().inert).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    expect(document.body.style.overflow).toBe('hidden');
    expect(sidebar().inert).toBe(false);

    fireEvent.click(screen.getByTestId('mobile-nav-overlay'));
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy();
    expect(document.body.style.overflow).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    act(() => void router.navigate('/inbox'));
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy();
    expect(document.body.style.overflow).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    setViewport(true);
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy();
    expect(document.body.style.overflow).toBe('');
  });
});
