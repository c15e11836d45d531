import type { CallPeriod } from '@agentdesk/shared';
import { SearchX } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

type Props = {
  hasActiveFilters: boolean;
  period: CallPeriod;
  onClearFilters: () => void;
  onShowLongerPeriod: () => void;
};

/** There are calls, but none in this period or with these filters. */
export const NoMatchingCalls = ({ hasActiveFilters, period, onClearFilters, onShowLongerPeriod }: Props) => (
  <div
    data-testid="calls-empty"
    className="flex flex-1 flex-col items-center justify-center gap-2 px-6 py-12 text-center"
  >
    <span className="flex size-10 items-center justify-center rounded-full bg-gray-100 text-gray-500">
      <SearchX size={20} aria-hidden="true" />
    </span>
    <h2 className="mt-1 text-[13px] font-semibold text-gray-900">No calls match these filters</h2>
    <p className="max-w-64 text-xs leading-relaxed text-gray-500">
      {hasActiveFilters
        ? 'Clear the filters or choose a longer period to see more calls.'
        : 'There are no calls in this period. Choose a longer one.'}
    </p>
    <div className="mt-2 flex flex-wrap justify-center gap-2">
      {hasActiveFilters ? (
        <Button variant="secondary" size="sm" onClick={onClearFilters}>
          Clear filters
        </Button>
      ) : null}
      {period !== '90days' ? (
        <Button variant={hasActiveFilters ? 'ghost' : 'secondary'} size="sm" onClick={onShowLongerPeriod}>
          Show last 90 days
        </Button>
      ) : null}
    </div>
  </div>
);
