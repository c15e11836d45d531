import type { WorkspaceRole } from '@agentdesk/shared/workspace-roles';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { CreateJobDescriptionScreen } from '../components/create-job-description-screen.tsx';
import { JobDetailScreen } from '../components/job-detail-screen.tsx';
import { JobListingsScreen } from '../components/job-listings-screen.tsx';

/** The hiring area's job screens at their real paths, from `path` (as a member unless told); answers the router to follow the address. */
export const renderJobs = (path: string, role: WorkspaceRole = 'member') => {
  return renderRoutes(
    [
      { path: '/:role/job-listings', element: <JobListingsScreen /> },
      { path: '/:role/job-listings/:jobId', element: <JobDetailScreen /> },
      { path: '/:role/create-job-description', element: <CreateJobDescriptionScreen /> },
    ],
    path,
    { role },
  );
};
