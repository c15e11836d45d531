// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecruitingAgent } from '../../../lib/recruiting-agent.ts';
import { storageKeys } from '../../../lib/storage-keys.ts';
import { makeToken } from '../../../test/make-token.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { makeHiringHome } from '../testing/make-hiring-home.ts';
import { HiringHomeDashboard } from './hiring-home-dashboard.tsx';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const answer = (home: () => Response) =>
  fetchMock.mockImplementation(async (input) =>
    new URL(String(input), 'http://localhost').pathname === '/api/hiring-home'
      ? home()
      : json({ error_message: 'not found' }, 404),
  );

const renderHome = (recruitingAgent: RecruitingAgent | null = { id: 'agent_riley', name: 'Riley' }) =>
  renderRoutes(
    [
      { path: '/zara', element: <HiringHomeDashboard role="zara" canCreate /> },
      { path: '*', element: <h1>elsewhere</h1> },
    ],
    '/zara',
    { recruitingAgent },
  );

describe('HiringHomeDashboard', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem(storageKeys.token, makeToken({ exp: Math.floor(Date.now() / 1000) + 3600, user_id: 'u-1' }));
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    localStorage.clear();
  });

  it('full: what needs action, open jobs with a link per stage, this week and the screening calls', async () => {
    answer(() => json({ message: 'ok', total: 1, data: makeHiringHome() }));
    renderHome();
    expect(screen.getByRole('status', { name: 'Loading the hiring home' })).toBeTruthy();
    const stages = await screen.findByRole('list', { name: 'Senior Backend Engineer: candidates per stage' });
    const interview = within(stages).getByRole('link', { name: /Interview/ });
    expect(interview.textContent).toBe('Interview2');
    expect(interview.getAttribute('href')).toBe('/zara/candidate-shortlisting?job=job_1&stage=interview');
    expect(within(stages).queryByRole('link', { name: /Hired/ })).toBeNull();
    expect(
      within(screen.getByTestId('home-shortlisted'))
        .getByRole('link', { name: /Sana Sheikh/ })
        .getAttribute('href'),
    ).toBe('/zara/candidate-shortlisting?job=job_1&candidate=app_3');
    expect(screen.getByTestId('home-scorecards-empty').textContent).toBe('Every past interview has its scorecard.');
    expect(
      within(screen.getByTestId('home-interviews'))
        .getByRole('link', { name: /Rahul Verma/ })
        .getAttribute('href'),
    ).toMatch(/^\/zara\/interview-scheduling\?tab=calendar&date=\d{4}-\d{2}-\d{2}&interview=int_1$/);
    const call = within(screen.getByTestId('home-screening-calls')).getByRole('link', { name: /Aman Gupta/ });
    expect(call.getAttribute('href')).toBe('/zara/conversations?call_id=call_1');
    expect(call.textContent).toContain('Successful');
    expect(screen.getByRole('link', { name: 'All calls (more)' })).toBeTruthy();
    // The agent by its name; this week's count as the recruiting analytics give it.
    expect(screen.getByText('Riley’s calls with candidates')).toBeTruthy();
    expect(screen.getByText('Monday to Sunday · 1 interview')).toBeTruthy();
    fireEvent.click(interview);
    expect(await screen.findByRole('heading', { name: 'elsewhere' })).toBeTruthy();
  });

  it('empty: offers to create a job description', async () => {
    const empty = makeHiringHome();
    empty.open_jobs.items = [];
    empty.interviews_this_week.items = [];
    empty.screening_calls.items = [];
    empty.needs_action.shortlisted_without_interview.items = [];
    answer(() => json({ message: 'ok', total: 0, data: empty }));
    renderHome();
    expect(await screen.findByText('No open jobs yet')).toBeTruthy();
    expect(screen.getByTestId('home-empty-action').getAttribute('href')).toBe('/zara/create-job-description');
  });

  it('error: says what failed and retries', async () => {
    let fail = true;
    answer(() =>
      fail
        ? json({ error_message: 'Database is down' }, 500)
        : json({ message: 'ok', total: 1, data: makeHiringHome() }),
    );
    renderHome();
    expect(await screen.findByText('Failed to load the hiring home.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByTestId('home-dashboard')).toBeTruthy();
  });

  it('without a recruiting agent: the lists still show, and where the screening calls would be, that they need one', async () => {
    const home = makeHiringHome();
    home.screening_calls = { items: [], more: false };
    home.interviews_this_week = { total: 3, items: home.interviews_this_week.items, more: true };
    answer(() => json({ message: 'ok', total: 1, data: home }));
    renderHome(null);
    await screen.findByTestId('home-dashboard');
    expect(screen.getByText('Monday to Sunday · 3 interviews')).toBeTruthy();
    const notice = screen.getByTestId('needs-agent');
    expect(notice.textContent).toContain('Screening calls need a voice agent');
    expect(within(notice).getByRole('link', { name: 'Choose the recruiting agent' }).getAttribute('href')).toBe(
      '/agents',
    );
    expect(screen.queryByText(/zara/i)).toBeNull();
  });
});
