import { zodResolver } from '@hookform/resolvers/zod';
import { passwordResetMessages, resetPasswordRequestBodySchema } from '@agentdesk/shared';
import type { ResetPasswordRequestBody } from '@agentdesk/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';

type Values = z.input<typeof resetPasswordRequestBodySchema>;

/** Step 1 of the reset: ask for a link. The answer never says whether the account exists. */
export const RequestResetForm = () => {
  const { register, handleSubmit, formState } = useForm<Values, unknown, ResetPasswordRequestBody>({
    resolver: zodResolver(resetPasswordRequestBodySchema),
    defaultValues: { email: '' },
  });
  const [formError, setFormError] = useState<string | null>(null);
  /** The server's answer: a link is on its way, or this server sends no mail at all. */
  const [answer, setAnswer] = useState<{ sendsMail: boolean } | null>(null);
  const requestReset = useRequestPasswordReset();
  const { errors, isSubmitting } = formState;

  const onSubmit = async (body: ResetPasswordRequestBody) => {
    setFormError(null);
    try {
      const { sends_mail: sendsMail } = await requestReset.mutateAsync(body);
      setAnswer({ sendsMail });
    } catch (error) {
      setFormError(errorMessage(error, 'Could not send the reset link. Please try again.'));
    }
  };

  if (answer !== null) {
    return answer.sendsMail ? (
      <Alert tone="success">{passwordResetMessages.requested}</Alert>
    ) : (
      <Alert tone="info">{passwordResetMessages.noMail}</Alert>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <fieldset disabled={isSubmitting} className="flex flex-col gap-4">
        <TextField
          id="reset-email"
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          error={errors.email?.message}
          {...register('email')}
        />
        {formError !== null ? <Alert>{formError}</Alert> : null}
        <Button type="submit" size="lg" isLoading={isSubmitting} className="w-full">
          {isSubmitting ? 'Sending...' : 'Send reset link'}
        </Button>
      </fieldset>
    </form>
  );
};
