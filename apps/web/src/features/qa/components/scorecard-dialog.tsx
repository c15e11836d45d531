import type { QaScorecard } from '@agentdesk/shared';
import { Dialog } from '../../../components/ui/dialog.tsx';
import type { AgentsState } from '../../../lib/agents-state.ts';
import { ScorecardForm } from './scorecard-form.tsx';

/** What the dialog is open for: a new scorecard, or one to edit. */
export type ScorecardDialogTarget = { mode: 'create' } | { mode: 'edit'; scorecard: QaScorecard };

type Props = {
  target: ScorecardDialogTarget | null;
  agentsState: AgentsState;
  onClose: () => void;
};

/** Creating or editing a scorecard, in a dialog wide enough for its criteria (the whole width on a phone). */
export const ScorecardDialog = ({ target, agentsState, onClose }: Props) => (
  <Dialog
    open={target !== null}
    onOpenChange={(isOpen) => {
      if (!isOpen) onClose();
    }}
    title={target?.mode === 'edit' ? `Edit ${target.scorecard.name}` : 'New scorecard'}
    description="Each criterion passes or fails on every call of the chosen agents; its weight counts towards the score from 0 to 100."
    className="max-w-2xl!"
  >
    {target === null ? null : (
      <ScorecardForm
        // A fresh form each time it opens.
        key={target.mode === 'edit' ? target.scorecard.id : 'new'}
        scorecard={target.mode === 'edit' ? target.scorecard : undefined}
        agentsState={agentsState}
        onDone={onClose}
      />
    )}
  </Dialog>
);
