import { ClipboardCheck, Plus } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { AvatarListSkeleton } from '../../../components/ui/avatar-list-skeleton.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageBody } from '../../../components/ui/page-body.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import type { AgentsState } from '../../../lib/agents-state.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useHasRole } from '../../../lib/use-workspaces.ts';
import { useScorecards } from '../api/scorecards.ts';
import { QaOverviewSection } from './qa-overview-section.tsx';
import { ScorecardDialog, type ScorecardDialogTarget } from './scorecard-dialog.tsx';
import { ScorecardRow } from './scorecard-row.tsx';

type Props = { agentsState: AgentsState };

const NewScorecardButton = ({ onClick }: { onClick: () => void }) => (
  <Button onClick={onClick}>
    <Plus size={16} aria-hidden="true" />
    New scorecard
  </Button>
);

/**
 * Quality (issue #29): the workspace's scorecards, each reviewing the calls of its agents against
 * its criteria. Members and above create, edit and delete them; viewers read them.
 */
export const QualityScreen = ({ agentsState }: Props) => {
  const canWrite = useHasRole('member');
  const scorecards = useScorecards();
  const [target, setTarget] = useState<ScorecardDialogTarget | null>(null);
  const agentName = (id: string) => agentsState.agents.find((agent) => agent.id === id)?.name ?? id;
  const openCreate = () => setTarget({ mode: 'create' });
  const hasScorecards = scorecards.isSuccess && scorecards.data.length > 0;

  return (
    <>
      <PageHeader
        title="Quality"
        icon={ClipboardCheck}
        description="Scorecards that review every call of your agents"
        actions={canWrite && hasScorecards ? <NewScorecardButton onClick={openCreate} /> : undefined}
      />
      <PageBody width="narrow" className="flex flex-col gap-4">
        {canWrite ? null : <Alert tone="info">Members and admins create and change the scorecards.</Alert>}
        {scorecards.isPending ? (
          <Card title="Scorecards">
            <AvatarListSkeleton label="Loading the scorecards" />
          </Card>
        ) : scorecards.isError ? (
          <ErrorState
            title="Failed to load the scorecards."
            message={errorMessage(scorecards.error, 'Please try again.')}
            onRetry={() => void scorecards.refetch()}
            isRetrying={scorecards.isFetching}
          />
        ) : scorecards.data.length === 0 ? (
          <EmptyState
            icon={ClipboardCheck}
            title="No scorecards yet"
            description="A scorecard lists what a good call does (a disclosure said, no long silence, the appointment booked) and reviews every call of its agents against it, with the moment in the call as evidence."
            action={canWrite ? <NewScorecardButton onClick={openCreate} /> : undefined}
          />
        ) : (
          <>
            <QaOverviewSection scorecards={scorecards.data} agentName={agentName} />
            <Card title="Scorecards">
              <ul aria-label="Scorecards" className="-my-3 divide-y divide-gray-100">
                {scorecards.data.map((scorecard) => (
                  <ScorecardRow
                    key={scorecard.id}
                    scorecard={scorecard}
                    agentName={agentName}
                    canWrite={canWrite}
                    onEdit={() => setTarget({ mode: 'edit', scorecard })}
                  />
                ))}
              </ul>
            </Card>
          </>
        )}
      </PageBody>
      {canWrite ? <ScorecardDialog target={target} agentsState={agentsState} onClose={() => setTarget(null)} /> : null}
    </>
  );
};
