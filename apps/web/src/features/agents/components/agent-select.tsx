import { HIRING_AREA_CHOICE, HIRING_AREA_LABEL, recruitingAgentOf } from '@agentdesk/shared/navigation';
import { Bot, X } from 'lucide-react';
import { Select } from '../../../components/ui/select.tsx';
import { useAgents } from '../api/list-agents.ts';

type Props = {
  /** The selection follows the path: null on a non-agent path. */
  selectedAgentId: string | null;
  onSelect: (agentId: string) => void;
  onDeselect: () => void;
};

/**
 * Agent dropdown with a deselect button (SPEC §2 Layout); the hiring area is a choice of its own
 * while no agent recruits.
 */
export const AgentSelect = ({ selectedAgentId, onSelect, onDeselect }: Props) => {
  const agents = useAgents();
  const list = agents.data ?? [];
  // Without a recruiting agent the hiring area is still there (jobs, the careers site, candidates).
  const hiringArea = { value: HIRING_AREA_CHOICE, label: HIRING_AREA_LABEL, description: 'No recruiting agent yet' };
  const hasHiringArea = agents.data !== undefined && recruitingAgentOf(list) === undefined;
  const options = [
    ...list.map((agent) => ({ value: agent.id, label: agent.name })),
    ...(hasHiringArea ? [hiringArea] : []),
  ];
  const selectedName =
    options.find((option) => option.value === selectedAgentId)?.label ?? selectedAgentId ?? undefined;

  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center gap-1">
        <Select
          aria-label="Select agent"
          placeholder="Select agent"
          value={selectedAgentId ?? ''}
          valueLabel={selectedName}
          onValueChange={onSelect}
          options={options}
          isLoading={agents.isPending}
          leadingIcon={<Bot size={20} aria-hidden="true" className="shrink-0 text-gray-500" />}
          labelClassName="sidebar-label"
          wrapsValue
          className="sidebar-frame sidebar-item"
        />
        {selectedAgentId !== null ? (
          <button
            type="button"
            aria-label="Deselect agent"
            title="Deselect agent"
            onClick={onDeselect}
            className="sidebar-label flex size-8 shrink-0 items-center justify-center rounded-md text-gray-500 hover:bg-gray-100 hover:text-gray-900"
          >
            <X size={16} aria-hidden="true" />
          </button>
        ) : null}
      </div>
      {agents.isError ? (
        <div role="alert" className="sidebar-label flex flex-wrap items-center gap-x-2 px-1 text-xs text-red-600">
          <span>Failed to fetch agents. Please try again.</span>
          <button
            type="button"
            onClick={() => void agents.refetch()}
            className="font-medium text-red-700 underline underline-offset-2 hover:text-red-800"
          >
            Retry
          </button>
        </div>
      ) : null}
    </div>
  );
};
