import { qaFixFor, type QaOverviewCriterion } from '@agentdesk/shared';
import { ChevronDown, TrendingDown, TrendingUp, Minus, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { formatRate, seeCallsHref, trendWords } from '../utils/overview-figures.ts';

type Props = { criteria: QaOverviewCriterion[]; showScorecard: boolean };

const trendIcons = { up: TrendingUp, down: TrendingDown, flat: Minus, new: Sparkles } as const;

/** The trend in words with its own icon; red only beside the words "Failing more often". */
const Trend = ({ criterion }: { criterion: QaOverviewCriterion }) => {
  const Icon = trendIcons[criterion.trend];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 text-xs',
        criterion.trend === 'up' ? 'text-red-700' : criterion.trend === 'down' ? 'text-green-700' : 'text-gray-600',
      )}
    >
      <Icon size={14} aria-hidden="true" className="shrink-0" />
      {trendWords(criterion.trend, criterion.previous_failure_rate)}
    </span>
  );
};

const CriterionRow = ({ criterion, showScorecard }: { criterion: QaOverviewCriterion; showScorecard: boolean }) => {
  const [open, setOpen] = useState(false);
  const id = useId();
  const fix = qaFixFor(criterion.config);
  const failing = criterion.failed > 0;
  return (
    <li data-testid="failing-criterion" className="flex flex-col gap-2 py-3">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0 flex-1">
          <p className="text-[13px] font-medium break-words text-gray-900">{criterion.label}</p>
          {showScorecard ? <p className="text-xs text-gray-500">{criterion.scorecard_name}</p> : null}
        </div>
        <p className="shrink-0 text-right text-[13px] text-gray-900 tabular-nums">
          <span className="font-semibold">{formatRate(criterion.failure_rate)}</span> failed
          <span className="block text-xs text-gray-500">
            {criterion.failed} of {criterion.decided} calls
          </span>
        </p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <Trend criterion={criterion} />
        <span className="flex items-center gap-3 text-xs">
          {failing ? (
            <>
              <button
                type="button"
                aria-expanded={open}
                aria-controls={`${id}-fix`}
                onClick={() => setOpen((value) => !value)}
                className="inline-flex items-center gap-1 font-medium text-gray-700 hover:text-gray-900"
              >
                How to fix
                <ChevronDown
                  size={14}
                  aria-hidden="true"
                  className={cn('transition-transform', open && 'rotate-180')}
                />
              </button>
              <Link
                to={seeCallsHref(criterion.criterion_id)}
                aria-label={`See calls that failed ${criterion.label}`}
                className="font-medium text-brand hover:underline"
              >
                See calls
              </Link>
            </>
          ) : null}
        </span>
      </div>
      {failing && open ? (
        <div id={`${id}-fix`} data-testid="criterion-fix" className="rounded-md bg-gray-50 px-3 py-2 text-[13px]">
          <p className="font-medium text-gray-900">{fix.title}</p>
          <p className="mt-1 text-gray-700">{fix.advice}</p>
          <p className="mt-1 text-xs text-gray-500">Where: {fix.where}</p>
        </div>
      ) : null}
    </li>
  );
};

/** The criteria most often failed, with the rate, the trend, the calls behind it and what usually fixes it. */
export const FailingCriteriaTable = ({ criteria, showScorecard }: Props) => (
  <ul aria-label="Most failed criteria" className="-my-3 divide-y divide-gray-100">
    {criteria.map((criterion) => (
      <CriterionRow key={criterion.criterion_id} criterion={criterion} showScorecard={showScorecard} />
    ))}
  </ul>
);
