import type { Analytics } from '@agentdesk/shared';
import { Card } from '../../../components/ui/card.tsx';
import { ChartFrame } from '../../../components/ui/chart-frame.tsx';
import { chartColors } from '../../../components/charts/chart-colors.ts';
import { formatBucket } from '../utils/format-bucket.ts';
import { formatCompactMoney, formatMoney } from '../utils/format-metric.ts';
import { TimeChart } from '../../../components/charts/time-chart.tsx';

type Props = { analytics: Analytics; className?: string };

const costSeries = [{ key: 'cost', label: 'Cost', color: chartColors.primary, kind: 'bar' }] as const;

/** What the calls cost per day (per hour for Today), in dollars. */
export const CostOverTimeChart = ({ analytics, className }: Props) => {
  const { range, series, kpis } = analytics;
  const unit = range.granularity === 'hour' ? 'hour' : 'day';
  const peak = series.reduce<(typeof series)[number] | undefined>(
    (best, point) => (best === undefined || point.cost > best.cost ? point : best),
    undefined,
  );
  const peakText =
    peak !== undefined && peak.cost > 0
      ? `, highest ${formatMoney(peak.cost)} on ${formatBucket(peak.start, range.granularity, range.tz, 'full')}`
      : '';

  return (
    <Card
      title="Cost over time"
      description={`Per ${unit}, ${formatMoney(kpis.total_cost.value)} in total`}
      className={className}
    >
      <ChartFrame
        aria-label={`Cost per ${unit}: ${formatMoney(kpis.total_cost.value)} in total${peakText}.`}
        data-testid="chart-cost-over-time"
        className="h-64 w-full"
      >
        <TimeChart
          points={series}
          series={costSeries}
          formatTick={(start) => formatBucket(start, range.granularity, range.tz)}
          formatTitle={(start) => formatBucket(start, range.granularity, range.tz, 'full')}
          formatAxis={formatCompactMoney}
          formatValue={formatMoney}
          axisWidth={52}
        />
      </ChartFrame>
    </Card>
  );
};
