import type { Analytics } from '@agentdesk/shared';
import { chartColors } from '../../../components/charts/chart-colors.ts';
import type { DrillDown } from '../utils/drill-down-href.ts';
import { AgentsTable } from './agents-table.tsx';
import { BreakdownDonut } from './breakdown-donut.tsx';
import { CallsOverTimeChart } from './calls-over-time-chart.tsx';
import { CostOverTimeChart } from './cost-over-time-chart.tsx';
import { DirectionCard } from './direction-card.tsx';
import { DisconnectionReasonsCard } from './disconnection-reasons-card.tsx';
import { LatencyCard } from './latency-card.tsx';

type Props = {
  analytics: Analytics;
  hrefFor: (drillDown: DrillDown) => string;
  agentName: (agentId: string) => string;
  /** Agent mode shows one agent: no per-agent table. */
  showAgents: boolean;
};

/**
 * Every chart of the dashboard. This module is the one that imports the drawing code (d3-shape), and the screen
 * loads it lazily, so it stays out of the entry and the KPIs paint first.
 */
export const AnalyticsCharts = ({ analytics, hrefFor, agentName, showAgents }: Props) => {
  const { outcomes, sentiment } = analytics;

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-3" data-testid="analytics-charts">
      <CallsOverTimeChart analytics={analytics} className="lg:col-span-2" />
      <BreakdownDonut
        title="Outcome"
        description="Calls the analysis marked successful"
        summaryLabel="Calls by outcome"
        data-testid="chart-outcomes"
        segments={[
          {
            id: 'successful',
            label: 'Successful',
            value: outcomes.successful,
            color: chartColors.good,
            href: hrefFor({ call_successful: 'true' }),
            linkLabel: 'Show successful calls',
          },
          {
            id: 'unsuccessful',
            label: 'Unsuccessful',
            value: outcomes.unsuccessful,
            color: chartColors.bad,
            href: hrefFor({ call_successful: 'false' }),
            linkLabel: 'Show unsuccessful calls',
          },
          { id: 'unknown', label: 'Not analysed', value: outcomes.unknown, color: chartColors.unknown },
        ]}
      />
      <CostOverTimeChart analytics={analytics} className="lg:col-span-2" />
      <BreakdownDonut
        title="Sentiment"
        description="How callers felt"
        summaryLabel="Calls by sentiment"
        data-testid="chart-sentiment"
        segments={[
          {
            id: 'positive',
            label: 'Positive',
            value: sentiment.positive,
            color: chartColors.good,
            href: hrefFor({ sentiment: 'positive' }),
            linkLabel: 'Show positive calls',
          },
          {
            id: 'neutral',
            label: 'Neutral',
            value: sentiment.neutral,
            color: chartColors.neutral,
            href: hrefFor({ sentiment: 'neutral' }),
            linkLabel: 'Show neutral calls',
          },
          {
            id: 'negative',
            label: 'Negative',
            value: sentiment.negative,
            color: chartColors.bad,
            href: hrefFor({ sentiment: 'negative' }),
            linkLabel: 'Show negative calls',
          },
          { id: 'unknown', label: 'Unknown', value: sentiment.unknown, color: chartColors.unknown },
        ]}
      />
      {/* As tall as its reasons: beside the taller direction and latency column it is not
          stretched into a large empty card. */}
      <DisconnectionReasonsCard
        reasons={analytics.disconnection_reasons}
        hrefFor={hrefFor}
        className="lg:col-span-2 lg:self-start"
      />
      <div className="flex flex-col gap-4">
        <DirectionCard directions={analytics.directions} hrefFor={hrefFor} />
        <LatencyCard latency={analytics.latency} />
      </div>
      {showAgents ? (
        <AgentsTable agents={analytics.agents} agentName={agentName} hrefFor={hrefFor} className="lg:col-span-3" />
      ) : null}
    </div>
  );
};
