import type { InvitationWithLink } from '@agentdesk/shared';
import { Link2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { CopyButton } from '../../../components/ui/copy-button.tsx';

type Props = { invitation: InvitationWithLink; onDismiss: () => void };

/** The invitation's link, shown this once after creating or resending it, to share by hand if the mail does not arrive. */
export const InvitationLink = ({ invitation, onDismiss }: Props) => {
  // The server may answer with a path; the invitee needs the full address.
  const link = new URL(invitation.link, window.location.origin).toString();
  return (
    <section
      aria-label="Invitation link"
      data-testid="invitation-link"
      className="rounded-md border border-blue-200 bg-brand-soft p-3"
    >
      <div className="flex items-start gap-2">
        <Link2 size={16} aria-hidden="true" className="mt-0.5 shrink-0 text-brand" />
        <div className="min-w-0 flex-1">
          <p className="text-[13px] font-medium text-gray-900">Invitation link for {invitation.email}</p>
          <p className="mt-0.5 text-xs text-gray-600">
            It is on its way by e-mail. You can also send it yourself: it works once, for 7 days, and is shown only now.
          </p>
          <div className="mt-2 flex items-center gap-2">
            <label htmlFor="invitation-link-value" className="sr-only">
              Invitation link
            </label>
            <input
              id="invitation-link-value"
              readOnly
              value={link}
              onFocus={(event) => event.currentTarget.select()}
              className="h-8 min-w-0 flex-1 rounded-md border border-gray-200 bg-white px-2.5 font-mono text-xs text-gray-800"
            />
            <CopyButton value={link} label="Copy invitation link" />
          </div>
        </div>
        <Button variant="ghost" size="sm" onClick={onDismiss} className="-mt-1 -mr-1">
          Done
        </Button>
      </div>
    </section>
  );
};
