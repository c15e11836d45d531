import { Checkbox } from '../../../components/ui/checkbox.tsx';
import type { AgentsState } from '../../../lib/agents-state.ts';
import { cn } from '../../../lib/cn.ts';

type Props = {
  agentsState: AgentsState;
  value: string[];
  onChange: (agentIds: string[]) => void;
  error?: string;
};

/**
 * The agents whose calls the scorecard reviews, as a list of checkboxes (each named, reachable by
 * Tab and toggled by Space). An agent chosen earlier that the workspace no longer has stays listed
 * by its id, so saving does not drop it silently.
 */
export const AgentsPicker = ({ agentsState, value, onChange, error }: Props) => {
  const known = agentsState.agents.map((agent) => ({ id: agent.id, name: agent.name }));
  const missing = value.filter((id) => !known.some((agent) => agent.id === id)).map((id) => ({ id, name: id }));
  const options = [...known, ...missing];
  const toggle = (id: string, isChecked: boolean) =>
    onChange(isChecked ? [...value, id] : value.filter((chosen) => chosen !== id));

  return (
    <fieldset
      aria-describedby={error === undefined ? undefined : 'scorecard-agents-error'}
      className="flex min-w-0 flex-col gap-1.5"
    >
      <legend className="mb-1.5 text-[13px] font-medium text-gray-800">Agents</legend>
      {agentsState.isPending ? (
        <p className="text-[13px] text-gray-500">Loading the agents...</p>
      ) : agentsState.isError ? (
        <p className="text-[13px] text-gray-600">
          Failed to load the agents.{' '}
          <button type="button" onClick={agentsState.onRetry} className="font-medium text-brand hover:underline">
            Retry
          </button>
        </p>
      ) : options.length === 0 ? (
        <p className="text-[13px] text-gray-500">This workspace has no agents yet.</p>
      ) : (
        <ul
          className={cn(
            'grid max-h-40 gap-1 overflow-y-auto rounded-md border p-2 sm:grid-cols-2',
            error === undefined ? 'border-gray-200' : 'border-red-500',
          )}
        >
          {options.map((agent) => (
            <li key={agent.id}>
              <label className="flex min-h-8 items-center gap-2 rounded px-1 text-[13px] text-gray-800 hover:bg-gray-50">
                <Checkbox
                  checked={value.includes(agent.id)}
                  onChange={(event) => toggle(agent.id, event.target.checked)}
                  aria-invalid={error === undefined ? undefined : true}
                />
                <span className="min-w-0 break-words">{agent.name}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {error === undefined ? null : (
        <p id="scorecard-agents-error" className="text-xs font-medium text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
};
