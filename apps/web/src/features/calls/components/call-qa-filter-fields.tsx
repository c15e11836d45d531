import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useFailedCriterionOptions } from '../hooks/use-failed-criterion-options.ts';
import type { CallFilterKey, CallFilters } from '../utils/call-filters.ts';

type Props = {
  filters: CallFilters;
  setFilter: (key: CallFilterKey, value: string | undefined) => void;
};

// Radix Select has no empty value: 'all' stands for no filter.
const ALL = 'all';

/** A score bound typed in: 0 to 100 with at most one decimal, else no bound. */
const scoreOf = (text: string) => {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) && value >= 0 && value <= 100 ? String(value) : undefined;
};

const ScoreInput = ({
  id,
  label,
  value,
  onCommit,
}: {
  id: string;
  label: string;
  value: number | undefined;
  onCommit: (value: string | undefined) => void;
}) => (
  <Input
    id={id}
    aria-label={label}
    type="number"
    inputMode="decimal"
    min={0}
    max={100}
    step={1}
    placeholder={label === 'Lowest QA score' ? '0' : '100'}
    className="h-8 text-[13px]"
    // Keyed by the filter so a change from elsewhere (Clear filters, the address) shows.
    key={value ?? 'none'}
    defaultValue={value ?? ''}
    onBlur={(event) => onCommit(scoreOf(event.currentTarget.value))}
    onKeyDown={(event) => {
      if (event.key === 'Enter') event.currentTarget.blur();
    }}
  />
);

/** The QA filters of the list (issue #29): a criterion the call's review failed, and a QA score range. */
export const CallQaFilterFields = ({ filters, setFilter }: Props) => {
  const chosen = filters.qa_failed_criterion;
  const { options, isPending } = useFailedCriterionOptions(chosen);

  return (
    <>
      <div className="flex flex-col gap-1">
        <Label htmlFor="filter-failed-criterion" className="text-xs text-gray-600">
          Failed criterion
        </Label>
        <Select
          id="filter-failed-criterion"
          size="sm"
          value={chosen ?? ALL}
          isLoading={isPending}
          onValueChange={(next) => setFilter('qa_failed_criterion', next === ALL ? undefined : next)}
          options={[{ value: ALL, label: 'Any criterion' }, ...options]}
        />
      </div>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-xs text-gray-600">QA score</legend>
        <div className="flex items-center gap-2">
          <ScoreInput
            id="filter-qa-score-min"
            label="Lowest QA score"
            value={filters.qa_score_min}
            onCommit={(value) => setFilter('qa_score_min', value)}
          />
          <span aria-hidden="true" className="text-xs text-gray-500">
            to
          </span>
          <ScoreInput
            id="filter-qa-score-max"
            label="Highest QA score"
            value={filters.qa_score_max}
            onCommit={(value) => setFilter('qa_score_max', value)}
          />
        </div>
      </fieldset>
    </>
  );
};
