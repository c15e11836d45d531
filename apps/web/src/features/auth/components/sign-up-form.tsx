import { zodResolver } from '@hookform/resolvers/zod';
import { passwordRuleText, signupBodySchema } from '@agentdesk/shared';
import type { SignupBody } from '@agentdesk/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useSignUp } from '../api/sign-up.ts';

type Props = {
  onSwitchToSignIn: () => void;
  /** Called just before the session starts, so the page knows where to land. */
  onSignedUp: () => void;
};

type Values = z.input<typeof signupBodySchema>;

export const SignUpForm = ({ onSwitchToSignIn, onSignedUp }: Props) => {
  const { register, handleSubmit, formState } = useForm<Values, unknown, SignupBody>({
    resolver: zodResolver(signupBodySchema),
    defaultValues: { username: '', email: '', password: '' },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const signUp = useSignUp();
  const startSession = useSessionStore((state) => state.startSession);
  const { errors, isSubmitting } = formState;

  const onSubmit = async (body: SignupBody) => {
    setFormError(null);
    try {
      const session = await signUp.mutateAsync(body);
      onSignedUp();
      startSession(session);
      toast.success('Account created');
    } catch (error) {
      setFormError(errorMessage(error, 'Failed to sign up'));
    }
  };

  return (
    <>
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <fieldset disabled={isSubmitting} className="flex flex-col gap-4">
          <TextField
            id="username"
            label="Username"
            autoComplete="username"
            error={errors.username?.message}
            disabled={isSubmitting}
            {...register('username')}
          />
          <TextField
            id="email"
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            error={errors.email?.message}
            disabled={isSubmitting}
            {...register('email')}
          />
          <TextField
            id="password"
            label="Password"
            type="password"
            autoComplete="new-password"
            hint={passwordRuleText}
            error={errors.password?.message}
            disabled={isSubmitting}
            {...register('password')}
          />
          {formError !== null ? <Alert>{formError}</Alert> : null}
          <Button type="submit" size="lg" isLoading={isSubmitting} className="w-full">
            {isSubmitting ? 'Signing up...' : 'Sign up'}
          </Button>
        </fieldset>
      </form>
      <p className="mt-6 text-center text-[13px] text-gray-600">
        Already have an account?{' '}
        <Button variant="link" onClick={onSwitchToSignIn} disabled={isSubmitting} className="text-[13px]">
          Sign in
        </Button>
      </p>
    </>
  );
};
