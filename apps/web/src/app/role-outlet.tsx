import { DEFAULT_LANDING_PATH, hiringAgentIds } from '@agentdesk/shared/navigation';
import { Navigate, Outlet, useParams } from 'react-router';

/** /{role}/...: only agents with a hiring area are valid; any other segment goes to /analytics. */
export const RoleOutlet = () => {
  const { role } = useParams();
  if (role === undefined || !hiringAgentIds.includes(role)) return <Navigate to={DEFAULT_LANDING_PATH} replace />;
  return <Outlet />;
};
