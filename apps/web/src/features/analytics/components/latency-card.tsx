import type { Analytics, Percentiles } from '@agentdesk/shared';
import { plural } from '@agentdesk/shared/plural';
import { Card } from '../../../components/ui/card.tsx';
import { formatCount } from '../utils/format-metric.ts';

type Props = { latency: Analytics['latency']; className?: string };

const rows = [
  { key: 'e2e', label: 'End-to-end' },
  { key: 'llm', label: 'LLM' },
  { key: 'tts', label: 'TTS' },
] as const;

const percentiles = ['p50', 'p90', 'p95', 'p99'] as const satisfies ReadonlyArray<keyof Percentiles>;

const ms = (value: number | null): string => (value === null ? '—' : formatCount(Math.round(value)));

/** Response latency percentiles of the period, in milliseconds; each bar is scaled to the slowest p99. */
export const LatencyCard = ({ latency, className }: Props) => {
  const slowest = Math.max(0, ...rows.map((row) => latency[row.key].p99 ?? latency[row.key].p95 ?? 0));

  return (
    <Card title="Latency" description="Percentiles in milliseconds" className={className}>
      <table className="w-full table-fixed text-[13px]" data-testid="latency-table">
        <caption className="sr-only">Latency percentiles in milliseconds</caption>
        <thead>
          <tr className="border-b border-gray-200 text-left text-xs text-gray-500">
            <th scope="col" className="w-[34%] pb-2 font-medium">
              Stage
            </th>
            {percentiles.map((p) => (
              <th key={p} scope="col" className="pb-2 text-right font-medium uppercase">
                {p}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const stats = latency[row.key];
            const p50 = stats.p50 ?? 0;
            const p99 = stats.p99 ?? stats.p95 ?? p50;
            return (
              <tr key={row.key} className="border-b border-gray-100 last:border-0">
                <th scope="row" className="py-2.5 pr-2 text-left font-normal">
                  <span className="block truncate font-medium text-gray-800">{row.label}</span>
                  <span className="block text-xs text-gray-500 tabular-nums">
                    {stats.samples > 0 ? plural(stats.samples, 'sample') : 'No data'}
                  </span>
                  {/* The spread from median to tail, at a glance. */}
                  <span
                    aria-hidden="true"
                    className="relative mt-1.5 block h-1.5 overflow-hidden rounded-full bg-gray-100"
                  >
                    {slowest > 0 && stats.samples > 0 ? (
                      <span
                        className="absolute inset-y-0 rounded-full bg-brand/70"
                        style={{
                          left: `${(p50 / slowest) * 100}%`,
                          width: `${Math.max(((p99 - p50) / slowest) * 100, 1.5)}%`,
                        }}
                      />
                    ) : null}
                  </span>
                </th>
                {percentiles.map((p) => (
                  <td key={p} className="py-2.5 text-right text-gray-900 tabular-nums">
                    {ms(stats[p])}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </Card>
  );
};
