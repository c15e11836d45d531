import type { Analytics } from '@agentdesk/shared';
import { Area, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card } from '../../../components/ui/card.tsx';
import { ChartFrame } from '../../../components/ui/chart-frame.tsx';
import { chartColors } from '../utils/chart-colors.ts';
import { timeAxisProps } from '../utils/time-axis-props.ts';
import { formatBucket } from '../utils/format-bucket.ts';
import { formatCompactCount, formatCount } from '../utils/format-metric.ts';
import { ChartLegend } from './chart-legend.tsx';
import { ChartTooltip } from './chart-tooltip.tsx';

type Props = { analytics: Analytics; className?: string };

const series = [
  { key: 'calls', label: 'Calls', color: chartColors.primary },
  { key: 'connected', label: 'Connected', color: chartColors.secondary },
  { key: 'successful', label: 'Successful', color: chartColors.good },
] as const;

/** Calls, connected and successful calls per day (per hour for Today). */
export const CallsOverTimeChart = ({ analytics, className }: Props) => {
  const { range, series: points } = analytics;
  const unit = range.granularity === 'hour' ? 'hour' : 'day';
  const totals = series.map((entry) => `${formatCount(points.reduce((sum, point) => sum + point[entry.key], 0))} ${entry.label.toLowerCase()}`);
  const first = points[0];
  const last = points.at(-1);
  const span = first !== undefined && last !== undefined ? `, ${formatBucket(first.start, range.granularity, range.tz, 'full')} to ${formatBucket(last.start, range.granularity, range.tz, 'full')}` : '';

  return (
    <Card title="Calls over time" description={`Per ${unit}`} actions={<ChartLegend items={series} />} className={className}>
      <ChartFrame aria-label={`Calls per ${unit}${span}: ${totals.join(', ')}.`} data-testid="chart-calls-over-time" className="h-64 w-full">
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height: 256 }}>
          <ComposedChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
            <CartesianGrid vertical={false} stroke={chartColors.grid} />
            <XAxis {...timeAxisProps(range)} />
            <YAxis allowDecimals={false} tickFormatter={formatCompactCount} tick={{ fontSize: 11, fill: chartColors.axis }} tickLine={false} axisLine={false} width={48} />
            <Tooltip
              content={<ChartTooltip formatLabel={(start) => formatBucket(Number(start), range.granularity, range.tz, 'full')} formatValue={formatCount} />}
            />
            <Area type="monotone" dataKey="calls" name="Calls" stroke={chartColors.primary} fill={chartColors.primary} fillOpacity={0.08} strokeWidth={2} isAnimationActive={false} />
            <Line type="monotone" dataKey="connected" name="Connected" stroke={chartColors.secondary} strokeWidth={2} dot={false} isAnimationActive={false} />
            <Line type="monotone" dataKey="successful" name="Successful" stroke={chartColors.good} strokeWidth={2} dot={false} isAnimationActive={false} />
          </ComposedChart>
        </ResponsiveContainer>
      </ChartFrame>
    </Card>
  );
};
