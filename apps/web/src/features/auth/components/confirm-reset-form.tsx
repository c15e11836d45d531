import { zodResolver } from '@hookform/resolvers/zod';
import { passwordSchema } from '@agentdesk/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useConfirmPasswordReset } from '../api/confirm-password-reset.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

type Props = { token: string };

const newPasswordFormSchema = z
  .object({ new_password: passwordSchema, confirm_password: z.string() })
  .refine((values) => values.new_password === values.confirm_password, {
    message: 'Passwords do not match',
    path: ['confirm_password'],
  });

type Values = z.infer<typeof newPasswordFormSchema>;

/** Step 2 of the reset, reached from the e-mailed link: choose a new password and be signed in. */
export const ConfirmResetForm = ({ token }: Props) => {
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { new_password: '', confirm_password: '' },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const confirmReset = useConfirmPasswordReset();
  const startSession = useSessionStore((state) => state.startSession);
  const navigate = useNavigate();
  const { errors, isSubmitting } = formState;

  const onSubmit = async ({ new_password }: Values) => {
    setFormError(null);
    try {
      const session = await confirmReset.mutateAsync({ token, new_password });
      startSession(session);
      toast.success('Password updated');
      await navigate('/analytics', { replace: true });
    } catch (error) {
      setFormError(errorMessage(error, 'This reset link is invalid or has expired.'));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <fieldset disabled={isSubmitting} className="flex flex-col gap-4">
        <NewPasswordFields register={register} errors={errors} />
        {formError !== null ? <Alert>{formError}</Alert> : null}
        <Button type="submit" size="lg" isLoading={isSubmitting} className="w-full">
          {isSubmitting ? 'Saving...' : 'Set new password'}
        </Button>
      </fieldset>
    </form>
  );
};
