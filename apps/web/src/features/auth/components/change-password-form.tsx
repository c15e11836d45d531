import { zodResolver } from '@hookform/resolvers/zod';
import { passwordChangeBodySchema } from '@agentdesk/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useChangePassword } from '../api/change-password.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

type Props = { email: string };

const changePasswordFormSchema = passwordChangeBodySchema
  .pick({ old_password: true, new_password: true })
  .extend({ confirm_password: z.string() })
  .refine((values) => values.new_password === values.confirm_password, {
    message: 'Passwords do not match',
    path: ['confirm_password'],
  });

type Values = z.infer<typeof changePasswordFormSchema>;

const emptyValues: Values = { old_password: '', new_password: '', confirm_password: '' };

/** Checks the rule and the match before sending; the answer's new token replaces the session. */
export const ChangePasswordForm = ({ email }: Props) => {
  const { register, handleSubmit, formState, reset } = useForm<Values>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: emptyValues,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const changePassword = useChangePassword();
  const startSession = useSessionStore((state) => state.startSession);
  const { errors, isSubmitting } = formState;

  const onSubmit = async ({ old_password, new_password }: Values) => {
    setFormError(null);
    try {
      startSession(await changePassword.mutateAsync({ email, old_password, new_password }));
      toast.success('Password changed');
      reset(emptyValues);
    } catch (error) {
      setFormError(errorMessage(error, 'Failed to change password'));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="max-w-md">
      {/* Lets password managers pair the new password with the account. */}
      <input type="email" name="email" value={email} autoComplete="username" readOnly hidden />
      <fieldset disabled={isSubmitting} className="flex flex-col gap-4">
        <TextField
          id="current-password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.old_password?.message}
          {...register('old_password')}
        />
        <NewPasswordFields register={register} errors={errors} />
        {formError !== null ? <Alert>{formError}</Alert> : null}
        <div>
          <Button type="submit" isLoading={isSubmitting}>
            {isSubmitting ? 'Changing password...' : 'Change password'}
          </Button>
        </div>
      </fieldset>
    </form>
  );
};
