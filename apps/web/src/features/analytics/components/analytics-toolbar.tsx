import { callPeriods, periodLabels, type Analytics } from '@agentdesk/shared';
import { X } from 'lucide-react';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';
import type { SelectOption } from '../../../components/ui/select.tsx';
import type { AgentsState } from '../../../lib/agents-state.ts';
import type { AnalyticsFiltersState } from '../hooks/use-analytics-filters.ts';

type Props = {
  filterState: AnalyticsFiltersState;
  agentsState: AgentsState;
  /** Agent mode: no agent filter. */
  fixedAgentId?: string;
  /** The filtered agent's versions in the period (the Version filter's choices). */
  versions: Analytics['versions'];
};

// Radix Select has no empty value: 'all' stands for no filter.
const ALL = 'all';

type FieldProps = {
  id: string;
  label: string;
  value: string;
  options: SelectOption[];
  isLoading?: boolean;
  onChange: (value: string) => void;
};

const Field = ({ id, label, value, options, isLoading, onChange }: FieldProps) => (
  <div className="flex min-w-0 flex-col gap-1">
    <Label htmlFor={id} className="text-xs text-gray-600">
      {label}
    </Label>
    <Select id={id} size="sm" value={value} onValueChange={onChange} options={options} isLoading={isLoading} />
  </div>
);

/** The agent the figures are filtered to, with a button that removes the filter. */
const AgentFilterChip = ({ name, onRemove }: { name: string; onRemove: () => void }) => (
  <div
    data-testid="analytics-agent-filter"
    className="flex min-w-0 items-center gap-1 self-start rounded-full border border-brand/30 bg-brand/5 py-0.5 pr-0.5 pl-3 text-xs text-gray-700"
  >
    <span className="min-w-0 truncate">
      Agent: <span className="font-medium text-gray-900">{name}</span>
    </span>
    <button
      type="button"
      aria-label={`Remove the agent filter (${name})`}
      title="Remove the agent filter"
      onClick={onRemove}
      className="flex size-6 shrink-0 items-center justify-center rounded-full text-gray-500 hover:bg-brand/10 hover:text-gray-900"
    >
      <X size={14} aria-hidden="true" />
    </button>
  </div>
);

/** Period, agent and direction; every choice goes into the address. */
export const AnalyticsToolbar = ({ filterState, agentsState, fixedAgentId, versions }: Props) => {
  const { filters, setFilter } = filterState;
  const agentOptions = agentsState.agents.map((agent) => ({ value: agent.id, label: agent.name }));
  // A shared link may name an agent the list does not (yet) have.
  if (filters.agent_id !== undefined && !agentOptions.some((option) => option.value === filters.agent_id)) {
    agentOptions.push({ value: filters.agent_id, label: filters.agent_id });
  }

  const versionOptions = versions.flatMap((version) =>
    version.agent_version === null
      ? []
      : [{ value: String(version.agent_version), label: `Version ${version.agent_version}` }],
  );
  if (
    filters.agent_version !== undefined &&
    !versionOptions.some((option) => option.value === String(filters.agent_version))
  ) {
    versionOptions.push({ value: String(filters.agent_version), label: `Version ${filters.agent_version}` });
  }

  return (
    <div className="flex flex-col gap-2">
      <div
        role="group"
        aria-label="Analytics filters"
        className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end"
      >
        <div className="col-span-2 sm:w-44">
          <Field
            id="analytics-period"
            label="Period"
            value={filters.period}
            options={callPeriods.map((period) => ({ value: period, label: periodLabels[period] }))}
            onChange={(value) => setFilter('period', value)}
          />
        </div>
        {fixedAgentId === undefined ? (
          <div className="sm:w-52">
            <Field
              id="analytics-agent"
              label="Agent"
              value={filters.agent_id ?? ALL}
              options={[{ value: ALL, label: 'All agents' }, ...agentOptions]}
              isLoading={agentsState.isPending}
              onChange={(value) => setFilter('agent_id', value === ALL ? undefined : value)}
            />
          </div>
        ) : null}
        {filters.agent_id !== undefined && versionOptions.length > 0 ? (
          <div className="sm:w-36">
            <Field
              id="analytics-version"
              label="Version"
              value={filters.agent_version === undefined ? ALL : String(filters.agent_version)}
              options={[{ value: ALL, label: 'All versions' }, ...versionOptions]}
              onChange={(value) => setFilter('agent_version', value === ALL ? undefined : value)}
            />
          </div>
        ) : null}
        <div className={fixedAgentId === undefined ? 'sm:w-40' : 'col-span-2 sm:w-40'}>
          <Field
            id="analytics-direction"
            label="Direction"
            value={filters.direction ?? ALL}
            options={[
              { value: ALL, label: 'All' },
              { value: 'inbound', label: 'Inbound' },
              { value: 'outbound', label: 'Outbound' },
            ]}
            onChange={(value) => setFilter('direction', value === ALL ? undefined : value)}
          />
        </div>
      </div>
      {filters.agent_id !== undefined && fixedAgentId === undefined ? (
        <AgentFilterChip
          name={agentOptions.find((option) => option.value === filters.agent_id)?.label ?? filters.agent_id}
          onRemove={() => setFilter('agent_id', undefined)}
        />
      ) : null}
      {agentsState.isError && fixedAgentId === undefined ? (
        <div
          role="alert"
          data-testid="analytics-agents-error"
          className="flex flex-wrap items-center gap-x-2 text-xs text-red-600"
        >
          <span>Failed to fetch agents. Please try again.</span>
          <button
            type="button"
            onClick={agentsState.onRetry}
            className="font-medium text-red-700 underline underline-offset-2"
          >
            Retry
          </button>
        </div>
      ) : null}
    </div>
  );
};
