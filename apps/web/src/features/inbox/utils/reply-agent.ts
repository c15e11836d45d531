import type { AgentSummary } from '@agentdesk/shared';

/** Who the detail pane's replies are sent as: the chosen agent, and the list to choose from. */
export type ReplyAs = { agents: AgentSummary[]; agentId: string | null; onChange: (agentId: string) => void };

/** The chosen agent while it still exists, otherwise the first agent (SPEC §4: selected on load if none is). */
export const replyAgentIdOf = (chosen: string | null, agents: AgentSummary[]): string | null =>
  (chosen !== null && agents.some((agent) => agent.id === chosen) ? chosen : null) ?? agents[0]?.id ?? null;

/** An agent's name for the screen, its id while the agents are unknown (or for one since removed). */
export const agentNameOf = (agents: AgentSummary[], agentId: string): string =>
  agents.find((agent) => agent.id === agentId)?.name ?? agentId;
