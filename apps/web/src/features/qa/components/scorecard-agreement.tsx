import { plural } from '@agentdesk/shared';
import { TriangleAlert } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { useScorecardAgreement } from '../api/scorecard-agreement.ts';
import { agreementSentence, isLowAgreement } from '../utils/agreement-words.ts';

type Props = { scorecardId: string; scorecardName: string };

/**
 * How often people agreed with each criterion's automatic results (issue #29, item 5): the
 * corrections made on calls' QA tabs. A criterion under 70 % is marked as one to rewrite.
 */
export const ScorecardAgreement = ({ scorecardId, scorecardName }: Props) => {
  const agreement = useScorecardAgreement(scorecardId);
  const headingId = `agreement-${scorecardId}`;

  return (
    <section aria-labelledby={headingId} className="mt-2">
      <h4 id={headingId} className="text-xs font-medium text-gray-700">
        Agreement with the automatic results<span className="sr-only"> of {scorecardName}</span>
      </h4>
      {agreement.isPending ? (
        <div role="status" aria-label="Loading the agreement" className="mt-1 flex flex-col gap-1">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ) : agreement.isError ? (
        <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-gray-600">
          The agreement could not be loaded.
          <Button variant="link" size="sm" className="text-xs" onClick={() => void agreement.refetch()}>
            Retry
          </Button>
        </p>
      ) : (
        <ul className="mt-1 flex flex-col gap-1">
          {agreement.data.map((criterion) => {
            const isLow = isLowAgreement(criterion);
            return (
              <li
                key={criterion.criterion_id}
                data-testid="criterion-agreement"
                className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs"
              >
                <span className="font-medium break-words text-gray-800">{criterion.label}</span>
                <span className={cn('tabular-nums', isLow ? 'text-amber-800' : 'text-gray-600')}>
                  {agreementSentence(criterion)}
                </span>
                {isLow ? (
                  <Badge tone="amber">
                    <TriangleAlert size={12} aria-hidden="true" />
                    Worth rewriting
                  </Badge>
                ) : null}
                {criterion.outdated > 0 ? (
                  <span className="text-gray-500">
                    ({plural(criterion.outdated, 'correction')} of an earlier result not counted)
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
};
