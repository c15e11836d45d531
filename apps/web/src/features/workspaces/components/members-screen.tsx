import { hasRole } from '@agentdesk/shared/workspace-roles';
import { ScrollText, UsersRound } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageBody } from '../../../components/ui/page-body.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { signedInUserId } from '../../../lib/signed-in-user-id.ts';
import { useWorkspaces } from '../../../lib/use-workspaces.ts';
import { DeleteWorkspaceCard } from './delete-workspace-card.tsx';
import { InvitationsCard } from './invitations-card.tsx';
import { MembersCard } from './members-card.tsx';
import { MembershipCard } from './membership-card.tsx';
import { JobPostingsCard } from './job-postings-card.tsx';
import { WorkspaceLogoField } from './workspace-logo-field.tsx';
import { WorkspaceNameForm } from './workspace-name-form.tsx';

/**
 * Members (account menu): for admins and the owner the members and their roles, the invitations and
 * the workspace's name; for the owner the danger zone too. Everyone sees the workspace's logo (admins
 * and the owner change it) and their own membership, and may leave (the owner after handing the
 * ownership on).
 */
export const MembersScreen = () => {
  const workspaces = useWorkspaces();

  if (workspaces.isPending || workspaces.isError) {
    return (
      <>
        <PageHeader title="Members" icon={UsersRound} />
        <PageBody width="narrow">
          {workspaces.isError ? (
            <ErrorState
              title="Failed to load the workspace."
              message={errorMessage(workspaces.error, 'Please try again.')}
              onRetry={() => void workspaces.refetch()}
              isRetrying={workspaces.isFetching}
            />
          ) : (
            <div role="status" aria-label="Loading the workspace" className="flex flex-col gap-4">
              <Skeleton className="h-48 w-full rounded-lg" />
              <Skeleton className="h-32 w-full rounded-lg" />
            </div>
          )}
        </PageBody>
      </>
    );
  }

  const { current } = workspaces.data;
  const isAdmin = hasRole(current.role, 'admin');

  return (
    <>
      <PageHeader
        title={isAdmin ? 'Members' : 'Workspace'}
        icon={UsersRound}
        description={isAdmin ? `Who works in ${current.name}, and the invitations sent` : current.name}
        actions={
          isAdmin ? (
            <ButtonLink to="/audit-log" variant="secondary" size="sm">
              <ScrollText size={14} aria-hidden="true" />
              Audit log
            </ButtonLink>
          ) : undefined
        }
      />
      <PageBody width="narrow" className="flex flex-col gap-4">
        {isAdmin ? (
          <>
            <MembersCard workspaceName={current.name} myRole={current.role} myUserId={signedInUserId()} />
            <InvitationsCard />
            <Card title="Workspace" description="The name every member sees in the workspace menu.">
              <WorkspaceNameForm key={current.name} workspace={current} />
            </Card>
          </>
        ) : (
          <Alert tone="info">
            Admins and the owner manage the members and invitations of {current.name}. Ask one of them if you need
            another role.
          </Alert>
        )}
        <Card title="Logo" description={`The logo candidates see for ${current.name}.`}>
          <WorkspaceLogoField workspace={current} canEdit={isAdmin} />
        </Card>
        {isAdmin ? <JobPostingsCard /> : null}
        <MembershipCard workspace={current} />
        {current.role === 'owner' ? <DeleteWorkspaceCard workspace={current} /> : null}
      </PageBody>
    </>
  );
};
