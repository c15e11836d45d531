import { useSearchParams } from 'react-router';
import { SignInForm } from '../../features/auth/components/sign-in-form.tsx';
import { SignUpForm } from '../../features/auth/components/sign-up-form.tsx';
import { InvitationScreen } from '../../features/workspaces/components/invitation-screen.tsx';

/** /invitation?token=…: the page an invitation e-mail links to (public, like /authentication). */
export const InvitationRoute = () => {
  const [params] = useSearchParams();
  return (
    <InvitationScreen
      token={params.get('token') ?? ''}
      renderSignUp={({ email, token, onSwitchToSignIn, onSignedUp }) => (
        <SignUpForm invitation={{ email, token }} onSwitchToSignIn={onSwitchToSignIn} onSignedUp={onSignedUp} />
      )}
      renderSignIn={({ email, onSwitchToSignUp }) => <SignInForm email={email} onSwitchToSignUp={onSwitchToSignUp} />}
    />
  );
};
