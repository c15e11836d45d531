import { DEFAULT_LANDING_PATH, RECRUITING_SEGMENT } from '@agentdesk/shared/navigation';
import { BriefcaseBusiness } from 'lucide-react';
import { Navigate, Outlet, useParams } from 'react-router';
import { ButtonLink } from '../components/ui/button-link.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { ErrorState } from '../components/ui/error-state.tsx';
import { PageBody } from '../components/ui/page-body.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { useRecruitingAgentId } from '../features/agents/api/list-agents.ts';
import { errorMessage } from '../lib/error-message.ts';
import { useHasRole } from '../lib/use-workspaces.ts';

/**
 * /{role}/...: the hiring area, under its role segment; any other segment goes to /analytics. It
 * belongs to the workspace's recruiting agent: without one it says so and where to choose one.
 */
export const RoleOutlet = () => {
  const { role } = useParams();
  const recruiting = useRecruitingAgentId();
  const isAdmin = useHasRole('admin');
  if (role !== RECRUITING_SEGMENT) return <Navigate to={DEFAULT_LANDING_PATH} replace />;
  if (recruiting.data !== undefined && recruiting.data !== null) return <Outlet />;
  return (
    <>
      <PageHeader title="Hiring Assistant" icon={BriefcaseBusiness} description="Write job descriptions, shortlist candidates and schedule interviews" />
      <PageBody>
        {recruiting.isPending ? (
          <div role="status" aria-label="Loading the hiring area" className="flex flex-col gap-3">
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : recruiting.isError ? (
          <ErrorState title="Failed to load the agents." message={errorMessage(recruiting.error, 'Please try again.')} onRetry={() => void recruiting.refetch()} isRetrying={recruiting.isFetching} />
        ) : (
          <EmptyState
            icon={BriefcaseBusiness}
            title="No agent runs hiring yet"
            description={
              isAdmin
                ? 'The hiring area belongs to the workspace’s recruiting agent. Choose which agent recruits on the Agents page.'
                : 'The hiring area belongs to the workspace’s recruiting agent. An admin chooses it on the Agents page.'
            }
            action={isAdmin ? <ButtonLink to="/agents">Choose the recruiting agent</ButtonLink> : undefined}
          />
        )}
      </PageBody>
    </>
  );
};
