import { FiltersButton } from '../../../components/ui/filters-button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Popover } from '../../../components/ui/popover.tsx';
import { Select } from '../../../components/ui/select.tsx';
import type { AgentsState } from '../../../lib/agents-state.ts';
import type { SelectOption } from '../../../components/ui/select.tsx';
import type { CallFilterKey, CallFilters } from '../utils/call-filters.ts';
import { disconnectionReasonOptions } from '../utils/disconnection-reasons.ts';
import { CallQaFilterFields } from './call-qa-filter-fields.tsx';

type Props = {
  filters: CallFilters;
  setFilter: (key: CallFilterKey, value: string | undefined) => void;
  agentsState: AgentsState;
  fixedAgentId?: string;
};

// Radix Select has no empty value: 'all' stands for no filter.
const ALL = 'all';

type FilterFieldProps = {
  id: string;
  label: string;
  value: string | undefined;
  options: SelectOption[];
  allLabel: string;
  isLoading?: boolean;
  onChange: (value: string | undefined) => void;
};

const FilterField = ({ id, label, value, options, allLabel, isLoading, onChange }: FilterFieldProps) => (
  <div className="flex flex-col gap-1">
    <Label htmlFor={id} className="text-xs text-gray-600">
      {label}
    </Label>
    <Select
      id={id}
      size="sm"
      value={value ?? ALL}
      isLoading={isLoading}
      onValueChange={(next) => onChange(next === ALL ? undefined : next)}
      options={[{ value: ALL, label: allLabel }, ...options]}
    />
  </div>
);

/** Agent, direction, outcome, sentiment, disconnection reason, failed criterion and QA score, behind one 'Filters' button. */
export const CallFiltersPopover = ({ filters, setFilter, agentsState, fixedAgentId }: Props) => {
  const activeCount = [
    fixedAgentId === undefined ? filters.agent_id : undefined,
    filters.agent_version,
    filters.direction,
    filters.call_successful,
    filters.sentiment,
    filters.disconnection_reason,
    filters.qa_failed_criterion,
    filters.qa_score_min,
    filters.qa_score_max,
  ].filter((value) => value !== undefined).length;
  const agentOptions = agentsState.agents.map((agent) => ({ value: agent.id, label: agent.name }));
  if (filters.agent_id !== undefined && !agentOptions.some((option) => option.value === filters.agent_id)) {
    agentOptions.push({ value: filters.agent_id, label: filters.agent_id });
  }
  const reasonOptions = disconnectionReasonOptions(filters.disconnection_reason);

  return (
    <Popover aria-label="Call filters" trigger={<FiltersButton activeCount={activeCount} />}>
      <div className="flex flex-col gap-3">
        {fixedAgentId === undefined ? (
          <FilterField
            id="filter-agent"
            label="Agent"
            allLabel="All agents"
            value={filters.agent_id}
            options={agentOptions}
            isLoading={agentsState.isPending}
            onChange={(value) => setFilter('agent_id', value)}
          />
        ) : null}
        {filters.agent_id !== undefined ? (
          <div className="flex flex-col gap-1">
            <Label htmlFor="filter-agent-version" className="text-xs text-gray-600">
              Agent version
            </Label>
            <Input
              id="filter-agent-version"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              placeholder="All versions"
              className="h-8 text-[13px]"
              // Keyed by the filter so a change from elsewhere (Clear filters, the address) shows.
              key={filters.agent_version ?? 'all'}
              defaultValue={filters.agent_version ?? ''}
              onBlur={(event) => {
                const value = event.currentTarget.value.trim();
                setFilter('agent_version', /^\d{1,9}$/.test(value) ? String(Number(value)) : undefined);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') event.currentTarget.blur();
              }}
            />
          </div>
        ) : null}
        <FilterField
          id="filter-direction"
          label="Direction"
          allLabel="All directions"
          value={filters.direction}
          options={[
            { value: 'inbound', label: 'Inbound' },
            { value: 'outbound', label: 'Outbound' },
          ]}
          onChange={(value) => setFilter('direction', value)}
        />
        <FilterField
          id="filter-outcome"
          label="Outcome"
          allLabel="All outcomes"
          value={filters.call_successful}
          options={[
            { value: 'true', label: 'Successful' },
            { value: 'false', label: 'Unsuccessful' },
          ]}
          onChange={(value) => setFilter('call_successful', value)}
        />
        <FilterField
          id="filter-sentiment"
          label="Sentiment"
          allLabel="All sentiments"
          value={filters.sentiment}
          options={[
            { value: 'positive', label: 'Positive' },
            { value: 'neutral', label: 'Neutral' },
            { value: 'negative', label: 'Negative' },
          ]}
          onChange={(value) => setFilter('sentiment', value)}
        />
        <FilterField
          id="filter-disconnection-reason"
          label="Disconnection reason"
          allLabel="Any reason"
          value={filters.disconnection_reason}
          options={reasonOptions}
          onChange={(value) => setFilter('disconnection_reason', value)}
        />
        <CallQaFilterFields filters={filters} setFilter={setFilter} />
      </div>
    </Popover>
  );
};
