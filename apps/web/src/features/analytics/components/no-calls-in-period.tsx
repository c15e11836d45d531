import type { CallPeriod } from '@agentdesk/shared';
import { CalendarSearch } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { periodPhrases } from '../utils/analytics-filters.ts';

type Props = {
  period: CallPeriod;
  /** Agent or direction narrow the view: offer to drop them. */
  hasNarrowingFilters: boolean;
  onShowLongerPeriod: () => void;
  onClearFilters: () => void;
};

/** There are calls, just none in this period (or for these filters). */
export const NoCallsInPeriod = ({ period, hasNarrowingFilters, onShowLongerPeriod, onClearFilters }: Props) => {
  const canWiden = period !== '90days';
  const description =
    `No calls were made or received ${periodPhrases[period]}${hasNarrowingFilters ? ' with these filters' : ''}.` +
    (canWiden ? ' A longer period may have some.' : '');

  return (
    <div data-testid="analytics-empty">
      <EmptyState
        icon={CalendarSearch}
        title="No calls in this period"
        description={description}
        action={
          canWiden || hasNarrowingFilters ? (
            <div className="flex flex-wrap items-center justify-center gap-2">
              {canWiden ? (
                <Button size="sm" onClick={onShowLongerPeriod} data-testid="analytics-widen-period">
                  Show last 90 days
                </Button>
              ) : null}
              {hasNarrowingFilters ? (
                <Button size="sm" variant="secondary" onClick={onClearFilters} data-testid="analytics-clear-filters">
                  Clear filters
                </Button>
              ) : null}
            </div>
          ) : undefined
        }
      />
    </div>
  );
};
