import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { toastedErrors } from '../../../lib/toasted-errors.ts';
import { useSignIn } from '../api/sign-in.ts';

type Props = {
  onSwitchToSignUp: () => void;
  /** The only e-mail this sign-in is for (an invitation's), shown read-only. */
  email?: string;
};

type Values = { email: string; password: string };

const FILL_IN_ALL_FIELDS = 'Please fill in all fields';

/** Sign-in exactly as SPEC §2 and §5 describe it; the page redirects once the session starts. */
export const SignInForm = ({ onSwitchToSignUp, email: fixedEmail }: Props) => {
  const { register, handleSubmit, formState } = useForm<Values>({
    defaultValues: { email: fixedEmail ?? '', password: '' },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [emptyFields, setEmptyFields] = useState<{ email: boolean; password: boolean } | null>(null);
  const signIn = useSignIn();
  const startSession = useSessionStore((state) => state.startSession);
  const isSubmitting = formState.isSubmitting;
  const clearEmptyFields = () => setEmptyFields(null);

  const onSubmit = async ({ email, password }: Values) => {
    setFormError(null);
    setEmptyFields(null);
    if (email.trim() === '' || password === '') {
      setEmptyFields({ email: email.trim() === '', password: password === '' });
      setFormError(FILL_IN_ALL_FIELDS);
      toast.error(FILL_IN_ALL_FIELDS);
      return;
    }

    try {
      const session = await signIn.mutateAsync({ email: email.trim(), password });
      startSession(session);
      toast.success('Signed in successfully!');
    } catch (error) {
      const message = errorMessage(error, 'Failed to sign in');
      setFormError(message);
      if (!(typeof error === 'object' && error !== null && toastedErrors.has(error))) toast.error(message);
    }
  };

  return (
    <>
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <fieldset disabled={isSubmitting} className="flex flex-col gap-4">
          <TextField
            id="sign-in-email"
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            readOnly={fixedEmail !== undefined}
            isInvalid={emptyFields?.email}
            disabled={isSubmitting}
            {...register('email', { onChange: clearEmptyFields })}
          />
          <TextField
            id="sign-in-password"
            label="Password"
            type="password"
            autoComplete="current-password"
            isInvalid={emptyFields?.password}
            disabled={isSubmitting}
            {...register('password', { onChange: clearEmptyFields })}
          >
            {/* After the field, so the tab order runs e-mail, password, then this link. */}
            <Link to="/reset-password" className="self-end text-[13px] font-medium text-brand hover:underline">
              Forgot password?
            </Link>
          </TextField>
          {formError !== null ? <Alert>{formError}</Alert> : null}
          <Button type="submit" size="lg" isLoading={isSubmitting} className="w-full">
            {isSubmitting ? 'Signing in...' : 'Sign in'}
          </Button>
        </fieldset>
      </form>
      <p className="mt-6 text-center text-[13px] text-gray-600">
        Don&apos;t have an account?{' '}
        <Button variant="link" onClick={onSwitchToSignUp} disabled={isSubmitting} className="text-[13px]">
          Sign up
        </Button>
      </p>
    </>
  );
};
