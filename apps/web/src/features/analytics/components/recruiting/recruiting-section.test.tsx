// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../../../lib/storage-keys.ts';
import { makeToken } from '../../../../test/make-token.ts';
import { renderRoutes } from '../../../../test/render-routes.tsx';
import { makeRecruitingAnalytics } from '../../testing/make-recruiting-analytics.ts';
import { RecruitingSection } from './recruiting-section.tsx';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const answer = (recruiting: () => Response) =>
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/recruiting-analytics') return recruiting();
    if (url.pathname === '/api/job-description/job-descriptions')
      return json({ message: 'ok', total: 0, data: { jobs: [], next_cursor: null } });
    return json({ error_message: 'not found' }, 404);
  });

const requests = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/recruiting-analytics');

const renderSection = (path = '/zara/analytics') =>
  renderRoutes(
    [
      { path: '/zara/analytics', element: <RecruitingSection period="30days" /> },
      { path: '*', element: <h1>elsewhere</h1> },
    ],
    path,
  );

describe('RecruitingSection', () => {
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

  it('full: the funnel with conversions, times, interviews, screening calls and sources, each opening its list', async () => {
    answer(() => json({ message: 'ok', total: 40, data: makeRecruitingAnalytics() }));
    renderSection('/zara/analytics?recruiting_job=job_1');
    expect(screen.getByRole('status', { name: 'Loading recruiting analytics' })).toBeTruthy();
    const funnel = await screen.findByRole('list', { name: 'Hiring funnel' });
    expect(requests()[0]!.searchParams.get('period')).toBe('30days');
    expect(requests()[0]!.searchParams.get('job_id')).toBe('job_1');
    const shortlisted = within(funnel).getByRole('link', { name: /Shortlisted/ });
    expect(shortlisted.textContent).toContain('26 · 65%');
    expect(shortlisted.getAttribute('href')).toBe('/zara/candidate-shortlisting?job=job_1&stage=shortlisted');
    expect(
      within(funnel)
        .getByRole('link', { name: /Rejected/ })
        .getAttribute('href'),
    ).toBe('/zara/candidate-shortlisting?job=job_1&stage=rejected');
    const times = screen.getByTestId('recruiting-times');
    expect(within(times).getByRole('row', { name: /Applied → screening/ }).textContent).toContain('5 days');
    expect(within(times).getByRole('row', { name: /In Offer/ }).textContent).toContain('—');
    expect(screen.getByTestId('recruiting-no-shows').textContent).toBe('2');
    // A week counts its booked, held and missed interviews (not the cancelled one), as the hiring home does.
    expect(screen.getByRole('img', { name: /Interviews per week: .*Nov 9, 2026, 4/ })).toBeTruthy();
    expect(screen.getByTestId('recruiting-this-week').textContent).toBe('4');
    expect(screen.getByRole('link', { name: 'Open the calendar' }).getAttribute('href')).toBe(
      '/zara/interview-scheduling',
    );
    expect(
      within(screen.getByRole('list', { name: 'Screening call outcomes' })).getAllByRole('link')[0]!.textContent,
    ).toContain('22');
    const sources = screen.getByRole('list', { name: 'Candidate sources' });
    expect(
      within(sources)
        .getByRole('link', { name: /Careers site/ })
        .getAttribute('href'),
    ).toBe('/zara/candidate-shortlisting?job=job_1&source=careers');
    fireEvent.click(shortlisted);
    expect(await screen.findByRole('heading', { name: 'elsewhere' })).toBeTruthy();
  });

  it('empty: says what will appear and offers to add candidates', async () => {
    const empty = makeRecruitingAnalytics({
      funnel: makeRecruitingAnalytics().funnel.map((step) => ({ ...step, count: 0, conversion: null })),
      interviews: { weeks: [], total: 0, this_week: 0, no_show: 0, no_show_rate: null },
      screening: { successful: 0, unsuccessful: 0, no_analysis: 0 },
      sources: [],
    });
    answer(() => json({ message: 'ok', total: 0, data: empty }));
    renderSection();
    expect(await screen.findByText('No applications in this period')).toBeTruthy();
    expect(screen.getByTestId('recruiting-empty-action').getAttribute('href')).toBe('/zara/candidate-shortlisting');
  });

  it('error: says what failed and retries', async () => {
    let fail = true;
    answer(() =>
      fail
        ? json({ error_message: 'Database is down' }, 500)
        : json({ message: 'ok', total: 40, data: makeRecruitingAnalytics() }),
    );
    renderSection();
    expect(await screen.findByText('Failed to load the recruiting figures.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByRole('list', { name: 'Hiring funnel' })).toBeTruthy();
  });
});
