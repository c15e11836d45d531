import { useAgents } from '../../features/agents/api/list-agents.ts';
import { QualityScreen } from '../../features/qa/components/quality-screen.tsx';
import { toAgentsState } from '../../lib/agents-state.ts';

/** /quality: the workspace's call-quality scorecards (issue #29); the agents name them and are chosen in them. */
export const QualityRoute = () => {
  const agents = useAgents();
  return <QualityScreen agentsState={toAgentsState(agents)} />;
};
