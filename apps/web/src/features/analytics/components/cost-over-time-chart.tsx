import type { Analytics } from '@agentdesk/shared';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card } from '../../../components/ui/card.tsx';
import { ChartFrame } from '../../../components/ui/chart-frame.tsx';
import { chartColors } from '../utils/chart-colors.ts';
import { timeAxisProps } from '../utils/time-axis-props.ts';
import { formatBucket } from '../utils/format-bucket.ts';
import { formatCompactMoney, formatMoney } from '../utils/format-metric.ts';
import { ChartTooltip } from './chart-tooltip.tsx';

type Props = { analytics: Analytics; className?: string };

/** What the calls cost per day (per hour for Today), in dollars. */
export const CostOverTimeChart = ({ analytics, className }: Props) => {
  const { range, series, kpis } = analytics;
  const unit = range.granularity === 'hour' ? 'hour' : 'day';
  const peak = series.reduce<(typeof series)[number] | undefined>((best, point) => (best === undefined || point.cost > best.cost ? point : best), undefined);
  const peakText = peak !== undefined && peak.cost > 0 ? `, highest ${formatMoney(peak.cost)} on ${formatBucket(peak.start, range.granularity, range.tz, 'full')}` : '';

  return (
    <Card title="Cost over time" description={`Per ${unit}, ${formatMoney(kpis.total_cost.value)} in total`} className={className}>
      <ChartFrame aria-label={`Cost per ${unit}: ${formatMoney(kpis.total_cost.value)} in total${peakText}.`} data-testid="chart-cost-over-time" className="h-64 w-full">
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height: 256 }}>
          <BarChart data={series} margin={{ top: 8, right: 8, bottom: 0, left: -8 }} accessibilityLayer={false}>
            <CartesianGrid vertical={false} stroke={chartColors.grid} />
            <XAxis {...timeAxisProps(range)} />
            <YAxis tickFormatter={formatCompactMoney} tick={{ fontSize: 11, fill: chartColors.axis }} tickLine={false} axisLine={false} width={52} />
            <Tooltip
              cursor={{ fill: chartColors.grid }}
              content={<ChartTooltip formatLabel={(start) => formatBucket(Number(start), range.granularity, range.tz, 'full')} formatValue={formatMoney} />}
            />
            <Bar dataKey="cost" name="Cost" fill={chartColors.primary} radius={[3, 3, 0, 0]} maxBarSize={32} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </ChartFrame>
    </Card>
  );
};
