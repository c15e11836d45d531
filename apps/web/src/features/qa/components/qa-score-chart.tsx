import type { QaOverview } from '@agentdesk/shared';
import { ChartLegend } from '../../../components/charts/chart-legend.tsx';
import { TimeChart } from '../../../components/charts/time-chart.tsx';
import { ChartFrame } from '../../../components/ui/chart-frame.tsx';
import { chartOf } from '../utils/overview-figures.ts';

type Props = { overview: QaOverview; agentName: (id: string) => string };

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const scoreFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/**
 * The average score per day (or week) of each agent and version, one line each. This module imports
 * the drawing code (d3-shape), and the page loads it lazily, so it stays out of the entry.
 */
export const QaScoreChart = ({ overview, agentName }: Props) => {
  const { lines, points, hidden } = chartOf(overview, agentName);
  const unit = overview.range.granularity;
  const summary = overview.series
    .map(
      (entry) =>
        `${agentName(entry.agent_id)}${entry.agent_version === null ? '' : ` version ${entry.agent_version}`} ${entry.average_score === null ? 'no score' : scoreFormat.format(entry.average_score)}`,
    )
    .join(', ');
  return (
    <div className="flex flex-col gap-2">
      <ChartLegend items={lines} />
      <ChartFrame
        aria-label={`Average score per ${unit} by agent and version: ${summary}.`}
        data-testid="qa-score-chart"
        className="h-56 w-full"
      >
        <TimeChart
          points={points}
          series={lines}
          formatTick={(start) => dayFormat.format(start)}
          formatTitle={(start) => `${unit === 'week' ? 'Week of ' : ''}${dayFormat.format(start)}`}
          formatAxis={(value) => scoreFormat.format(value)}
          formatValue={(value) => scoreFormat.format(value)}
          axisWidth={32}
          height={224}
          showDots
        />
      </ChartFrame>
      {hidden > 0 ? (
        <p className="text-xs text-gray-500">
          The {lines.length} most reviewed agent versions are drawn; {hidden} more are in the average.
        </p>
      ) : null}
    </div>
  );
};
