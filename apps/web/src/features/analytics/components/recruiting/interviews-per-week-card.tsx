import { countedInterviewStatuses, type RecruitingAnalytics } from '@agentdesk/shared';
import { Link } from 'react-router';
import { Card } from '../../../../components/ui/card.tsx';
import { ChartFrame } from '../../../../components/ui/chart-frame.tsx';
import { chartColors } from '../../../../components/charts/chart-colors.ts';
import { formatCount } from '../../utils/format-metric.ts';
import { formatShare, interviewsHref } from '../../utils/recruiting-format.ts';
import { TimeChart } from '../../../../components/charts/time-chart.tsx';

type Props = { analytics: RecruitingAnalytics };

const series = [{ key: 'interviews', label: 'Interviews', color: chartColors.primary, kind: 'bar' }] as const;

const weekLabel = (start: number, style: 'short' | 'full') =>
  new Intl.DateTimeFormat(undefined, {
    month: 'short',
    day: 'numeric',
    ...(style === 'full' ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(start);

/**
 * Interviews per week (by their start; booked, held or missed, as the hiring home counts this week's)
 * and the no-shows among those that were due.
 */
export const InterviewsPerWeekCard = ({ analytics }: Props) => {
  const { interviews } = analytics;
  const points = interviews.weeks.map((week) => ({
    start: Date.parse(`${week.week_start}T00:00:00Z`),
    interviews: countedInterviewStatuses.reduce((sum, status) => sum + week[status], 0),
  }));
  return (
    <Card
      title="Interviews per week"
      description="Monday to Sunday in your time zone"
      actions={
        <Link
          to={interviewsHref}
          className="text-[13px] font-medium text-brand hover:underline"
          data-testid="recruiting-interviews-link"
        >
          Open the calendar
        </Link>
      }
    >
      <dl className="mb-3 grid grid-cols-2 gap-3 text-[13px] sm:grid-cols-4">
        <div>
          <dt className="text-gray-500">Interviews</dt>
          <dd className="text-lg font-semibold text-gray-900 tabular-nums">{formatCount(interviews.total)}</dd>
        </div>
        <div>
          <dt className="text-gray-500">This week</dt>
          <dd className="text-lg font-semibold text-gray-900 tabular-nums" data-testid="recruiting-this-week">
            {formatCount(interviews.this_week)}
          </dd>
        </div>
        <div>
          <dt className="text-gray-500">No-shows</dt>
          <dd className="text-lg font-semibold text-gray-900 tabular-nums" data-testid="recruiting-no-shows">
            {formatCount(interviews.no_show)}
          </dd>
        </div>
        <div>
          <dt className="text-gray-500">No-show rate</dt>
          <dd className="text-lg font-semibold text-gray-900 tabular-nums">{formatShare(interviews.no_show_rate)}</dd>
        </div>
      </dl>
      {interviews.total === 0 ? (
        <p className="text-[13px] text-gray-500" data-testid="recruiting-no-interviews">
          No interviews in this period.
        </p>
      ) : (
        <ChartFrame
          aria-label={`Interviews per week: ${points.map((p) => `${weekLabel(p.start, 'full')}, ${p.interviews}`).join('; ')}.`}
          className="h-40 w-full"
          data-testid="chart-interviews-per-week"
        >
          <TimeChart
            points={points}
            series={series}
            formatTick={(start) => weekLabel(start, 'short')}
            formatTitle={(start) => `Week of ${weekLabel(start, 'full')}`}
            formatAxis={(value) => formatCount(value)}
            formatValue={formatCount}
            wholeSteps
            axisWidth={32}
            height={160}
          />
        </ChartFrame>
      )}
    </Card>
  );
};
