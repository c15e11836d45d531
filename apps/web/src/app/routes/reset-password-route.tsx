import { ArrowLeft } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { AuthShell } from '../../components/ui/auth-shell.tsx';
import { ConfirmResetForm } from '../../features/auth/components/confirm-reset-form.tsx';
import { RequestResetForm } from '../../features/auth/components/request-reset-form.tsx';

const backToSignIn = (
  <Link to="/authentication" className="inline-flex items-center gap-1.5 font-medium text-brand hover:underline">
    <ArrowLeft size={14} aria-hidden="true" />
    Back to sign in
  </Link>
);

/** Step 1 asks for a link by e-mail; the link brings the user back with ?token= for step 2. */
export const ResetPasswordRoute = () => {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');

  return token !== null && token !== '' ? (
    <AuthShell
      title="Choose a new password"
      description="You will be signed in once it is saved."
      footer={backToSignIn}
    >
      <ConfirmResetForm token={token} />
    </AuthShell>
  ) : (
    <AuthShell
      title="Reset your password"
      description="Enter the e-mail you signed up with and we will send you a link to choose a new password."
      footer={backToSignIn}
    >
      <RequestResetForm />
    </AuthShell>
  );
};
