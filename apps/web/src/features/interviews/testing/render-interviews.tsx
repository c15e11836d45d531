import type { WorkspaceRole } from '@agentdesk/shared/workspace-roles';
import { vi } from 'vitest';
import type { RecruitingAgent } from '../../../lib/recruiting-agent.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { InterviewSchedulingScreen } from '../components/interview-scheduling-screen.tsx';

/**
 * Interview Scheduling at its real path, from `path` (as a member of a workspace whose recruiting
 * agent is Zara unless told); answers the router to follow the address.
 */
export const renderInterviews = (
  path: string,
  role: WorkspaceRole = 'member',
  recruitingAgent?: RecruitingAgent | null,
) =>
  renderRoutes([{ path: '/:role/interview-scheduling', element: <InterviewSchedulingScreen /> }], path, {
    role,
    ...(recruitingAgent === undefined ? {} : { recruitingAgent }),
  });

/** The page at a width: 768 px and up is the desktop's (the week view, a column per interviewer). */
export const stubWidth = (isDesktop = true) => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: isDesktop,
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
};
