import type { Analytics } from '@agentdesk/shared';
import { plural } from '@agentdesk/shared/plural';
import { Card } from '../../../components/ui/card.tsx';
import { ChartFrame } from '../../../components/ui/chart-frame.tsx';
import { chartColors } from '../../../components/charts/chart-colors.ts';
import { formatBucket } from '../utils/format-bucket.ts';
import { formatCompactCount, formatCount } from '../utils/format-metric.ts';
import { ChartLegend } from '../../../components/charts/chart-legend.tsx';
import { TimeChart } from '../../../components/charts/time-chart.tsx';

type Props = { analytics: Analytics; className?: string };

const series = [
  { key: 'calls', label: 'Calls', color: chartColors.primary, kind: 'area' },
  { key: 'connected', label: 'Connected', color: chartColors.secondary, kind: 'line' },
  { key: 'successful', label: 'Successful', color: chartColors.good, kind: 'line' },
] as const;

/** Calls, connected and successful calls per day (per hour for Today). */
export const CallsOverTimeChart = ({ analytics, className }: Props) => {
  const { range, series: points } = analytics;
  const unit = range.granularity === 'hour' ? 'hour' : 'day';
  const totals = series.map((entry) => {
    const total = points.reduce((sum, point) => sum + point[entry.key], 0);
    // 'Calls' is a noun ('1 call'); 'connected' and 'successful' describe them.
    return entry.key === 'calls' ? plural(total, 'call') : `${formatCount(total)} ${entry.label.toLowerCase()}`;
  });
  const first = points[0];
  const last = points.at(-1);
  const span =
    first !== undefined && last !== undefined
      ? `, ${formatBucket(first.start, range.granularity, range.tz, 'full')} to ${formatBucket(last.start, range.granularity, range.tz, 'full')}`
      : '';

  return (
    <Card
      title="Calls over time"
      description={`Per ${unit}`}
      actions={<ChartLegend items={series} />}
      className={className}
    >
      <ChartFrame
        aria-label={`Calls per ${unit}${span}: ${totals.join(', ')}.`}
        data-testid="chart-calls-over-time"
        className="h-64 w-full"
      >
        <TimeChart
          points={points}
          series={series}
          formatTick={(start) => formatBucket(start, range.granularity, range.tz)}
          formatTitle={(start) => formatBucket(start, range.granularity, range.tz, 'full')}
          formatAxis={formatCompactCount}
          formatValue={formatCount}
          wholeSteps
          axisWidth={40}
        />
      </ChartFrame>
    </Card>
  );
};
