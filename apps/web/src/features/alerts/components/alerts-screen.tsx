import { alertMetricLabels, describeAlertCondition, formatAlertValue, type AlertRule } from '@agentdesk/shared';
import { BellRing, Pause, Play, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { AvatarListSkeleton } from '../../../components/ui/avatar-list-skeleton.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmButton } from '../../../components/ui/confirm-button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageBody } from '../../../components/ui/page-body.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { RelativeTime } from '../../../components/ui/relative-time.tsx';
import { toAgentsState } from '../../../lib/agents-state.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useHasRole } from '../../../lib/use-workspaces.ts';
import { useAgents } from '../../agents/api/list-agents.ts';
import { useAlertEvents, useAlertRules, useDeleteAlertRule, useUpdateAlertRule } from '../api/alerts.ts';
import { AlertRuleForm } from './alert-rule-form.tsx';

const StateBadge = ({ rule }: { rule: AlertRule }) =>
  !rule.is_enabled ? (
    <Badge>Paused</Badge>
  ) : rule.state === 'firing' ? (
    <Badge tone="red">Firing</Badge>
  ) : (
    <Badge tone="green">OK</Badge>
  );

const RuleRow = ({
  rule,
  isAdmin,
  agentName,
  now,
}: {
  rule: AlertRule;
  isAdmin: boolean;
  agentName: (id: string) => string;
  now: number;
}) => {
  const update = useUpdateAlertRule();
  const remove = useDeleteAlertRule();
  const togglePause = () =>
    update.mutate(
      { id: rule.id, body: { is_enabled: !rule.is_enabled } },
      {
        onSuccess: (next) => toast.success(next.is_enabled ? `${next.name} resumed` : `${next.name} paused`),
        onError: (error) => toast.error(errorMessage(error, 'Failed to change the rule. Please try again.')),
      },
    );
  return (
    <li data-testid="alert-rule" className="flex flex-wrap items-start gap-x-3 gap-y-2 py-3">
      {/* On a phone the buttons go under the rule rather than squeezing it. */}
      <div className="min-w-0 flex-1 basis-full sm:basis-0">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium break-words text-gray-900">{rule.name}</p>
          <StateBadge rule={rule} />
        </div>
        <p className="mt-0.5 text-[13px] text-gray-600">
          {describeAlertCondition(rule)} · {rule.agent_id === null ? 'All agents' : agentName(rule.agent_id)}
        </p>
        <p className="mt-0.5 text-xs text-gray-500">
          {rule.evaluated_at === null ? (
            'Not evaluated yet'
          ) : (
            <>
              Now {formatAlertValue(rule.metric, rule.last_value)} · {rule.state === 'firing' ? 'firing' : 'OK'} since{' '}
              <RelativeTime at={rule.state_since} now={now} />
            </>
          )}
          {rule.emails.length > 0 ? ` · e-mails ${rule.emails.join(', ')}` : ''}
          {rule.webhook_url !== null ? ' · webhook' : ''}
        </p>
      </div>
      {isAdmin ? (
        <div className="flex shrink-0 gap-2">
          <Button variant="secondary" size="sm" onClick={togglePause} isLoading={update.isPending}>
            {update.isPending ? null : rule.is_enabled ? (
              <Pause size={14} aria-hidden="true" />
            ) : (
              <Play size={14} aria-hidden="true" />
            )}
            {rule.is_enabled ? 'Pause' : 'Resume'}
            <span className="sr-only"> {rule.name}</span>
          </Button>
          <ConfirmButton
            label="Delete"
            icon={Trash2}
            variant="secondary"
            isPending={remove.isPending}
            dialog={{
              title: `Delete ${rule.name}?`,
              description: 'The rule and its history are deleted. Nothing more is sent for it.',
              confirmLabel: 'Delete rule',
            }}
            onConfirm={(close) =>
              // Awaited, not per-call callbacks: the row is gone (unmounted) once the list is read again.
              void remove.mutateAsync(rule.id).then(
                () => {
                  close();
                  toast.success(`${rule.name} deleted`);
                },
                (error: unknown) => toast.error(errorMessage(error, 'Failed to delete the rule. Please try again.')),
              )
            }
          />
        </div>
      ) : null}
    </li>
  );
};

const History = ({ now }: { now: number }) => {
  const events = useAlertEvents();
  if (events.isPending) return <AvatarListSkeleton label="Loading the history" />;
  if (events.isError)
    return (
      <ErrorState
        title="Failed to load the history."
        message={errorMessage(events.error, 'Please try again.')}
        onRetry={() => void events.refetch()}
        isRetrying={events.isFetching}
      />
    );
  if (events.data.events.length === 0)
    return <p className="py-4 text-center text-[13px] text-gray-500">No rule has fired yet.</p>;
  return (
    <ol aria-label="Alert history" className="-my-2 divide-y divide-gray-100 text-[13px]">
      {events.data.events.map((event) => (
        <li
          key={event.id}
          data-testid="alert-event"
          className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2"
        >
          <span className="min-w-0 text-gray-800">
            <span className="font-medium">{event.rule_name}</span> {event.state === 'fired' ? 'fired' : 'cleared'}:{' '}
            {alertMetricLabels[event.metric]} {formatAlertValue(event.metric, event.value)}
          </span>
          <span className="text-xs text-gray-500">
            <RelativeTime at={event.at} now={now} />
          </span>
        </li>
      ))}
    </ol>
  );
};

/**
 * Alerts (account menu): rules that watch the workspace's calls and tell by e-mail (and a signed
 * webhook) when a metric turns and when it is back; their states and history. Admins manage them.
 */
export const AlertsScreen = () => {
  const isAdmin = useHasRole('admin');
  const rules = useAlertRules();
  const agents = useAgents();
  const agentsState = toAgentsState(agents);
  const now = useNow();
  const agentName = (id: string) => agentsState.agents.find((agent) => agent.id === id)?.name ?? id;
  const firing = rules.data?.filter((rule) => rule.is_enabled && rule.state === 'firing').length ?? 0;

  return (
    <>
      <PageHeader
        title="Alerts"
        icon={BellRing}
        description="Rules that watch your calls and tell you when a metric turns"
      />
      <PageBody width="narrow" className="flex flex-col gap-4">
        {isAdmin ? (
          <Card
            title="Add a rule"
            description="Evaluated every minute. You hear once when it fires and once when it clears."
          >
            <AlertRuleForm agentsState={agentsState} />
          </Card>
        ) : (
          <Alert tone="info">Admins and the owner add and change the alert rules.</Alert>
        )}
        <Card title="Rules" description={firing > 0 ? `${firing} firing` : undefined}>
          {rules.isPending ? (
            <AvatarListSkeleton label="Loading the rules" />
          ) : rules.isError ? (
            <ErrorState
              title="Failed to load the alert rules."
              message={errorMessage(rules.error, 'Please try again.')}
              onRetry={() => void rules.refetch()}
              isRetrying={rules.isFetching}
            />
          ) : rules.data.length === 0 ? (
            <EmptyState
              icon={BellRing}
              title="No alert rules yet"
              description="A rule watches a metric of your calls, such as the success rate or the cost per day, and tells you when it turns."
            />
          ) : (
            <ul aria-label="Alert rules" className="-my-3 divide-y divide-gray-100">
              {rules.data.map((rule) => (
                <RuleRow key={rule.id} rule={rule} isAdmin={isAdmin} agentName={agentName} now={now} />
              ))}
            </ul>
          )}
        </Card>
        <Card title="History" description="The latest firings and clearings">
          <History now={now} />
        </Card>
      </PageBody>
    </>
  );
};
