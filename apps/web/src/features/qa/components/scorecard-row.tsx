import { plural, pluralNoun, type QaScorecard } from '@agentdesk/shared';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useDeleteScorecard } from '../api/scorecards.ts';
import { ScorecardAgreement } from './scorecard-agreement.tsx';

type Props = {
  scorecard: QaScorecard;
  agentName: (agentId: string) => string;
  /** Members and above change scorecards; viewers only read them. */
  canWrite: boolean;
  onEdit: () => void;
};

const criteriaNoun = { one: 'criterion', other: 'criteria' };

/**
 * One scorecard: its name and version, the agents it reviews, how many criteria and how often people
 * agreed with each; edit and delete for members.
 */
export const ScorecardRow = ({ scorecard, agentName, canWrite, onEdit }: Props) => {
  const [isConfirming, setConfirming] = useState(false);
  const remove = useDeleteScorecard();
  const versions = scorecard.agent_versions;

  const onDelete = () =>
    // Awaited rather than per-call callbacks: the row is gone (unmounted) once the list is read again.
    void remove.mutateAsync(scorecard.id).then(
      () => {
        setConfirming(false);
        toast.success(`Scorecard ${scorecard.name} deleted`);
      },
      (error: unknown) => toast.error(errorMessage(error, 'Failed to delete the scorecard. Please try again.')),
    );

  return (
    <li data-testid="scorecard" className="flex flex-wrap items-start gap-x-3 gap-y-2 py-3">
      <div className="min-w-0 flex-1 basis-full sm:basis-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-medium break-words text-gray-900">{scorecard.name}</h3>
          <Badge>Version {scorecard.version}</Badge>
        </div>
        <p className="mt-0.5 text-[13px] break-words text-gray-600">
          {scorecard.agent_ids.map(agentName).join(', ')}
          {versions === null ? '' : ` · ${pluralNoun(versions.length, 'version')} ${versions.join(', ')}`}
        </p>
        <p className="mt-0.5 text-xs text-gray-500 tabular-nums">{plural(scorecard.criteria.length, criteriaNoun)}</p>
        <ScorecardAgreement scorecardId={scorecard.id} scorecardName={scorecard.name} />
      </div>
      {canWrite ? (
        <div className="flex shrink-0 gap-2">
          <Button variant="secondary" size="sm" onClick={onEdit}>
            <Pencil size={14} aria-hidden="true" />
            Edit<span className="sr-only"> {scorecard.name}</span>
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
            <Trash2 size={14} aria-hidden="true" />
            Delete<span className="sr-only"> {scorecard.name}</span>
          </Button>
          <ConfirmDialog
            isOpen={isConfirming}
            onOpenChange={setConfirming}
            title={`Delete ${scorecard.name}?`}
            description="Its criteria and the reviews of calls made with it are deleted. Calls are not changed."
            confirmLabel="Delete scorecard"
            isPending={remove.isPending}
            onConfirm={onDelete}
          />
        </div>
      ) : null}
    </li>
  );
};
