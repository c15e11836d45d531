// No schema library here: the SPA's entry chunk imports this module (`@agentdesk/shared/navigation`).

/**
 * The path segment of the hiring area (SPEC §2 /{role}): 'zara'. It belongs to the role, not to an
 * agent: it opens the hiring area of whichever agent is the workspace's recruiting agent, so choosing
 * another recruiting agent moves no path, job or candidate.
 */
export const RECRUITING_SEGMENT = 'zara';

/** The sample data's recruiting agent (its id is the segment's). */
export const SAMPLE_RECRUITING_AGENT_ID = 'zara';

/**
 * The agent dropdown's choice that opens the hiring area while the workspace has no recruiting agent:
 * Job Listings, the careers site and candidates work without one (calls wait for an agent).
 */
export const HIRING_AREA_CHOICE = 'hiring-area';

/** How the agent dropdown names that choice. */
export const HIRING_AREA_LABEL = 'Hiring assistant';

/** Where the product lands by default and after deselecting an agent (SPEC §9). */
export const DEFAULT_LANDING_PATH = '/analytics';

export type MenuEntry = { id: string; label: string; path: string };

/** Side navigation with no agent or any agent but zara (SPEC §2 Navigation, plus Quality from issue #29). */
export const defaultMenu: MenuEntry[] = [
  { id: 'analytics', label: 'Analytics', path: '/analytics' },
  { id: 'conversations', label: 'Conversations', path: '/conversations' },
  // Call quality review (issue #29): scorecards that grade each call, next to the calls they grade.
  { id: 'quality', label: 'Quality', path: '/quality' },
  { id: 'knowledge-base', label: 'Knowledge Base', path: '/knowledge-base' },
  { id: 'inbox', label: 'Inbox', path: '/inbox' },
  { id: 'demo-call', label: 'Demo Call', path: '/demo-call' },
];

/** Side navigation of the hiring area, under its role segment (SPEC §2 Navigation). */
export const agentMenu = (segment: string): MenuEntry[] => [
  { id: 'job-listings', label: 'Job Listings', path: `/${segment}/job-listings` },
  { id: 'candidate-shortlisting', label: 'Candidate Shortlisting', path: `/${segment}/candidate-shortlisting` },
  { id: 'interview-scheduling', label: 'Interview Scheduling', path: `/${segment}/interview-scheduling` },
  { id: 'analytics', label: 'Analytics', path: `/${segment}/analytics` },
  { id: 'conversations', label: 'Conversations', path: `/${segment}/conversations` },
];

/** An agent as navigation sees it: its id, and its role in the workspace. */
export type NavigationAgent = { id: string; role?: 'recruiting' | null };

/** The role segment a path is under ('zara' for /zara...), else null. */
export const roleSegmentOf = (pathname: string): string | null => {
  const first = pathname.split(/[/?#]/)[1] ?? '';
  return first === RECRUITING_SEGMENT ? first : null;
};

/** The menu for a path: the hiring area's under its role segment, otherwise the default one. */
export const menuForPath = (pathname: string): MenuEntry[] => {
  const segment = roleSegmentOf(pathname);
  return segment === null ? defaultMenu : agentMenu(segment);
};

/** The workspace's recruiting agent, when it has one. */
export const recruitingAgentOf = <A extends NavigationAgent>(agents: readonly A[]): A | undefined =>
  agents.find((agent) => agent.role === 'recruiting');

/**
 * The agent selection follows the path: under the role segment it is the workspace's recruiting
 * agent (whatever its id), or the hiring area itself when it has none; any other path clears it.
 */
export const agentFromPath = (pathname: string, agents: readonly NavigationAgent[]): string | null =>
  roleSegmentOf(pathname) === null ? null : (recruitingAgentOf(agents)?.id ?? HIRING_AREA_CHOICE);

/**
 * Choosing an agent goes to its first menu path: the recruiting agent's is the hiring area's Job
 * Listings. An agent without a hiring area has the default menu, whose first path is the analytics:
 * it opens filtered to that agent, so the choice shows.
 */
export const landingPathForAgent = (agentId: string | null, agents: readonly NavigationAgent[]): string => {
  if (agentId === null) return DEFAULT_LANDING_PATH;
  const isHiringArea = agentId === HIRING_AREA_CHOICE || recruitingAgentOf(agents)?.id === agentId;
  if (isHiringArea) return agentMenu(RECRUITING_SEGMENT)[0]!.path;
  return `${DEFAULT_LANDING_PATH}?${new URLSearchParams({ agent_id: agentId }).toString()}`;
};

/** What people call an agent: its name without a note in brackets at the end ('Zara (Recruiting)' is 'Zara'). */
export const agentCallName = (name: string): string => name.replace(/\s*\([^()]*\)\s*$/, '').trim() || name.trim();

/** User dropdown placeholder: the name, else the e-mail before the @, else 'User' (SPEC §2 Layout). */
export const userDisplayName = (user: { name?: string | null; email?: string | null } | null | undefined): string => {
  const name = user?.name?.trim();
  if (name) return name;
  const local = user?.email?.split('@')[0]?.trim();
  if (local) return local;
  return 'User';
};
