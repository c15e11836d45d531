import { applicationStageLabels, type StageProposal as Proposal } from '@agentdesk/shared';
import { Lightbulb } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { toastFailure } from '../../../lib/toast-failure.ts';
import { useDismissStageProposal } from '../api/dismiss-stage-proposal.ts';
import type { StageChange } from '../hooks/use-stage-change.ts';

type Props = { applicationId: string; proposal: Proposal; stageChange: StageChange; canWrite: boolean };

/**
 * The stage the screening call's outcome implies, proposed, never applied on its own (#30 item 5):
 * applying it is the ordinary stage change (history, audit; a rejection carries the reason), and
 * dismissing it keeps the stage until a later call proposes again.
 */
export const StageProposal = ({ applicationId, proposal, stageChange, canWrite }: Props) => {
  const dismiss = useDismissStageProposal();
  const label = applicationStageLabels[proposal.stage];
  return (
    <section
      aria-label="Suggested stage"
      data-testid="stage-proposal"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-blue-200 bg-brand-soft px-4 py-3 sm:px-5"
    >
      <Lightbulb size={16} aria-hidden="true" className="shrink-0 text-brand" />
      <p className="min-w-0 flex-1 basis-56 text-[13px] text-gray-800">
        <span className="font-medium">Suggested: move to {label}.</span> {proposal.reason}.
      </p>
      {canWrite ? (
        <div className="flex shrink-0 items-center gap-2">
          <Button
            size="sm"
            isLoading={stageChange.isPending}
            onClick={() => stageChange.moveWithReason([applicationId], proposal.stage, proposal.reason)}
          >
            Move to {label}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            isLoading={dismiss.isPending}
            onClick={() =>
              dismiss.mutate(
                { application_id: applicationId, call_id: proposal.call_id },
                { onSuccess: (message) => toast.success(message), onError: toastFailure },
              )
            }
          >
            Dismiss
          </Button>
        </div>
      ) : null}
    </section>
  );
};
