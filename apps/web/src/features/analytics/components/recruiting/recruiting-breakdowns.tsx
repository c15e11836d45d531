import { candidateSourceLabels, type CandidateSource, type RecruitingAnalytics } from '@agentdesk/shared';
import { plural } from '@agentdesk/shared/plural';
import { BarList } from '../../../../components/ui/bar-list.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { useRecruitingAgent } from '../../../../lib/recruiting-agent.ts';
import { candidatesHref, conversationsHref } from '../../utils/recruiting-format.ts';

type Props = { analytics: RecruitingAnalytics; jobId: string };

const sourceLabel = (source: string) => candidateSourceLabels[source as CandidateSource] ?? 'Other';

/** The recruiting agent's screening calls by their analysis. */
export const ScreeningOutcomesCard = ({ analytics }: Props) => {
  const { successful, unsuccessful, no_analysis } = analytics.screening;
  const agentName = useRecruitingAgent()?.name ?? 'the recruiting agent';
  const items = [
    { id: 'successful', label: 'Successful', value: successful, tone: 'green' as const },
    { id: 'unsuccessful', label: 'Unsuccessful', value: unsuccessful, tone: 'red' as const },
    { id: 'no_analysis', label: 'No analysis yet', value: no_analysis, tone: 'gray' as const },
  ].map((item) => ({ ...item, href: conversationsHref, linkLabel: `Show ${agentName}’s calls` }));
  return (
    <Card
      title="Screening calls"
      description={`${plural(successful + unsuccessful + no_analysis, 'call')} by ${agentName} with candidates`}
    >
      <BarList items={items} aria-label="Screening call outcomes" data-testid="recruiting-screening" />
    </Card>
  );
};

/** Where the period's applications came from, with how many were hired. */
export const SourcesCard = ({ analytics, jobId }: Props) => (
  <Card title="Sources" description="Applications of the period, and hires">
    {analytics.sources.length === 0 ? (
      <p className="text-[13px] text-gray-500">No applications in this period.</p>
    ) : (
      <BarList
        items={analytics.sources.map((row) => ({
          id: row.source,
          label: sourceLabel(row.source),
          value: row.applied,
          valueLabel: `${row.applied} · ${row.hired} hired`,
          href: row.source in candidateSourceLabels ? candidatesHref({ jobId, source: row.source }) : undefined,
          linkLabel: `Show candidates from ${sourceLabel(row.source)}`,
        }))}
        aria-label="Candidate sources"
        data-testid="recruiting-sources"
      />
    )}
  </Card>
);
