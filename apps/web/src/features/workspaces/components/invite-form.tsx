import { assignableRoles, createInvitationBodySchema, type InvitationWithLink } from '@agentdesk/shared';
import { workspaceRoleLabels } from '@agentdesk/shared/workspace-roles';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useCreateInvitation } from '../api/create-invitation.ts';
import { roleDescriptions } from '../utils/role-descriptions.ts';

type Props = { onInvited: (invitation: InvitationWithLink) => void };

const roleOptions = assignableRoles.map((role) => ({
  value: role,
  label: workspaceRoleLabels[role],
  description: roleDescriptions[role],
}));

/** Invite by e-mail with a role (checked as the server checks it); the mail goes out through the outbox. */
export const InviteForm = ({ onInvited }: Props) => {
  const { registerField, handleSubmit, control, formState, reset } = useSchemaForm(createInvitationBodySchema, {
    email: '',
    role: 'member',
  });
  const create = useCreateInvitation();
  const [serverError, setServerError] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      const invitation = await create.mutateAsync(body);
      toast.success(`Invitation sent to ${invitation.email}`);
      reset({ email: '', role: body.role });
      onInvited(invitation);
    } catch (error) {
      setServerError(errorMessage(error, 'Failed to send the invitation. Please try again.'));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3" aria-label="Invite by e-mail">
      <fieldset
        disabled={create.isPending}
        className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_11rem_auto] sm:items-start"
      >
        <TextField
          id="invite-email"
          label="Email"
          type="email"
          autoComplete="off"
          placeholder="colleague@company.com"
          error={formState.errors.email?.message}
          {...registerField('email')}
        />
        <FormField id="invite-role" label="Role" error={formState.errors.role?.message}>
          {(fieldControl) => (
            <Controller
              control={control}
              name="role"
              render={({ field }) => (
                <Select
                  id={fieldControl.id}
                  value={field.value}
                  onValueChange={field.onChange}
                  options={roleOptions}
                  size="sm"
                  className="h-9"
                />
              )}
            />
          )}
        </FormField>
        <Button type="submit" isLoading={create.isPending} className="sm:mt-[25px]">
          {create.isPending ? null : <Send size={14} aria-hidden="true" />}
          {create.isPending ? 'Sending...' : 'Send invitation'}
        </Button>
      </fieldset>
      {serverError !== null ? <Alert>{serverError}</Alert> : null}
    </form>
  );
};
