import type { AgentOrigin, WorkspaceAgent } from '@agentdesk/shared';
import { Bot, BriefcaseBusiness, CircleCheck, EllipsisVertical, Pencil, UserRoundX } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DropdownMenu } from '../../../components/ui/dropdown-menu.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { AvatarListSkeleton } from '../../../components/ui/avatar-list-skeleton.tsx';
import { PageBody } from '../../../components/ui/page-body.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useHasRole } from '../../../lib/use-workspaces.ts';
import { useWorkspaceAgents } from '../api/list-agents.ts';
import { useUpdateAgent } from '../api/workspace-agents.ts';
import { AddAgentForm } from './add-agent-form.tsx';
import { ProviderCard } from './provider-card.tsx';
import { RenameAgentDialog } from './rename-agent-dialog.tsx';

export const originLabels: Record<AgentOrigin, string> = {
  provider: 'From the provider',
  manual: 'Added by hand',
  webhook: 'First seen in a call',
};

type RowProps = { agent: WorkspaceAgent; isAdmin: boolean; onRename: () => void };

const AgentRow = ({ agent, isAdmin, onRename }: RowProps) => {
  const update = useUpdateAgent();
  const change = (body: Parameters<typeof update.mutate>[0]['body'], success: string) =>
    update.mutate(
      { agentId: agent.agent_id, body },
      {
        onSuccess: () => toast.success(success),
        onError: (error) => toast.error(errorMessage(error, 'Failed to change the agent. Please try again.')),
      },
    );
  const isRecruiting = agent.role === 'recruiting';
  const actions = [
    { label: 'Rename', icon: <Pencil size={14} aria-hidden="true" />, onSelect: onRename },
    ...(agent.needs_review
      ? [
          {
            label: 'Mark as reviewed',
            icon: <CircleCheck size={14} aria-hidden="true" />,
            onSelect: () => change({ needs_review: false }, `${agent.agent_name} marked as reviewed`),
          },
        ]
      : []),
    isRecruiting
      ? {
          label: 'Stop running hiring',
          icon: <UserRoundX size={14} aria-hidden="true" />,
          onSelect: () => change({ role: null }, `${agent.agent_name} no longer runs hiring`),
        }
      : {
          label: 'Make the recruiting agent',
          icon: <BriefcaseBusiness size={14} aria-hidden="true" />,
          onSelect: () => change({ role: 'recruiting' }, `${agent.agent_name} is now the recruiting agent`),
        },
  ];
  return (
    <li data-testid="agent-row" data-agent-id={agent.agent_id} className="flex items-start gap-3 py-3">
      <span
        aria-hidden="true"
        className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-gray-100 text-gray-600"
      >
        <Bot size={16} />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <p className="font-medium break-words text-gray-900">{agent.agent_name}</p>
          {isRecruiting ? <Badge tone="blue">Recruiting agent</Badge> : null}
          {agent.needs_review ? <Badge tone="amber">Needs review</Badge> : null}
        </div>
        <p className="mt-0.5 text-[13px] text-gray-500">
          <span className="font-mono break-all">{agent.agent_id}</span> ·{' '}
          <span className="whitespace-nowrap">{originLabels[agent.origin]}</span>
        </p>
      </div>
      {isAdmin ? (
        <DropdownMenu
          items={actions}
          trigger={
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Actions for ${agent.agent_name}`}
              className="size-8 shrink-0 text-gray-500"
              disabled={update.isPending}
            >
              <EllipsisVertical size={16} aria-hidden="true" />
            </Button>
          }
        />
      ) : null}
    </li>
  );
};

/**
 * Agents (account menu): the workspace's agents, those first seen in a call flagged for review; admins
 * add one by hand, rename, mark reviewed and choose the recruiting agent, which opens the hiring area.
 */
export const AgentsScreen = () => {
  const isAdmin = useHasRole('admin');
  const agents = useWorkspaceAgents();
  const [renaming, setRenaming] = useState<WorkspaceAgent | null>(null);
  const toReview = agents.data?.filter((agent) => agent.needs_review).length ?? 0;

  return (
    <>
      <PageHeader
        title="Agents"
        icon={Bot}
        description="The agents that answer your calls and chats, and the one that runs hiring"
      />
      <PageBody width="narrow" className="flex flex-col gap-4">
        {isAdmin ? <ProviderCard /> : null}
        {isAdmin ? (
          <Card title="Add an agent" description="Agents also appear here by themselves when their first call arrives.">
            <AddAgentForm />
          </Card>
        ) : (
          <Alert tone="info">Admins and the owner add, rename and review the agents.</Alert>
        )}
        <Card title="Agents" description={toReview > 0 ? `${toReview} first seen in a call, to review` : undefined}>
          {agents.isPending ? (
            <AvatarListSkeleton label="Loading agents" />
          ) : agents.isError ? (
            <ErrorState
              title="Failed to load the agents."
              message={errorMessage(agents.error, 'Please try again.')}
              onRetry={() => void agents.refetch()}
              isRetrying={agents.isFetching}
            />
          ) : agents.data.length === 0 ? (
            <EmptyState
              icon={Bot}
              title="No agents yet"
              description="An agent appears here when its first call arrives through the webhook, or add one above."
            />
          ) : (
            <ul aria-label="Agents" className="-my-3 divide-y divide-gray-100">
              {agents.data.map((agent) => (
                <AgentRow key={agent.agent_id} agent={agent} isAdmin={isAdmin} onRename={() => setRenaming(agent)} />
              ))}
            </ul>
          )}
        </Card>
      </PageBody>
      <RenameAgentDialog agent={renaming} onClose={() => setRenaming(null)} />
    </>
  );
};
