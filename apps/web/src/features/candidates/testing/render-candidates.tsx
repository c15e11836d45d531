import type { WorkspaceRole } from '@agentdesk/shared/workspace-roles';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { CandidateShortlistingScreen } from '../components/candidate-shortlisting-screen.tsx';

/** Candidate Shortlisting at its real path, from `path` (as a member unless told); answers the router to follow the address. */
export const renderCandidates = (path: string, role: WorkspaceRole = 'member') =>
  renderRoutes([{ path: '/:role/candidate-shortlisting', element: <CandidateShortlistingScreen /> }], path, { role });
