// @vitest-environment happy-dom
import type { VersionComparison, VersionFigures } from '@agentdesk/shared';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { stubSignedInFetch } from '../../../test/stub-signed-in-fetch.ts';
import { chanceVerdict, formatP, VersionsCard } from './versions-card.tsx';

afterEach(cleanup);

const figures = (version: number, overrides: Partial<VersionFigures> = {}): VersionFigures => ({
  agent_version: version,
  calls: 100,
  connected: 100,
  analysed: 100,
  successful: 40,
  success_rate: 0.4,
  rated: 100,
  negative: 30,
  negative_share: 0.3,
  avg_duration_ms: 60_000,
  avg_cost: 10,
  e2e_p50: 800,
  e2e_p90: 1000,
  ...overrides,
});

const comparison: VersionComparison = {
  agent_id: 'agent_v',
  range: { from: 0, to: 1, tz: 'UTC' },
  a: figures(1),
  b: figures(2, {
    successful: 60,
    success_rate: 0.6,
    negative: 27,
    negative_share: 0.27,
    avg_duration_ms: 90_000,
    avg_cost: 14,
    e2e_p90: 800,
  }),
  differences: {
    success_rate: { difference: 0.2, z: 2.83, p_value: 0.00468, is_significant: true },
    negative_share: { difference: -0.03, z: -0.47, p_value: 0.638, is_significant: false },
    avg_duration_ms: 30_000,
    avg_cost: 4,
    e2e_p90: -200,
  },
};

const version = (agent_version: number | null, calls: number) => ({
  agent_version,
  calls,
  connected: calls,
  successful_rate: 0.5,
  avg_duration_ms: 60_000,
  total_cost: 1000,
  positive: 1,
  negative: 1,
});

describe('VersionsCard', () => {
  const fetchMock = stubSignedInFetch();

  it('lists the versions, each opening its calls, and compares the newest with the one before: differences and whether they are more than chance', async () => {
    const asked: string[] = [];
    fetchMock.mockImplementation(async (input) => {
      asked.push(String(input));
      return Response.json({ message: 'Versions compared', total: 2, data: comparison });
    });
    renderRoutes(
      [
        {
          path: 'analytics',
          element: (
            <VersionsCard
              agentId="agent_v"
              agentName="Front desk"
              versions={[version(2, 100), version(1, 100), version(null, 5)]}
              period="30days"
              hrefFor={(d) => `/conversations?agent_id=agent_v&agent_version=${d.agent_version}`}
            />
          ),
        },
      ],
      '/analytics',
    );
    const rows = screen.getAllByTestId('version-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Version 2100 calls50% successful1:00 avg$10.00 total',
      'Version 1100 calls50% successful1:00 avg$10.00 total',
      'No version5 calls50% successful1:00 avg$10.00 total',
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Version 2' }).getAttribute('href')).toBe(
      '/conversations?agent_id=agent_v&agent_version=2',
    );
    const table = await screen.findByTestId('version-comparison');
    expect(new URL(asked[0]!, 'http://localhost').search).toMatch(/^\?agent_id=agent_v&a=1&b=2&period=30days/);
    const row = (label: string) =>
      [...table.querySelectorAll('tbody tr')].find((tr) => tr.querySelector('th')?.textContent === label)!.textContent;
    expect(row('Success rate')).toBe('Success rate40%60%+20.0 ptsMore than chance (p = 0.005)');
    expect(row('Negative sentiment')).toBe('Negative sentiment30%27%−3.0 ptsCould be chance (p = 0.638)');
    expect(row('Avg duration')).toBe('Avg duration1:001:30+0:30');
    expect(row('Avg cost')).toBe('Avg cost$0.10$0.14+$0.04');
    expect(row('E2E latency p90')).toBe('E2E latency p901,000 ms800 ms−200 ms');
    // The phone's list says the same.
    const item = within(screen.getByTestId('version-comparison-list')).getAllByRole('listitem')[1]!;
    expect(item.textContent).toBe('Success rate40% → 60%+20.0 pts · More than chance (p = 0.005)');
  });

  it('offers no comparison with a single version, and says when the comparison failed', async () => {
    fetchMock.mockImplementation(async () => Response.json({ error_message: 'Something went wrong' }, { status: 503 }));
    renderRoutes(
      [
        {
          path: 'analytics',
          element: (
            <VersionsCard
              agentId="agent_v"
              agentName="Front desk"
              versions={[version(3, 10)]}
              period="7days"
              hrefFor={() => '/x'}
            />
          ),
        },
      ],
      '/analytics',
    );
    expect(screen.queryByRole('region', { name: 'Compare versions' })).toBeNull();
    cleanup();
    renderRoutes(
      [
        {
          path: 'analytics',
          element: (
            <VersionsCard
              agentId="agent_v"
              agentName="Front desk"
              versions={[version(3, 10), version(2, 10)]}
              period="7days"
              hrefFor={() => '/x'}
            />
          ),
        },
      ],
      '/analytics',
    );
    await waitFor(() => expect(screen.getByText('Failed to compare the versions.')).toBeTruthy(), { timeout: 30_000 });
  });

  it('words a p-value and a verdict', () => {
    expect(formatP(0.0004)).toBe('p < 0.001');
    expect(formatP(0.04912)).toBe('p = 0.049');
    expect(chanceVerdict({ difference: null, z: null, p_value: null, is_significant: false })).toBe(
      'Not enough calls to tell',
    );
  });
});
