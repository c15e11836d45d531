import type { WorkspaceRole } from '@agentdesk/shared/workspace-roles';
import type { RecruitingAgent } from '../../../lib/recruiting-agent.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { CandidateShortlistingScreen } from '../components/candidate-shortlisting-screen.tsx';

/**
 * Candidate Shortlisting at its real path, from `path` (as a member of a workspace whose recruiting
 * agent is Zara unless told); answers the router to follow the address.
 */
export const renderCandidates = (
  path: string,
  role: WorkspaceRole = 'member',
  recruitingAgent?: RecruitingAgent | null,
) =>
  renderRoutes([{ path: '/:role/candidate-shortlisting', element: <CandidateShortlistingScreen /> }], path, {
    role,
    ...(recruitingAgent === undefined ? {} : { recruitingAgent }),
  });
