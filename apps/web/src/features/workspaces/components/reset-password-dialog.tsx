import type { Member, MemberPasswordResetMethod } from '@agentdesk/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CopyField } from '../../../components/ui/copy-field.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { RadioGroup } from '../../../components/ui/radio-group.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useIntegrations } from '../../../lib/use-integrations.ts';
import { useResetMemberPassword } from '../api/reset-member-password.ts';

type Props = {
  /** The member whose password is reset; the dialog is closed while null. */
  member: Member | null;
  onClose: () => void;
};

const methodOptions = [
  { value: 'mail', label: 'E-mail them a link to set a new password' },
  { value: 'temporary_password', label: 'Show a temporary password here, to pass on yourself' },
];

const TEMPORARY_HINT =
  'Shown only now: nothing keeps it. Pass it on in person or by phone, and ask them to change it on Change ' +
  'Password once signed in.';

const nameOf = (member: Member) => (member.username === '' ? member.email : member.username);

/**
 * An owner or admin resets a member's password: a reset link by e-mail (when this server sends
 * mail) or a temporary password shown once. The member is signed out everywhere at once.
 */
export const ResetPasswordDialog = ({ member, onClose }: Props) => {
  const integrations = useIntegrations({ isEnabled: member !== null });
  const sendsMail = integrations.data?.mail.is_sending === true;
  const reset = useResetMemberPassword();
  const [chosen, setChosen] = useState<MemberPasswordResetMethod>('mail');
  const [temporary, setTemporary] = useState<string | null>(null);
  const method: MemberPasswordResetMethod = sendsMail ? chosen : 'temporary_password';

  const close = () => {
    setTemporary(null);
    reset.reset();
    onClose();
  };
  const onConfirm = () => {
    if (member === null) return;
    reset.mutate(
      { userId: member.user_id, method },
      {
        onSuccess: ({ message, data }) => {
          if (data.temporary_password === null) {
            toast.success(message);
            close();
          } else setTemporary(data.temporary_password);
        },
      },
    );
  };

  const name = member === null ? 'this member' : nameOf(member);
  const body = () => {
    if (temporary !== null) {
      return (
        <div className="mt-4 flex flex-col gap-4">
          <CopyField
            id="temporary-password"
            label={`Temporary password for ${name}`}
            value={temporary}
            copyLabel="Copy temporary password"
            description={TEMPORARY_HINT}
          />
          <div className="flex justify-end">
            <Button onClick={close}>Done</Button>
          </div>
        </div>
      );
    }
    return (
      <div className="mt-4 flex flex-col gap-4">
        {integrations.isPending ? null : sendsMail ? (
          <RadioGroup
            aria-label="How they get back in"
            value={chosen}
            onValueChange={(value) => setChosen(value === 'temporary_password' ? 'temporary_password' : 'mail')}
            options={methodOptions}
          />
        ) : (
          <p className="text-[13px] text-gray-600">
            This server sends no e-mail, so you get a temporary password to pass on yourself. It is shown once.
          </p>
        )}
        {reset.isError ? (
          <Alert>{errorMessage(reset.error, 'The password was not reset. Please try again.')}</Alert>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button variant="danger" isLoading={reset.isPending} disabled={integrations.isPending} onClick={onConfirm}>
            Reset password
          </Button>
        </div>
      </div>
    );
  };

  return (
    <Dialog
      open={member !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={temporary === null ? `Reset ${name}’s password?` : `${name}’s temporary password`}
      {...(temporary === null
        ? { description: `They are signed out at once, on every device, and the audit log records who reset it.` }
        : {})}
    >
      {body()}
    </Dialog>
  );
};
