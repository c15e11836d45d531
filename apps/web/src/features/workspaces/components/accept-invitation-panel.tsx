import type { InvitationPreview } from '@agentdesk/shared';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useAcceptInvitation } from '../api/accept-invitation.ts';
import { useWorkspaceChange } from '../api/use-workspace-change.ts';

type Props = {
  token: string;
  preview: InvitationPreview;
  signedInEmail: string;
  /** The invitation was accepted: the page stops asking about the (now used) link. */
  onAccepted: () => void;
};

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Signed in: accept with the invited e-mail (the session then works in that workspace, with nothing
 * of the previous one cached); with another account, say so and offer to sign out.
 */
export const AcceptInvitationPanel = ({ token, preview, signedInEmail, onAccepted }: Props) => {
  const accept = useAcceptInvitation();
  const changeWorkspace = useWorkspaceChange();
  const signOut = useSessionStore((state) => state.signOut);
  const [error, setError] = useState<string | null>(null);
  // The stored user may lack its e-mail; the server then decides (403 for another account).
  const isOtherAccount = signedInEmail !== '' && !sameEmail(signedInEmail, preview.email);

  if (isOtherAccount) {
    return (
      <div className="flex flex-col gap-4">
        <Alert>
          This invitation is for {preview.email}, and you are signed in as {signedInEmail}. Sign out, then sign in or
          create an account as {preview.email}.
        </Alert>
        <Button variant="secondary" size="lg" className="w-full" onClick={() => void signOut()}>
          Sign out
        </Button>
      </div>
    );
  }

  const onAccept = () => {
    setError(null);
    accept.mutate(token, {
      onSuccess: (next) => {
        onAccepted();
        changeWorkspace(next, `You joined ${preview.workspace_name}`);
      },
      onError: (failure) => setError(errorMessage(failure, 'Failed to accept the invitation. Please try again.')),
    });
  };

  return (
    <div className="flex flex-col gap-4">
      {signedInEmail !== '' ? <p className="text-[13px] text-gray-600">Signed in as {signedInEmail}.</p> : null}
      {error !== null ? <Alert>{error}</Alert> : null}
      <Button size="lg" className="w-full" onClick={onAccept} isLoading={accept.isPending}>
        {accept.isPending ? 'Joining...' : 'Accept invitation'}
      </Button>
    </div>
  );
};
