// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeJobs, serveJobs } from '../testing/fake-jobs-server.ts';
import { setUpJobScreenTests } from '../testing/job-screen-tests.ts';
import { JobCountsSummary } from './job-counts-summary.tsx';

const renderSummary = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <p>
        <JobCountsSummary fallback="Open roles and their applicants." />
      </p>
    </QueryClientProvider>,
  );

describe('JobCountsSummary', () => {
  const fetchMock = setUpJobScreenTests();

  it('counts the jobs by status, leaving out the empty ones', async () => {
    serveJobs(fetchMock, [...makeJobs(2, 'open'), ...makeJobs(1, 'closed')]);
    renderSummary();
    expect((await screen.findByTestId('job-counts')).textContent).toBe('2 open · 1 closed');
  });

  it('says the fallback while loading and when there are no jobs', async () => {
    serveJobs(fetchMock, []);
    renderSummary();
    expect(screen.getByText('Open roles and their applicants.')).toBeTruthy();
    expect((await screen.findByTestId('job-counts')).textContent).toBe('Open roles and their applicants.');
  });
});
