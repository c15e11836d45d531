import { ChartColumn } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { NeedsAgentNotice } from '../../components/ui/needs-agent-notice.tsx';
import { PageBody } from '../../components/ui/page-body.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useAgents } from '../../features/agents/api/list-agents.ts';
import { AnalyticsScreen } from '../../features/analytics/components/analytics-screen.tsx';
import { RecruitingSection } from '../../features/analytics/components/recruiting/recruiting-section.tsx';
import { readAnalyticsFilters } from '../../features/analytics/utils/analytics-filters.ts';
import { toAgentsState } from '../../lib/agents-state.ts';
import { useRecruitingAgent } from '../../lib/recruiting-agent.ts';

/**
 * /{role}/analytics: the same dashboard limited to the workspace's recruiting agent, drilling into
 * /{role}/conversations, with the recruiting figures; without a recruiting agent, the recruiting
 * figures, and why there are no call figures.
 */
export const AgentAnalyticsRoute = () => {
  const agent = useRecruitingAgent();
  const agents = useAgents();
  const [params] = useSearchParams();
  if (agent !== null) {
    return (
      <AnalyticsScreen
        fixedAgentId={agent.id}
        description={`Calls of ${agent.name}, your hiring agent`}
        agentsState={toAgentsState(agents)}
        showRecruiting
      />
    );
  }
  return (
    <>
      <PageHeader title="Analytics" icon={ChartColumn} description="How hiring is going" />
      <PageBody className="flex flex-col gap-4">
        <NeedsAgentNotice what="Screening and scheduling calls" />
        <RecruitingSection period={readAnalyticsFilters(params).period} />
      </PageBody>
    </>
  );
};
