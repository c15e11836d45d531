import type { Analytics } from '@agentdesk/shared';
import { chartColors } from './chart-colors.ts';
import { formatBucket } from './format-bucket.ts';

/**
 * The X axis both time charts share: days (or hours for today) in the user's zone. A props
 * object rather than a component, because recharts only recognises its own axis elements.
 */
export const timeAxisProps = (range: Analytics['range']) => ({
  dataKey: 'start',
  tickFormatter: (start: number) => formatBucket(start, range.granularity, range.tz),
  tick: { fontSize: 11, fill: chartColors.axis },
  tickLine: false,
  axisLine: false,
  minTickGap: 24,
});
