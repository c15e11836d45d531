import { zodResolver } from '@hookform/resolvers/zod';
import { passwordRuleText, signupBodySchema } from '@agentdesk/shared';
import type { SignupBody } from '@agentdesk/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useSignupMode } from '../api/get-signup-mode.ts';
import { useSignUp } from '../api/sign-up.ts';
import { InviteOnlyNotice } from './invite-only-notice.tsx';

/** Signing up through an invitation link: the invited e-mail, fixed, and the link's token. */
export type SignUpInvitation = { email: string; token: string };

type Props = {
  onSwitchToSignIn: () => void;
  /** Called just before the session starts, so the page knows where to land. */
  onSignedUp?: () => void;
  /** Joins the inviting workspace instead of opening a new one (and works in invite-only mode). */
  invitation?: SignUpInvitation;
};

type Values = z.input<typeof signupBodySchema>;

const SwitchToSignIn = ({ onClick, isDisabled }: { onClick: () => void; isDisabled: boolean }) => (
  <p className="mt-6 text-center text-[13px] text-gray-600">
    Already have an account?{' '}
    <Button variant="link" onClick={onClick} disabled={isDisabled} className="text-[13px]">
      Sign in
    </Button>
  </p>
);

/**
 * Sign-up (SPEC §2): username, e-mail and password. In invite-only mode (GET /user/signup-mode) it
 * says so instead of showing a form that would be refused; an invitation opens it with the e-mail fixed.
 */
export const SignUpForm = ({ onSwitchToSignIn, onSignedUp, invitation }: Props) => {
  const signupMode = useSignupMode({ isEnabled: invitation === undefined });

  if (invitation === undefined && signupMode.isPending) {
    return (
      <div className="flex justify-center py-8" role="status">
        <Spinner />
        <span className="sr-only">Loading...</span>
      </div>
    );
  }
  // Unknown (the server did not say): the form, whose submit the server refuses with its own message.
  if (invitation === undefined && signupMode.data === 'invite-only') {
    return (
      <>
        <InviteOnlyNotice />
        <SwitchToSignIn onClick={onSwitchToSignIn} isDisabled={false} />
      </>
    );
  }
  return <SignUpFields onSwitchToSignIn={onSwitchToSignIn} onSignedUp={onSignedUp} invitation={invitation} />;
};

const SignUpFields = ({ onSwitchToSignIn, onSignedUp, invitation }: Props) => {
  const { register, handleSubmit, formState } = useForm<Values, unknown, SignupBody>({
    resolver: zodResolver(signupBodySchema),
    defaultValues: { username: '', email: invitation?.email ?? '', password: '' },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const signUp = useSignUp();
  const startSession = useSessionStore((state) => state.startSession);
  const { errors, isSubmitting } = formState;

  const onSubmit = async (body: SignupBody) => {
    setFormError(null);
    try {
      const session = await signUp.mutateAsync(
        invitation === undefined ? body : { ...body, email: invitation.email, invitation_token: invitation.token },
      );
      onSignedUp?.();
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
            readOnly={invitation !== undefined}
            hint={invitation !== undefined ? 'The invitation is for this address.' : undefined}
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
            {isSubmitting ? 'Signing up...' : invitation !== undefined ? 'Create account and join' : 'Sign up'}
          </Button>
        </fieldset>
      </form>
      <SwitchToSignIn onClick={onSwitchToSignIn} isDisabled={isSubmitting} />
    </>
  );
};
