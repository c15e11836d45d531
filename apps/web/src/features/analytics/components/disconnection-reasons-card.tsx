import type { Analytics } from '@agentdesk/shared';
import { BarList } from '../../../components/ui/bar-list.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { disconnectionReasonLabel } from '../../../lib/disconnection-reason-label.ts';
import type { DrillDown } from '../utils/drill-down-href.ts';
import { formatCount } from '../utils/format-metric.ts';

type Props = {
  reasons: Analytics['disconnection_reasons'];
  hrefFor: (drillDown: DrillDown) => string;
  className?: string;
};

/** How calls ended, most frequent first; each reason opens its calls. */
export const DisconnectionReasonsCard = ({ reasons, hrefFor, className }: Props) => {
  const sorted = [...reasons].sort((a, b) => b.count - a.count);

  return (
    <Card title="Disconnection reasons" description="How calls ended" className={className}>
      {sorted.length === 0 ? (
        <p className="py-6 text-center text-[13px] text-gray-500">No ended calls in this period.</p>
      ) : (
        <BarList
          aria-label="Calls by disconnection reason"
          data-testid="disconnection-reasons"
          items={sorted.map(({ reason, count }) => {
            const label = disconnectionReasonLabel(reason);
            return {
              id: reason,
              label,
              value: count,
              valueLabel: formatCount(count),
              href: hrefFor({ disconnection_reason: reason }),
              linkLabel: `Show calls ended by ${label}`,
            };
          })}
        />
      )}
    </Card>
  );
};
