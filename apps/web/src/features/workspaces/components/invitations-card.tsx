import type { Invitation, InvitationWithLink } from '@agentdesk/shared';
import { workspaceRoleLabels } from '@agentdesk/shared/workspace-roles';
import { MailPlus, RotateCw, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { RelativeTime } from '../../../components/ui/relative-time.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useInvitations } from '../api/list-invitations.ts';
import { useResendInvitation } from '../api/resend-invitation.ts';
import { useRevokeInvitation } from '../api/revoke-invitation.ts';
import {
  expiryText,
  invitationStatusLabels,
  invitationStatusTones,
  sortInvitations,
} from '../utils/invitation-labels.ts';
import { InvitationLink } from './invitation-link.tsx';
import { InviteForm } from './invite-form.tsx';

type RowProps = {
  invitation: Invitation;
  now: number;
  isResending: boolean;
  onResend: () => void;
  onRevoke: () => void;
};

const InvitationRow = ({ invitation, now, isResending, onResend, onRevoke }: RowProps) => {
  const isPending = invitation.status === 'pending';
  return (
    <li data-testid="invitation-row" className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
      <div className="min-w-0 flex-1 basis-64">
        <div className="flex min-w-0 items-center gap-2">
          <p className="truncate text-sm font-medium text-gray-900">{invitation.email}</p>
          <Badge tone={invitationStatusTones[invitation.status]}>{invitationStatusLabels[invitation.status]}</Badge>
        </div>
        <p className="mt-0.5 text-xs text-gray-500">
          {workspaceRoleLabels[invitation.role]}
          {invitation.invited_by !== null ? ` · invited by ${invitation.invited_by}` : ''} ·{' '}
          <RelativeTime at={Date.parse(invitation.created_at)} now={now} />
          {isPending ? ` · ${expiryText(invitation.expires_at, now)}` : ''}
        </p>
      </div>
      {isPending || invitation.status === 'expired' ? (
        <div className="flex shrink-0 items-center gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={onResend}
            isLoading={isResending}
            aria-label={`Resend the invitation to ${invitation.email}`}
          >
            {isResending ? null : <RotateCw size={14} aria-hidden="true" />}
            Resend
          </Button>
          {isPending ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={onRevoke}
              aria-label={`Revoke the invitation to ${invitation.email}`}
              className="text-red-700 hover:bg-red-50 hover:text-red-800"
            >
              <X size={14} aria-hidden="true" />
              Revoke
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
};

/** Invite by e-mail, the link shown once, and the invitations sent with their status, to resend or revoke. */
export const InvitationsCard = () => {
  const now = useNow();
  const invitations = useInvitations({ isEnabled: true });
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const [shownLink, setShownLink] = useState<InvitationWithLink | null>(null);
  const [revoking, setRevoking] = useState<Invitation | null>(null);

  const onResend = (invitation: Invitation) =>
    resend.mutate(invitation.id, {
      onSuccess: (sent) => {
        toast.success(`Invitation sent again to ${sent.email}`);
        setShownLink(sent);
      },
      onError: (error) => toast.error(errorMessage(error, 'Failed to resend the invitation. Please try again.')),
    });

  const onRevoke = () => {
    if (revoking === null) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        toast.success(`Invitation to ${revoking.email} revoked`);
        if (shownLink?.id === revoking.id) setShownLink(null);
        setRevoking(null);
      },
      onError: (error) => {
        toast.error(errorMessage(error, 'Failed to revoke the invitation. Please try again.'));
        setRevoking(null);
      },
    });
  };

  const list = () => {
    if (invitations.isPending) {
      return (
        <div role="status" aria-label="Loading invitations" className="flex flex-col gap-3 py-3">
          <Skeleton className="h-4 w-64 max-w-full" />
          <Skeleton className="h-4 w-48" />
        </div>
      );
    }
    if (invitations.isError) {
      return (
        <ErrorState
          title="Failed to load the invitations."
          message={errorMessage(invitations.error, 'Please try again.')}
          onRetry={() => void invitations.refetch()}
          isRetrying={invitations.isFetching}
          className="border-0 py-8"
        />
      );
    }
    if (invitations.data.length === 0) {
      return (
        <p className="flex items-center gap-2 py-4 text-[13px] text-gray-500">
          <MailPlus size={16} aria-hidden="true" className="shrink-0" />
          No invitations yet. Invite someone above: they get an e-mail with a link that works for 7 days.
        </p>
      );
    }
    return (
      <ul aria-label="Invitations" className="divide-y divide-gray-100">
        {sortInvitations(invitations.data).map((invitation) => (
          <InvitationRow
            key={invitation.id}
            invitation={invitation}
            now={now}
            isResending={resend.isPending && resend.variables === invitation.id}
            onResend={() => onResend(invitation)}
            onRevoke={() => setRevoking(invitation)}
          />
        ))}
      </ul>
    );
  };

  return (
    <Card title="Invitations" description="Invite people by e-mail with the role they start with.">
      <div className="flex flex-col gap-3">
        <InviteForm onInvited={setShownLink} />
        {shownLink !== null ? <InvitationLink invitation={shownLink} onDismiss={() => setShownLink(null)} /> : null}
        <div className="border-t border-gray-100 pt-1">{list()}</div>
      </div>
      <ConfirmDialog
        isOpen={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null);
        }}
        title="Revoke this invitation?"
        description={`The link sent to ${revoking?.email ?? 'them'} stops working at once. You can invite them again later.`}
        confirmLabel="Revoke"
        isPending={revoke.isPending}
        onConfirm={onRevoke}
      />
    </Card>
  );
};
