import { zodResolver } from '@hookform/resolvers/zod';
import { updateUserBodySchema } from '@agentdesk/shared';
import type { UpdateUserBody, UserRecord } from '@agentdesk/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useUpdateUser } from '../api/update-user.ts';

type Props = { user: UserRecord };

type Values = z.input<typeof updateUserBodySchema>;

/** Changes the username; the menu and the stored user follow. */
export const ProfileForm = ({ user }: Props) => {
  const { register, handleSubmit, formState, reset } = useForm<Values, unknown, UpdateUserBody>({
    resolver: zodResolver(updateUserBodySchema),
    defaultValues: { username: user.username },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const updateUser = useUpdateUser();
  const updateStoredUser = useSessionStore((state) => state.updateUser);
  const { errors, isSubmitting, isDirty } = formState;

  const onSubmit = async (body: UpdateUserBody) => {
    setFormError(null);
    try {
      const updated = await updateUser.mutateAsync(body);
      updateStoredUser({ email: updated.email, username: updated.username });
      reset({ username: updated.username });
      toast.success('Profile updated');
    } catch (error) {
      setFormError(errorMessage(error, 'Failed to update profile'));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="max-w-md">
      <fieldset disabled={isSubmitting} className="flex flex-col gap-4">
        <TextField
          id="profile-username"
          label="Username"
          autoComplete="username"
          error={errors.username?.message}
          {...register('username')}
        />
        {formError !== null ? <Alert>{formError}</Alert> : null}
        <div>
          <Button type="submit" isLoading={isSubmitting} disabled={!isDirty}>
            {isSubmitting ? 'Saving...' : 'Save changes'}
          </Button>
        </div>
      </fieldset>
    </form>
  );
};
