import type { Integrations } from '@agentdesk/shared';
import { CircleCheck, CircleMinus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { CopyField } from '../../../components/ui/copy-field.tsx';

type Props = { mail: Integrations['mail'] };

const receiving =
  'This server receives mail: what is sent to this address, and replies to the workspace’s mail, arrive in the Inbox.';
const notReceiving =
  'This server does not receive mail yet: an operator turns it on with INBOUND_SMTP_PORT ' +
  'and points the domain’s MX record at the server.';

const Status = ({ isOn, children }: { isOn: boolean; children: ReactNode }) => (
  <li className="flex items-start gap-2 text-[13px] leading-relaxed text-gray-700">
    {isOn ? (
      <CircleCheck size={16} aria-hidden="true" className="mt-0.5 shrink-0 text-green-600" />
    ) : (
      <CircleMinus size={16} aria-hidden="true" className="mt-0.5 shrink-0 text-gray-400" />
    )}
    <span>{children}</span>
  </li>
);

/** The workspace's own mail address, and whether this server receives and sends mail for it. */
export const MailCard = ({ mail }: Props) => (
  <Card
    title="Inbound mail"
    description="The workspace's own address: mail to it lands in the Inbox, and the workspace's mail goes out from it."
  >
    <div className="flex flex-col gap-3">
      <CopyField
        id="workspace-mail-address"
        label="Workspace mail address"
        value={mail.address}
        copyLabel="Copy mail address"
      />
      <ul className="flex flex-col gap-1.5">
        <Status isOn={mail.is_receiving}>{mail.is_receiving ? receiving : notReceiving}</Status>
        <Status isOn={mail.is_sending}>
          {mail.is_sending
            ? 'Mail from this workspace is sent from this address.'
            : 'Mail from this workspace stays in the server’s local outbox until an operator sets SMTP_URL.'}
        </Status>
      </ul>
    </div>
  </Card>
);
