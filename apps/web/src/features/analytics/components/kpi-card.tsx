import type { Kpi } from '@agentdesk/shared';
import { comparePeriods } from '@agentdesk/shared/period-change';
import { ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router';
import { LinkAction } from '../../../components/ui/link-action.tsx';
import { cn } from '../../../lib/cn.ts';
import { describeDelta } from '../utils/describe-delta.ts';
import type { DeltaTone } from '../utils/describe-delta.ts';
import { differenceFormats } from '../utils/kpi-definitions.ts';
import type { KpiDefinition } from '../utils/kpi-definitions.ts';

type Props = {
  definition: KpiDefinition;
  kpi: Kpi;
  /** The previous period's calls: what a rate, an average or a cost of that period rests on. */
  callsBefore: number | null;
  /** 'the previous 7 days', 'yesterday'. */
  comparedWith: string;
  /** The conversations behind the figure, when there is a list for it. */
  href?: string;
};

const toneClasses: Record<DeltaTone, string> = {
  good: 'text-green-700',
  bad: 'text-red-700',
  neutral: 'text-gray-500',
};

/** One KPI: the figure, and its change against the previous period coloured by what a rise means. */
export const KpiCard = ({ definition, kpi, callsBefore, comparedWith, href }: Props) => {
  const { unit } = definition;
  // A count rests on itself; a rate, an average or a cost on the previous period's calls.
  const base = unit === 'count' ? kpi.previous : callsBefore;
  const change = comparePeriods(kpi.value, kpi.previous, { base, isRate: unit === 'rate' });
  const delta = describeDelta(change, definition.polarity, differenceFormats[unit]);
  const value = definition.format(kpi.value);
  const previous = definition.format(kpi.previous);
  const body = (
    <>
      <span className="flex items-start justify-between gap-2">
        <span className="text-[13px] font-medium text-gray-500">{definition.label}</span>
        {href !== undefined ? (
          <ArrowUpRight size={14} aria-hidden="true" className="shrink-0 text-gray-400 group-hover:text-brand" />
        ) : null}
      </span>
      <span
        className="mt-1.5 block truncate text-xl font-semibold tracking-tight text-gray-900 tabular-nums sm:text-2xl"
        data-testid="kpi-value"
      >
        {value}
      </span>
      <span className="mt-1 flex flex-wrap items-baseline gap-x-1.5 text-xs" title={`Previous: ${previous}`}>
        <span
          className={cn('font-medium tabular-nums', toneClasses[delta.tone])}
          data-testid="kpi-delta"
          data-tone={delta.tone}
        >
          <span aria-hidden="true">{delta.text}</span>
          <span className="sr-only">{delta.label}</span>
        </span>
        <span className="text-gray-500">vs {comparedWith}</span>
      </span>
    </>
  );
  const className = 'block min-w-0 rounded-lg border border-gray-200 bg-white p-3 sm:p-4';

  return href !== undefined ? (
    <Link
      to={href}
      data-testid={`kpi-${definition.key}`}
      className={cn(className, 'group transition-colors hover:border-brand/50 hover:bg-brand-soft/40')}
    >
      {body}
      <LinkAction label={definition.drill?.label ?? 'Show calls'} />
    </Link>
  ) : (
    <div role="group" aria-label={definition.label} data-testid={`kpi-${definition.key}`} className={className}>
      {body}
    </div>
  );
};
