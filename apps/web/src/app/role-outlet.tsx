import {
  agentCallName,
  DEFAULT_LANDING_PATH,
  RECRUITING_SEGMENT,
  recruitingAgentOf,
} from '@agentdesk/shared/navigation';
import { BriefcaseBusiness } from 'lucide-react';
import { Navigate, Outlet, useParams } from 'react-router';
import { ErrorState } from '../components/ui/error-state.tsx';
import { PageBody } from '../components/ui/page-body.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { useAgents } from '../features/agents/api/list-agents.ts';
import { errorMessage } from '../lib/error-message.ts';
import { RecruitingAgentContext } from '../lib/recruiting-agent.ts';

/**
 * /{role}/...: the hiring area, under its role segment; any other segment goes to /analytics. Its
 * pages learn the workspace's recruiting agent from here (its name in their words); a workspace
 * without one still has its jobs, careers site and candidates, and the calls say they need one.
 */
export const RoleOutlet = () => {
  const { role } = useParams();
  const agents = useAgents();
  if (role !== RECRUITING_SEGMENT) return <Navigate to={DEFAULT_LANDING_PATH} replace />;
  if (agents.data !== undefined) {
    const agent = recruitingAgentOf(agents.data);
    return (
      <RecruitingAgentContext value={agent === undefined ? null : { id: agent.id, name: agentCallName(agent.name) }}>
        <Outlet />
      </RecruitingAgentContext>
    );
  }
  return (
    <>
      <PageHeader
        title="Hiring Assistant"
        icon={BriefcaseBusiness}
        description="Write job descriptions, shortlist candidates and schedule interviews"
      />
      <PageBody>
        {agents.isError ? (
          <ErrorState
            title="Failed to load the agents."
            message={errorMessage(agents.error, 'Please try again.')}
            onRetry={() => void agents.refetch()}
            isRetrying={agents.isFetching}
          />
        ) : (
          <div role="status" aria-label="Loading the hiring area" className="flex flex-col gap-3">
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        )}
      </PageBody>
    </>
  );
};
