import { knowledgeBaseMessages, type KnowledgeBase } from '@agentdesk/shared';
import { RefreshCw, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { formatRelativeTime } from '../../../lib/format-relative-time.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useHasRole } from '../../../lib/use-workspaces.ts';
import { useDeleteKnowledgeBase } from '../api/delete-knowledge-base.ts';
import { useRefreshKnowledgeBase } from '../api/refresh-knowledge-base.ts';
import { useUpdateKnowledgeBase } from '../api/update-knowledge-base.ts';
import { isKnowledgeBaseBusy } from '../utils/knowledge-base-activity.ts';
import { toastFailure } from '../utils/failure-text.ts';
import { sourceCountText } from '../utils/status-labels.ts';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';

type Props = {
  knowledgeBase: KnowledgeBase;
  onDeleted: () => void;
};

const Moment = ({ label, at, now, testId }: { label: string; at: number | null; now: number; testId: string }) => (
  <div className="min-w-0">
    <dt className="text-gray-500">{label}</dt>
    <dd className="mt-0.5 font-medium text-gray-800 tabular-nums" data-testid={testId}>
      {at === null ? (
        'Never'
      ) : (
        <time dateTime={new Date(at).toISOString()} title={formatDateTime(at)}>
          {formatRelativeTime(at, now)}
        </time>
      )}
    </dd>
  </div>
);

/** Auto refresh, when it was last read and changed, and the Refresh and Delete actions. */
export const KnowledgeBaseSettings = ({ knowledgeBase, onDeleted }: Props) => {
  const id = useId();
  const now = useNow();
  const update = useUpdateKnowledgeBase();
  const refresh = useRefreshKnowledgeBase();
  const remove = useDeleteKnowledgeBase();
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);
  // Viewers see the settings; changing them, refreshing and deleting are for members.
  const canWrite = useHasRole('member');
  const knowledgeBaseId = knowledgeBase.knowledge_base_id;
  const hasWebPages = knowledgeBase.knowledge_base_sources.some((source) => source.type === 'url');
  const isSavingAutoRefresh = update.isPending && update.variables.body.enable_auto_refresh !== undefined;

  const onRefresh = () =>
    refresh.mutate(knowledgeBaseId, {
      onSuccess: () => toast.success(knowledgeBaseMessages.refreshStarted),
      onError: toastFailure,
    });

  const onDelete = () =>
    remove.mutate(knowledgeBaseId, {
      onSuccess: () => {
        setConfirmingDelete(false);
        toast.success(knowledgeBaseMessages.deleted);
        onDeleted();
      },
      onError: (error) => {
        setConfirmingDelete(false);
        toastFailure(error);
      },
    });

  return (
    <section aria-label="Settings" className="rounded-lg border border-gray-200 bg-white">
      <div className="flex flex-wrap items-start justify-between gap-3 px-3 py-3 sm:px-4">
        <div className="flex min-w-0 flex-1 basis-72 items-start gap-3">
          <Switch
            id={`${id}-auto-refresh`}
            checked={knowledgeBase.enable_auto_refresh}
            onCheckedChange={(checked) =>
              update.mutate({ id: knowledgeBaseId, body: { enable_auto_refresh: checked } }, { onError: toastFailure })
            }
            disabled={!canWrite}
            aria-describedby={`${id}-auto-refresh-hint`}
            className="mt-0.5"
          />
          <div className="min-w-0">
            <Label htmlFor={`${id}-auto-refresh`} className="flex items-center gap-2">
              Auto refresh
              {isSavingAutoRefresh ? <Spinner size={12} /> : null}
            </Label>
            <p id={`${id}-auto-refresh-hint`} className="mt-0.5 text-xs text-gray-500">
              Re-reads its web pages every 12 hours, so answers follow changes on your site.
            </p>
          </div>
        </div>
        {canWrite ? (
          <div className="flex shrink-0 flex-wrap items-center gap-2">
            {hasWebPages ? (
              <Button
                variant="secondary"
                size="sm"
                onClick={onRefresh}
                isLoading={refresh.isPending}
                disabled={isKnowledgeBaseBusy(knowledgeBase)}
              >
                {refresh.isPending ? null : <RefreshCw size={14} aria-hidden="true" />}
                Refresh
              </Button>
            ) : null}
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setConfirmingDelete(true)}
              className="text-red-700 hover:bg-red-50"
            >
              <Trash2 size={14} aria-hidden="true" />
              Delete
            </Button>
          </div>
        ) : null}
      </div>
      <dl className="grid grid-cols-2 gap-3 border-t border-gray-100 px-3 py-3 text-xs sm:grid-cols-4 sm:px-4">
        <div className="min-w-0">
          <dt className="text-gray-500">Sources</dt>
          <dd className="mt-0.5 font-medium text-gray-800 tabular-nums">
            {sourceCountText(knowledgeBase.knowledge_base_sources.length)}
          </dd>
        </div>
        <Moment
          label="Last refreshed"
          at={knowledgeBase.last_refreshed_timestamp}
          now={now}
          testId="kb-last-refreshed"
        />
        <Moment label="Updated" at={knowledgeBase.user_modified_timestamp} now={now} testId="kb-updated" />
        <Moment label="Created" at={knowledgeBase.created_timestamp} now={now} testId="kb-created" />
      </dl>
      <ConfirmDeleteDialog
        isOpen={isConfirmingDelete}
        onOpenChange={setConfirmingDelete}
        title="Delete this knowledge base?"
        description={`“${knowledgeBase.knowledge_base_name}” and its ${sourceCountText(knowledgeBase.knowledge_base_sources.length)} will be deleted. Agents that use it will no longer answer from it.`}
        isPending={remove.isPending}
        onConfirm={onDelete}
      />
    </section>
  );
};
