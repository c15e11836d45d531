import type { CallDirection, CallSentiment } from '@agentdesk/shared';
import type { AnalyticsFilters } from './analytics-filters.ts';

/** What a clicked figure narrows the conversations list to (the list's own query names). */
export type DrillDown = {
  sentiment?: CallSentiment;
  call_successful?: 'true' | 'false';
  disconnection_reason?: string;
  direction?: CallDirection;
  agent_id?: string;
  /** One version of the dashboard's agent. */
  agent_version?: number;
};

type Options = {
  filters: AnalyticsFilters;
  drillDown?: DrillDown;
  /** '/conversations', or '/zara/conversations' in agent mode. */
  conversationsPath: string;
  /** Agent mode: the conversations page fixes the agent itself, so agent_id is left out. */
  fixedAgentId?: string;
};

/**
 * The conversations list behind a figure: the dashboard's period, agent and direction, narrowed
 * by the clicked segment, e.g. `/conversations?period=30days&sentiment=negative`.
 */
export const drillDownHref = ({ filters, drillDown = {}, conversationsPath, fixedAgentId }: Options): string => {
  const params = new URLSearchParams({ period: filters.period });
  const agentId = fixedAgentId === undefined ? (drillDown.agent_id ?? filters.agent_id) : undefined;
  const direction = drillDown.direction ?? filters.direction;

  if (agentId !== undefined) params.set('agent_id', agentId);
  // A version is the dashboard's agent's (the fixed one in agent mode, whose page adds it back).
  const agentVersion =
    drillDown.agent_id === undefined ? (drillDown.agent_version ?? filters.agent_version) : undefined;
  if (agentVersion !== undefined) params.set('agent_version', String(agentVersion));
  if (direction !== undefined) params.set('direction', direction);
  if (drillDown.sentiment !== undefined) params.set('sentiment', drillDown.sentiment);
  if (drillDown.call_successful !== undefined) params.set('call_successful', drillDown.call_successful);
  if (drillDown.disconnection_reason !== undefined) params.set('disconnection_reason', drillDown.disconnection_reason);
  return `${conversationsPath}?${params.toString()}`;
};
