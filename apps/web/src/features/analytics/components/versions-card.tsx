import type { Analytics, CallPeriod, RateDifference, VersionComparison } from '@agentdesk/shared';
import { plural } from '@agentdesk/shared/plural';
import { useState } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useVersionComparison } from '../api/compare-versions.ts';
import type { DrillDown } from '../utils/drill-down-href.ts';
import {
  formatCount,
  formatDuration,
  formatLatency,
  formatMoney,
  formatPercent,
  formatRatePoints,
} from '../utils/format-metric.ts';

type Props = {
  agentId: string;
  agentName: string;
  versions: Analytics['versions'];
  period: CallPeriod;
  hrefFor: (drillDown: DrillDown) => string;
};

export const versionLabel = (version: number | null) => (version === null ? 'No version' : `Version ${version}`);

const signed = (value: number, text: string) => `${value > 0 ? '+' : value < 0 ? '−' : '±'}${text}`;

/** b − a of a rate in percentage points: '+20.0 pts'. */
const formatPoints = (difference: number | null) =>
  difference === null ? '—' : signed(difference, formatRatePoints(Math.abs(difference)));

/** 'p = 0.005', or 'p < 0.001'. */
export const formatP = (p: number) => (p < 0.001 ? 'p < 0.001' : `p = ${p.toFixed(3)}`);

/** Whether a rate's difference is more than chance, in words. */
export const chanceVerdict = (test: RateDifference): string =>
  test.p_value === null
    ? 'Not enough calls to tell'
    : test.is_significant
      ? `More than chance (${formatP(test.p_value)})`
      : `Could be chance (${formatP(test.p_value)})`;

const Comparison = ({ comparison }: { comparison: VersionComparison }) => {
  const { a, b, differences } = comparison;
  const rows: { label: string; a: string; b: string; difference: string; verdict?: string; isSignificant?: boolean }[] =
    [
      {
        label: 'Calls',
        a: formatCount(a.calls),
        b: formatCount(b.calls),
        difference: signed(b.calls - a.calls, formatCount(Math.abs(b.calls - a.calls))),
      },
      {
        label: 'Success rate',
        a: formatPercent(a.success_rate),
        b: formatPercent(b.success_rate),
        difference: formatPoints(differences.success_rate.difference),
        verdict: chanceVerdict(differences.success_rate),
        isSignificant: differences.success_rate.is_significant,
      },
      {
        label: 'Negative sentiment',
        a: formatPercent(a.negative_share),
        b: formatPercent(b.negative_share),
        difference: formatPoints(differences.negative_share.difference),
        verdict: chanceVerdict(differences.negative_share),
        isSignificant: differences.negative_share.is_significant,
      },
      {
        label: 'Avg duration',
        a: formatDuration(a.avg_duration_ms),
        b: formatDuration(b.avg_duration_ms),
        difference:
          differences.avg_duration_ms === null
            ? '—'
            : signed(differences.avg_duration_ms, formatDuration(Math.abs(differences.avg_duration_ms))),
      },
      {
        label: 'Avg cost',
        a: formatMoney(a.avg_cost),
        b: formatMoney(b.avg_cost),
        difference:
          differences.avg_cost === null
            ? '—'
            : signed(differences.avg_cost, formatMoney(Math.abs(differences.avg_cost))),
      },
      {
        label: 'E2E latency p90',
        a: formatLatency(a.e2e_p90),
        b: formatLatency(b.e2e_p90),
        difference:
          differences.e2e_p90 === null
            ? '—'
            : signed(differences.e2e_p90, formatLatency(Math.abs(differences.e2e_p90))),
      },
    ];
  return (
    <>
      {/* A phone: each figure on its own lines, nothing to scroll sideways. */}
      <ul
        aria-label={`${versionLabel(a.agent_version)} against ${versionLabel(b.agent_version)}`}
        className="divide-y divide-gray-100 text-[13px] md:hidden"
        data-testid="version-comparison-list"
      >
        {rows.map((row) => (
          <li key={row.label} className="py-2">
            <div className="flex items-baseline justify-between gap-3">
              <span className="font-medium text-gray-700">{row.label}</span>
              <span className="text-right whitespace-nowrap text-gray-900 tabular-nums">
                {row.a} → {row.b}
              </span>
            </div>
            <p className="mt-0.5 text-right text-xs text-gray-500 tabular-nums">
              {row.difference}
              {row.verdict !== undefined ? (
                <span className={cn(row.isSignificant && 'font-medium text-brand')}> · {row.verdict}</span>
              ) : null}
            </p>
          </li>
        ))}
      </ul>
      <div className="-mx-4 hidden overflow-x-auto sm:-mx-5 md:block">
        <table className="w-full text-[13px]" data-testid="version-comparison">
          <caption className="sr-only">
            {versionLabel(a.agent_version)} against {versionLabel(b.agent_version)}
          </caption>
          <thead className="border-b border-gray-200 text-xs text-gray-500">
            <tr>
              <th scope="col" className="px-4 py-2 text-left font-medium sm:px-5">
                <span className="sr-only">Figure</span>
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium whitespace-nowrap">
                {versionLabel(a.agent_version)}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium whitespace-nowrap">
                {versionLabel(b.agent_version)}
              </th>
              <th scope="col" className="px-4 py-2 text-right font-medium sm:px-5">
                Difference
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100 tabular-nums">
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row" className="px-4 py-2 text-left font-medium whitespace-nowrap text-gray-700 sm:px-5">
                  {row.label}
                </th>
                <td className="px-3 py-2 text-right whitespace-nowrap text-gray-900">{row.a}</td>
                <td className="px-3 py-2 text-right whitespace-nowrap text-gray-900">{row.b}</td>
                <td className="px-4 py-2 text-right sm:px-5">
                  <span className="whitespace-nowrap text-gray-900">{row.difference}</span>
                  {row.verdict !== undefined ? (
                    <span
                      className={cn(
                        'block text-xs whitespace-nowrap',
                        row.isSignificant ? 'font-medium text-brand' : 'text-gray-500',
                      )}
                    >
                      {row.verdict}
                    </span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
};

/**
 * An agent's calls by the provider's agent version, each opening its calls, and two versions side by
 * side with their difference and whether a rate's difference is more than chance.
 */
export const VersionsCard = ({ agentId, agentName, versions, period, hrefFor }: Props) => {
  const numbered = versions.flatMap((version) => (version.agent_version === null ? [] : [version.agent_version]));
  // Newest against the one before it, unless the user picks others.
  const [chosen, setChosen] = useState<{ a: number; b: number } | null>(null);
  const pair = chosen ?? (numbered.length >= 2 ? { a: numbered[1]!, b: numbered[0]! } : null);
  const isPairValid = pair !== null && numbered.includes(pair.a) && numbered.includes(pair.b);
  const comparison = useVersionComparison(isPairValid ? { agentId, a: pair.a, b: pair.b, period } : null);
  const options = numbered.map((version) => ({ value: String(version), label: versionLabel(version) }));

  return (
    <Card title="Versions" description={`${agentName}'s calls in this period by the provider's agent version`}>
      <ul aria-label="Versions" className="-my-2 divide-y divide-gray-100 text-[13px]">
        {versions.map((version) => (
          <li
            key={version.agent_version ?? 'none'}
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2"
            data-testid="version-row"
          >
            {version.agent_version === null ? (
              <span className="font-medium text-gray-700">{versionLabel(null)}</span>
            ) : (
              <Link
                to={hrefFor({ agent_version: version.agent_version })}
                className="font-medium text-brand hover:underline"
              >
                {versionLabel(version.agent_version)}
              </Link>
            )}
            <span className="flex flex-wrap gap-x-4 text-gray-600 tabular-nums">
              <span>{plural(version.calls, 'call')}</span>
              <span>{formatPercent(version.successful_rate)} successful</span>
              <span>{formatDuration(version.avg_duration_ms)} avg</span>
              <span>{formatMoney(version.total_cost)} total</span>
            </span>
          </li>
        ))}
      </ul>
      {numbered.length >= 2 && pair !== null ? (
        <section aria-label="Compare versions" className="mt-4 flex flex-col gap-3 border-t border-gray-200 pt-4">
          <div className="grid grid-cols-2 gap-3 sm:flex sm:items-end">
            {(['a', 'b'] as const).map((side) => (
              <div key={side} className="flex min-w-0 flex-col gap-1 sm:w-40">
                <Label htmlFor={`compare-version-${side}`} className="text-xs text-gray-600">
                  {side === 'a' ? 'Compare' : 'With'}
                </Label>
                <Select
                  id={`compare-version-${side}`}
                  size="sm"
                  value={String(pair[side])}
                  options={options}
                  onValueChange={(value) => setChosen({ ...pair, [side]: Number(value) })}
                />
              </div>
            ))}
          </div>
          {pair.a === pair.b ? (
            <p className="text-[13px] text-gray-500">Choose two different versions to compare.</p>
          ) : comparison.isError ? (
            <ErrorState
              title="Failed to compare the versions."
              message={errorMessage(comparison.error, 'Please try again.')}
              onRetry={() => void comparison.refetch()}
              isRetrying={comparison.isFetching}
            />
          ) : comparison.data === undefined ? (
            <div role="status" aria-label="Comparing the versions" className="flex flex-col gap-2">
              {[0, 1, 2, 3].map((row) => (
                <Skeleton key={row} className="h-6 w-full" />
              ))}
            </div>
          ) : (
            <div
              aria-busy={comparison.isPlaceholderData}
              className={cn('transition-opacity', comparison.isPlaceholderData && 'opacity-60')}
            >
              <Comparison comparison={comparison.data} />
            </div>
          )}
        </section>
      ) : null}
    </Card>
  );
};
