import type { Analytics } from '@agentdesk/shared';
import { BarList } from '../../../components/ui/bar-list.tsx';
import { Card } from '../../../components/ui/card.tsx';
import type { DrillDown } from '../utils/drill-down-href.ts';
import { formatCount, formatPercent } from '../utils/format-metric.ts';

type Props = {
  directions: Analytics['directions'];
  hrefFor: (drillDown: DrillDown) => string;
  className?: string;
};

/** Inbound against outbound calls; each opens its calls. */
export const DirectionCard = ({ directions, hrefFor, className }: Props) => {
  const total = directions.inbound + directions.outbound;
  const rows = [
    { id: 'inbound', label: 'Inbound', value: directions.inbound },
    { id: 'outbound', label: 'Outbound', value: directions.outbound },
  ] as const;

  return (
    <Card title="Inbound vs outbound" description="Who placed the call" className={className}>
      <BarList
        aria-label="Calls by direction"
        data-testid="directions"
        max={total}
        items={rows.map((row) => ({
          id: row.id,
          label: row.label,
          value: row.value,
          valueLabel: `${formatCount(row.value)}${total > 0 ? ` · ${formatPercent(row.value / total)}` : ''}`,
          href: hrefFor({ direction: row.id }),
          linkLabel: `Show ${row.id} calls`,
        }))}
      />
    </Card>
  );
};
