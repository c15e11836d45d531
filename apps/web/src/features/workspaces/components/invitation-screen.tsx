import { DEFAULT_LANDING_PATH } from '@agentdesk/shared/navigation';
import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { AuthShell } from '../../../components/ui/auth-shell.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useInvitationPreview } from '../api/get-invitation-preview.ts';
import { AcceptInvitationPanel } from './accept-invitation-panel.tsx';
import { InvitationSummary } from './invitation-summary.tsx';
import { roleInSentence } from '../utils/role-descriptions.ts';

export type InvitationSignUpProps = {
  email: string;
  token: string;
  onSwitchToSignIn: () => void;
  onSignedUp: () => void;
};
export type InvitationSignInProps = { email: string; onSwitchToSignUp: () => void };

type Props = {
  /** The link's token (?token=…). */
  token: string;
  /** The sign-up form with the invited e-mail fixed, sending the token (the auth feature's, composed by the route). */
  renderSignUp: (props: InvitationSignUpProps) => ReactNode;
  /** The sign-in form for the invited e-mail. */
  renderSignIn: (props: InvitationSignInProps) => ReactNode;
};

const Unusable = ({ title, message, isSignedIn }: { title: string; message: string; isSignedIn: boolean }) => (
  <AuthShell title={title}>
    <div className="flex flex-col gap-4">
      <Alert>{message}</Alert>
      <p className="text-[13px] text-gray-600">Ask the person who invited you to send a new invitation.</p>
      <ButtonLink to={isSignedIn ? DEFAULT_LANDING_PATH : '/authentication'} variant="secondary" className="w-full">
        {isSignedIn ? 'Go to AgentDesk' : 'Go to sign in'}
      </ButtonLink>
    </div>
  </AuthShell>
);

/**
 * The page an invitation link opens (public, no side navigation): what it offers, or the server's
 * reason it cannot be used (expired, revoked, used). Signed in with the invited e-mail: accept.
 * Signed out: create an account for that e-mail (which joins at once) or sign in, then accept.
 */
export const InvitationScreen = ({ token, renderSignUp, renderSignIn }: Props) => {
  const user = useSessionStore((state) => state.user);
  const isSessionLoading = useSessionStore((state) => state.isLoading);
  const [isAccepted, setAccepted] = useState(false);
  const preview = useInvitationPreview(token, { isEnabled: !isAccepted });
  const [mode, setMode] = useState<'sign-up' | 'sign-in'>('sign-up');
  // Signing up through the link joined the workspace already: once the session starts, go in.
  const [hasJoined, setJoined] = useState(false);

  if (hasJoined && user !== null) return <Navigate to={DEFAULT_LANDING_PATH} replace />;
  if (isAccepted) {
    return (
      <AuthShell title="Joining the workspace">
        <div role="status" className="flex items-center justify-center gap-2 py-6 text-[13px] text-gray-600">
          <Spinner size={16} />
          Opening the workspace...
        </div>
      </AuthShell>
    );
  }
  if (token === '') {
    return (
      <Unusable
        title="This invitation link is incomplete"
        message="The link has no invitation code. Open it again from the invitation e-mail."
        isSignedIn={user !== null}
      />
    );
  }
  if (preview.isError) {
    return (
      <Unusable
        title="This invitation cannot be used"
        message={errorMessage(preview.error, 'This invitation link is not valid.')}
        isSignedIn={user !== null}
      />
    );
  }
  if (preview.isPending || isSessionLoading) {
    return (
      <AuthShell title="Invitation">
        <div role="status" aria-label="Loading the invitation" className="flex flex-col gap-3">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      </AuthShell>
    );
  }

  const invitation = preview.data;
  const inviter = invitation.invited_by ?? 'An admin';
  const onSignedUp = () => {
    setJoined(true);
    toast.success(`You joined ${invitation.workspace_name}`);
  };

  return (
    <AuthShell
      title={`Join ${invitation.workspace_name}`}
      description={`${inviter} invited you to work in this AgentDesk workspace as ${roleInSentence[invitation.role]}.`}
    >
      <div className="flex flex-col gap-6">
        <InvitationSummary preview={invitation} />
        {user !== null ? (
          <AcceptInvitationPanel
            token={token}
            preview={invitation}
            signedInEmail={user.email}
            onAccepted={() => setAccepted(true)}
          />
        ) : mode === 'sign-up' ? (
          <div className="flex flex-col gap-3">
            <p className="text-[13px] text-gray-600">
              Create your account to join. Already have one? Sign in instead, then accept.
            </p>
            {renderSignUp({ email: invitation.email, token, onSwitchToSignIn: () => setMode('sign-in'), onSignedUp })}
          </div>
        ) : (
          <div className="flex flex-col gap-3">
            <p className="text-[13px] text-gray-600">Sign in as {invitation.email}, then accept the invitation.</p>
            {renderSignIn({ email: invitation.email, onSwitchToSignUp: () => setMode('sign-up') })}
          </div>
        )}
      </div>
    </AuthShell>
  );
};
