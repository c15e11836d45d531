import type { Analytics } from '@agentdesk/shared';
import type { DrillDown } from '../utils/drill-down-href.ts';
import { kpiDefinitions } from '../utils/kpi-definitions.ts';
import { KpiCard } from './kpi-card.tsx';

type Props = {
  kpis: Analytics['kpis'];
  comparedWith: string;
  hrefFor: (drillDown: DrillDown) => string;
};

/** The eight KPI cards: two columns on a phone, four on a wide screen. */
export const KpiGrid = ({ kpis, comparedWith, hrefFor }: Props) => (
  <section aria-label="Key figures" data-testid="analytics-kpis" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
    {kpiDefinitions.map((definition) => (
      <KpiCard
        key={definition.key}
        definition={definition}
        kpi={kpis[definition.key]}
        callsBefore={kpis.total_calls.previous}
        comparedWith={comparedWith}
        href={definition.drill === undefined ? undefined : hrefFor(definition.drill.drillDown)}
      />
    ))}
  </section>
);
