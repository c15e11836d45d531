import { callEndReasons } from '@agentdesk/shared';
import type { CallEndReason } from '@agentdesk/shared';
import { useId } from 'react';
import { RadioGroup } from '../../../components/ui/radio-group.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import type { SaveStatus } from '../hooks/use-save-status.ts';
import { endReasonLabels, isCallEndReason } from '../utils/end-reason.ts';
import { SaveButton } from './save-button.tsx';

type Props = {
  endReason: CallEndReason;
  notes: string;
  saveStatus: SaveStatus;
  onEndReasonChange: (reason: CallEndReason) => void;
  onNotesChange: (notes: string) => void;
  onSave: () => void;
  /** Viewers see the reason and notes but cannot change or save them. */
  canWrite: boolean;
};

const options = callEndReasons.map((reason) => ({ value: reason, label: endReasonLabels[reason] }));

/** Actions tab: the call end reason, notes (6 rows) and Save; read-only for viewers. */
export const CallActionsTab = ({
  endReason,
  notes,
  saveStatus,
  onEndReasonChange,
  onNotesChange,
  onSave,
  canWrite,
}: Props) => {
  const id = useId();
  return (
    <form
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <div className="flex flex-col gap-2">
        <h3 id={`${id}-reason`} className="text-[13px] font-semibold text-gray-900">
          Call end reason
        </h3>
        <RadioGroup
          aria-labelledby={`${id}-reason`}
          value={endReason}
          onValueChange={(value) => {
            if (isCallEndReason(value)) onEndReasonChange(value);
          }}
          options={options}
          disabled={!canWrite}
        />
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor={`${id}-notes`} className="text-[13px] font-semibold text-gray-900">
          Notes
        </label>
        <Textarea
          id={`${id}-notes`}
          rows={6}
          maxLength={20_000}
          placeholder={canWrite ? 'Add notes about this conversation...' : 'No notes.'}
          readOnly={!canWrite}
          value={notes}
          onChange={(event) => onNotesChange(event.target.value)}
        />
      </div>
      {canWrite ? (
        <SaveButton status={saveStatus} />
      ) : (
        <p data-testid="read-only-note" className="text-xs text-gray-500">
          You have view-only access to this workspace; members and admins edit the end reason and notes.
        </p>
      )}
    </form>
  );
};
