import { applicationStageLabels, type RecruitingAnalytics } from '@agentdesk/shared';
import { BarList } from '../../../../components/ui/bar-list.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { candidatesHref, formatShare } from '../../utils/recruiting-format.ts';

type Props = { analytics: RecruitingAnalytics; jobId: string };

/** How many of the period's applications reached each stage, with the share that went on from the stage before. */
export const RecruitingFunnelCard = ({ analytics, jobId }: Props) => {
  const items = [
    ...analytics.funnel.map((step) => ({
      id: step.stage,
      label: applicationStageLabels[step.stage],
      value: step.count,
      valueLabel: step.conversion === null ? String(step.count) : `${step.count} · ${formatShare(step.conversion)}`,
      tone: step.stage === 'hired' ? ('green' as const) : ('brand' as const),
      href: candidatesHref({ jobId, stage: step.stage }),
      linkLabel: `Show candidates now in ${applicationStageLabels[step.stage]}`,
    })),
    {
      id: 'rejected',
      label: applicationStageLabels.rejected,
      value: analytics.rejected,
      tone: 'red' as const,
      href: candidatesHref({ jobId, stage: 'rejected' }),
      linkLabel: 'Show rejected candidates',
    },
  ];
  return (
    <Card
      title="Hiring funnel"
      description="Applications of the period that reached each stage · % went on from the stage before"
    >
      <BarList
        items={items}
        max={analytics.funnel[0]?.count ?? 0}
        aria-label="Hiring funnel"
        data-testid="recruiting-funnel"
      />
    </Card>
  );
};
