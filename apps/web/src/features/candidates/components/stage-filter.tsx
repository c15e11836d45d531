import { applicationStageLabels, applicationStages, type ApplicationStage } from '@agentdesk/shared';
import { cn } from '../../../lib/cn.ts';

type Props = {
  current: ApplicationStage | undefined;
  /** Every candidate of the job by stage; undefined until the first page arrives. */
  counts: Record<ApplicationStage, number> | undefined;
  onChange: (stage: ApplicationStage | undefined) => void;
};

const filters: { stage: ApplicationStage | undefined; label: string }[] = [
  { stage: undefined, label: 'All' },
  ...applicationStages.map((stage) => ({ stage, label: applicationStageLabels[stage] })),
];

const countOf = (counts: Record<ApplicationStage, number>, stage: ApplicationStage | undefined) =>
  stage === undefined ? applicationStages.reduce((sum, each) => sum + (counts[each] ?? 0), 0) : (counts[stage] ?? 0);

/** All and each stage with how many of the job's candidates are there: the pipeline at a glance, and its filter. */
export const StageFilter = ({ current, counts, onChange }: Props) => (
  <div role="group" aria-label="Stage" className="-mx-1 flex min-w-0 flex-wrap gap-1 px-1 py-0.5">
    {filters.map(({ stage, label }) => {
      const isCurrent = stage === current;
      return (
        <button
          key={label}
          type="button"
          aria-pressed={isCurrent}
          data-testid={`stage-filter-${stage ?? 'all'}`}
          onClick={() => onChange(stage)}
          className={cn(
            'inline-flex h-7 shrink-0 items-center gap-1.5 rounded-md px-2 text-xs font-medium whitespace-nowrap transition-colors',
            isCurrent ? 'bg-brand-soft text-brand' : 'text-gray-600 hover:bg-gray-100 hover:text-gray-900',
          )}
        >
          {label}
          {counts !== undefined ? (
            <span
              data-testid="stage-filter-count"
              className={cn(
                'rounded-full px-1.5 text-[11px] tabular-nums',
                isCurrent ? 'bg-white text-brand' : 'bg-gray-100 text-gray-600',
              )}
            >
              {countOf(counts, stage).toLocaleString('en-US')}
            </span>
          ) : null}
        </button>
      );
    })}
  </div>
);
