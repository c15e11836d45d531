import type { QaOverview, QaTrend } from '@agentdesk/shared';

// The overview's figures as the page shows them: the chart's points (one line per agent and
// version), a failure rate in words, a trend in words (never colour alone) and the drill-down.

/** The lines the chart draws: at most this many (the most reviewed), so the legend stays readable. */
export const MAX_LINES = 6;

const lineColors = ['#2563EB', '#93C5FD', '#16A34A', '#D97706', '#7C3AED', '#DB2777'] as const;

export type ScoreLine = { key: string; label: string; color: string; kind: 'line' };

/** A bucket (its first UTC day) as epoch ms, the chart's time axis. */
export const bucketMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The chart's series and points: every bucket of the span, NaN where a line has no score. */
export const chartOf = (overview: QaOverview, agentName: (id: string) => string) => {
  const chosen = [...overview.series].sort((a, b) => b.reviews - a.reviews).slice(0, MAX_LINES);
  const lines: ScoreLine[] = chosen.map((entry, index) => ({
    key: `line${index}`,
    label: `${agentName(entry.agent_id)}${entry.agent_version === null ? '' : ` v${entry.agent_version}`}`,
    color: lineColors[index % lineColors.length]!,
    kind: 'line',
  }));
  const points = overview.range.buckets.map((bucket) => {
    const point: { start: number } & Record<string, number> = { start: bucketMs(bucket) };
    chosen.forEach((entry, index) => {
      point[`line${index}`] = entry.points.find((p) => p.bucket === bucket)?.average_score ?? Number.NaN;
    });
    return point;
  });
  return { lines, points, hidden: overview.series.length - chosen.length };
};

export const formatRate = (rate: number) => `${Math.round(rate * 100)}%`;

/** The trend of a failure rate in words: more failures is worse. */
export const trendWords = (trend: QaTrend, previousRate: number | null): string => {
  const before = previousRate === null ? '' : ` (${formatRate(previousRate)} before)`;
  switch (trend) {
    case 'up':
      return `Failing more often${before}`;
    case 'down':
      return `Failing less often${before}`;
    case 'flat':
      return `About the same${before}`;
    case 'new':
      return 'No calls before';
  }
};

/** Conversations showing the calls that failed the criterion, over the overview's 30 days. */
export const seeCallsHref = (criterionId: string) =>
  `/conversations?${new URLSearchParams({ qa_failed_criterion: criterionId, period: '30days' }).toString()}`;
