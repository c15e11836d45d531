import { createContext, useContext } from 'react';

/** The workspace's recruiting agent as the hiring area names it: its id, and what people call it ('Zara', 'Riley'). */
export type RecruitingAgent = { id: string; name: string };

/**
 * The hiring area's recruiting agent, set by its outlet (app/role-outlet.tsx) from the workspace's
 * agents; null when the workspace has none (jobs, the careers site and candidates work without one;
 * calls wait for one).
 */
export const RecruitingAgentContext = createContext<RecruitingAgent | null>(null);

/** The workspace's recruiting agent, or null when it has none. */
export const useRecruitingAgent = (): RecruitingAgent | null => useContext(RecruitingAgentContext);
