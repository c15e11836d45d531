import { candidateLimits, candidateMessages } from '@agentdesk/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import type { StageChange } from '../hooks/use-stage-change.ts';

type Props = {
  stageChange: StageChange;
  /** Who is rejected, for the title: a name, or how many. */
  who: (count: number) => string;
};

/** The reason, required; a fresh form each time the dialog opens. */
const RejectForm = ({ stageChange }: { stageChange: StageChange }) => {
  const { reject, cancelReject, isPending } = stageChange;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (trimmed === '') setError(candidateMessages.reasonRequired);
    else reject(trimmed);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-4">
      <FormField id="reject-reason" label="Reason" error={error} hint={`Up to ${candidateLimits.reasonMax} characters`}>
        {(wiring) => (
          <Textarea
            {...wiring}
            rows={3}
            maxLength={candidateLimits.reasonMax}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
            placeholder="e.g. Needs visa sponsorship, which the role cannot offer"
          />
        )}
      </FormField>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={cancelReject} disabled={isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" size="sm" isLoading={isPending}>
          Reject
        </Button>
      </div>
    </form>
  );
};

/** Asks a rejection's reason: it stays in the history beside who rejected and when. */
export const RejectDialog = ({ stageChange, who }: Props) => {
  const { rejecting, cancelReject, isPending } = stageChange;
  return (
    <Dialog
      open={rejecting !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen && !isPending) cancelReject();
      }}
      title={`Reject ${who(rejecting?.length ?? 0)}`}
      description="The reason is kept in the candidate's history with who rejected and when. It is not sent to the candidate."
    >
      {rejecting !== null ? <RejectForm key={rejecting.join(',')} stageChange={stageChange} /> : null}
    </Dialog>
  );
};
