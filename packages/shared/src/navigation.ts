// No schema library here: the SPA's entry chunk imports this module (`@agentdesk/shared/navigation`).

/** The one agent that opens the hiring area (SPEC §1, §2). */
export const HIRING_AGENT_ID = 'zara';

/** Where the product lands by default and after deselecting an agent (SPEC §9). */
export const DEFAULT_LANDING_PATH = '/analytics';

export type MenuEntry = { id: string; label: string; path: string };

/** Side navigation with no agent or any agent but zara (SPEC §2 Navigation). */
export const defaultMenu: MenuEntry[] = [
  { id: 'analytics', label: 'Analytics', path: '/analytics' },
  { id: 'conversations', label: 'Conversations', path: '/conversations' },
  { id: 'knowledge-base', label: 'Knowledge Base', path: '/knowledge-base' },
  { id: 'inbox', label: 'Inbox', path: '/inbox' },
  { id: 'demo-call', label: 'Demo Call', path: '/demo-call' },
];

/** Side navigation of an agent with a hiring area (SPEC §2 Navigation). */
export const agentMenu = (agentId: string): MenuEntry[] => [
  { id: 'job-listings', label: 'Job Listings', path: `/${agentId}/job-listings` },
  { id: 'candidate-shortlisting', label: 'Candidate Shortlisting', path: `/${agentId}/candidate-shortlisting` },
  { id: 'interview-scheduling', label: 'Interview Scheduling', path: `/${agentId}/interview-scheduling` },
  { id: 'analytics', label: 'Analytics', path: `/${agentId}/analytics` },
  { id: 'conversations', label: 'Conversations', path: `/${agentId}/conversations` },
];

/** Agents whose id opens a hiring area under `/{id}`. */
export const hiringAgentIds: readonly string[] = [HIRING_AGENT_ID];

/** The menu for the selected agent: zara's own, otherwise the default one. */
export const menuForAgent = (agentId: string | null): MenuEntry[] =>
  agentId !== null && hiringAgentIds.includes(agentId) ? agentMenu(agentId) : defaultMenu;

/** The agent selection follows the path: `/zara...` selects zara, any other path clears it. */
export const agentFromPath = (pathname: string): string | null => {
  const first = pathname.split('/')[1] ?? '';
  return hiringAgentIds.includes(first) ? first : null;
};

/**
 * Choosing an agent goes to that agent's first menu path. An agent without a hiring area has the
 * default menu, whose first path is the analytics: it opens filtered to that agent, so the choice
 * shows (the dropdown itself clears there, since the selection follows the path).
 */
export const landingPathForAgent = (agentId: string | null): string => {
  if (agentId === null || hiringAgentIds.includes(agentId)) return menuForAgent(agentId)[0]?.path ?? DEFAULT_LANDING_PATH;
  return `${DEFAULT_LANDING_PATH}?${new URLSearchParams({ agent_id: agentId }).toString()}`;
};

/** User dropdown placeholder: the name, else the e-mail before the @, else 'User' (SPEC §2 Layout). */
export const userDisplayName = (user: { name?: string | null; email?: string | null } | null | undefined): string => {
  const name = user?.name?.trim();
  if (name) return name;
  const local = user?.email?.split('@')[0]?.trim();
  if (local) return local;
  return 'User';
};
