import type { FitPart, FitResult } from '@agentdesk/shared';
import { CircleCheck, CircleDashed, CircleX } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { fitResultLabels } from '../utils/fit-labels.ts';

const resultLooks: Record<FitResult, { icon: typeof CircleCheck; className: string }> = {
  matched: { icon: CircleCheck, className: 'text-green-700' },
  partial: { icon: CircleDashed, className: 'text-amber-700' },
  missing: { icon: CircleX, className: 'text-red-700' },
};

/**
 * One line of the explanation: the requirement, matched, partly or missing (icon and word), the
 * résumé's sentence as evidence, why, and the points it gave; a line the language model raised says
 * so beside what the rules alone found.
 */
export const FitPartItem = ({ part }: { part: FitPart }) => {
  const look = resultLooks[part.result];
  const Icon = look.icon;
  return (
    <li data-testid="fit-part" data-result={part.result} className="flex gap-3 py-2.5">
      <Icon size={16} aria-hidden="true" className={cn('mt-0.5 shrink-0', look.className)} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline gap-x-2">
          <p className="min-w-0 flex-1 text-[13px] font-medium break-words text-gray-900">{part.requirement}</p>
          <span
            className="shrink-0 text-xs text-gray-500 tabular-nums"
            title="Points given of the most this line can give"
          >
            {formatPoints(part.points)} / {formatPoints(part.max_points)}
            <span className="sr-only"> points</span>
          </span>
        </div>
        <p className="mt-0.5 text-xs">
          <span data-testid="fit-part-result" className={cn('font-medium', look.className)}>
            {fitResultLabels[part.result]}
          </span>
          {part.reason !== '' ? (
            <span className="text-gray-600">
              {' '}
              · {part.model ? 'the rules: ' : ''}
              {part.reason}
            </span>
          ) : null}
        </p>
        {part.model ? (
          <p data-testid="fit-part-model" className="mt-0.5 text-xs text-gray-600">
            Found by the language model, quoting the résumé below; the rules alone said{' '}
            <span className="font-medium">{fitResultLabels[part.model.rules_result]}</span>.
          </p>
        ) : null}
        {part.evidence !== null ? (
          <blockquote
            data-testid="fit-part-evidence"
            className="mt-1.5 border-l-2 border-gray-200 pl-2.5 text-xs break-words text-gray-700 italic"
          >
            “{part.evidence}”
          </blockquote>
        ) : null}
      </div>
    </li>
  );
};

/** 7.5 as '7.5', 8 as '8'. */
const formatPoints = (points: number) => (Number.isInteger(points) ? String(points) : points.toFixed(1));
