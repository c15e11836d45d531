import { candidateSourceLabels, candidateSources, type CandidateSource } from '@agentdesk/shared';
import { Button } from '../../../components/ui/button.tsx';
import { FiltersButton } from '../../../components/ui/filters-button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Popover } from '../../../components/ui/popover.tsx';
import { Select } from '../../../components/ui/select.tsx';
import {
  countOtherFilters,
  NO_CANDIDATE_FILTERS,
  type CandidateFilterChange,
  type CandidateListFilter,
} from '../utils/candidate-list-filter.ts';

type Props = {
  filter: CandidateListFilter;
  onChange: (change: CandidateFilterChange) => void;
};

// A Radix Select item cannot have '' for its value: 'any' stands for no filter.
const ANY = 'any';

const sourceOptions = [
  { value: ANY, label: 'Any source' },
  ...candidateSources.map((value) => ({ value, label: candidateSourceLabels[value] })),
];
const bookmarkOptions = [
  { value: ANY, label: 'Everyone' },
  { value: 'true', label: 'Bookmarked only' },
  { value: 'false', label: 'Not bookmarked' },
];

type ScoreFieldProps = {
  id: string;
  label: string;
  value: number | undefined;
  placeholder: string;
  onCommit: (value: number | undefined) => void;
};

/** A 0–100 bound, committed when the field is left or Enter is pressed (not at each keystroke). */
const ScoreField = ({ id, label, value, placeholder, onCommit }: ScoreFieldProps) => (
  <div className="flex min-w-0 flex-1 flex-col gap-1">
    <Label htmlFor={id} className="text-xs text-gray-600">
      {label}
    </Label>
    <Input
      id={id}
      type="number"
      inputMode="numeric"
      min={0}
      max={100}
      step={1}
      placeholder={placeholder}
      className="h-8 text-[13px]"
      // Keyed by the filter, so a change from elsewhere (Clear filters, the address) shows.
      key={value ?? 'none'}
      defaultValue={value ?? ''}
      onBlur={(event) => {
        const text = event.currentTarget.value.trim();
        const next = /^\d{1,3}$/.test(text) ? Math.min(Number(text), 100) : undefined;
        if (next !== value) onCommit(next);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.currentTarget.blur();
      }}
    />
  </div>
);

/** The score range, the source and the bookmark, behind one 'Filters' button with how many are on. */
export const CandidateFiltersPopover = ({ filter, onChange }: Props) => {
  const activeCount = countOtherFilters({ ...filter, skill: '' });
  return (
    <Popover
      aria-label="Candidate filters"
      align="end"
      trigger={<FiltersButton activeCount={activeCount} data-testid="candidate-filters" />}
    >
      <div className="flex flex-col gap-3">
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-xs font-medium text-gray-800">Fit score</legend>
          <div className="flex gap-2">
            <ScoreField
              id="filter-min-score"
              label="At least"
              value={filter.minScore}
              placeholder="0"
              onCommit={(minScore) => onChange({ minScore })}
            />
            <ScoreField
              id="filter-max-score"
              label="At most"
              value={filter.maxScore}
              placeholder="100"
              onCommit={(maxScore) => onChange({ maxScore })}
            />
          </div>
        </fieldset>
        <div className="flex flex-col gap-1">
          <Label htmlFor="filter-source" className="text-xs text-gray-600">
            Source
          </Label>
          <Select
            id="filter-source"
            size="sm"
            value={filter.source ?? ANY}
            options={sourceOptions}
            onValueChange={(value) => onChange({ source: value === ANY ? undefined : (value as CandidateSource) })}
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="filter-bookmarked" className="text-xs text-gray-600">
            Bookmark
          </Label>
          <Select
            id="filter-bookmarked"
            size="sm"
            value={filter.bookmarked === undefined ? ANY : String(filter.bookmarked)}
            options={bookmarkOptions}
            onValueChange={(value) => onChange({ bookmarked: value === ANY ? undefined : value === 'true' })}
          />
        </div>
        {activeCount > 0 ? (
          <Button
            variant="ghost"
            size="sm"
            className="self-start"
            onClick={() => onChange({ ...NO_CANDIDATE_FILTERS, stage: filter.stage, skill: filter.skill })}
          >
            Clear these filters
          </Button>
        ) : null}
      </div>
    </Popover>
  );
};
