import { RECRUITING_SEGMENT } from '@agentdesk/shared/navigation';
import type { CallContact, CallContactSource } from '@agentdesk/shared';
import { Mail, MessageCircle, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { DropdownMenu } from '../../../components/ui/dropdown-menu.tsx';
import { Popover } from '../../../components/ui/popover.tsx';
import { candidateShortlistingHref } from '../../../lib/hiring-hrefs.ts';
import { inboxThreadHref } from '../../../lib/inbox-hrefs.ts';

const sourceText: Record<CallContactSource, string> = {
  candidate: 'A candidate',
  inbox: 'A contact of the inbox, found by the number',
  call: 'Named by the call itself (its analysis or the agent’s details)',
  number: 'Only the number is known',
  unknown: 'The call gives no number',
};

const iconClass =
  'flex size-8 shrink-0 items-center justify-center rounded-full border border-gray-200 text-gray-500 hover:bg-gray-50 hover:text-gray-800';

/** Where the contact lives in the product: the candidate's page, else their inbox conversations. */
const placesOf = (contact: CallContact) => {
  const { candidate } = contact;
  const candidateHref =
    candidate !== null && candidate.application_id !== null && candidate.job_id !== null
      ? candidateShortlistingHref(RECRUITING_SEGMENT, candidate.job_id, candidate.application_id)
      : null;
  const threads = [
    ...(contact.mail_thread !== null
      ? [
          {
            label: 'Mail conversation',
            icon: Mail,
            to: inboxThreadHref({
              kind: 'mail',
              id: contact.mail_thread.id,
              hasInbound: contact.mail_thread.has_inbound,
            }),
          },
        ]
      : []),
    ...(contact.chat_thread !== null
      ? [
          {
            label: 'WhatsApp chat',
            icon: MessageCircle,
            to: inboxThreadHref({ kind: 'chat', id: contact.chat_thread.id }),
          },
        ]
      : []),
  ];
  return { candidateHref, threads };
};

/** What is known of a contact who has no page and no conversation yet. */
const ContactCard = ({ contact }: { contact: CallContact }) => (
  <div data-testid="contact-card" className="flex flex-col gap-2 text-[13px]">
    <p className="font-semibold text-gray-900">{contact.display_name}</p>
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-gray-700">
      <dt className="text-gray-500">Number</dt>
      <dd className="tabular-nums">{contact.phone_display ?? 'Not known'}</dd>
      <dt className="text-gray-500">E-mail</dt>
      <dd className="break-all">{contact.email ?? 'Not known'}</dd>
      <dt className="text-gray-500">Who</dt>
      <dd>{sourceText[contact.source]}</dd>
    </dl>
    <p className="text-xs text-gray-500">
      No candidate page or inbox conversation with them yet. A message sent from here starts one.
    </p>
  </div>
);

/**
 * The header's profile icon: the candidate's page for a candidate, else the contact's inbox
 * conversation (a menu when there are two), else a card of what is known about them.
 */
export const ContactProfileButton = ({ contact }: { contact: CallContact }) => {
  const { candidateHref, threads } = placesOf(contact);
  const name = contact.display_name;
  const icon = <UserRound size={16} aria-hidden="true" />;
  if (candidateHref !== null) {
    return (
      <Link
        to={candidateHref}
        aria-label="Contact profile"
        title={`Open ${name}’s candidate page`}
        data-testid="contact-profile"
        className={iconClass}
      >
        {icon}
      </Link>
    );
  }
  if (threads.length === 1) {
    return (
      <Link
        to={threads[0]!.to}
        aria-label="Contact profile"
        title={`Open the ${threads[0]!.label.toLowerCase()} with ${name} in the Inbox`}
        data-testid="contact-profile"
        className={iconClass}
      >
        {icon}
      </Link>
    );
  }
  const trigger = (
    <button
      type="button"
      aria-label="Contact profile"
      title={`About ${name}`}
      data-testid="contact-profile"
      className={iconClass}
    >
      {icon}
    </button>
  );
  if (threads.length > 1)
    return (
      <DropdownMenu
        trigger={trigger}
        items={threads.map(({ label, icon: Icon, to }) => ({ label, to, icon: <Icon size={14} aria-hidden="true" /> }))}
      />
    );
  return (
    <Popover trigger={trigger} aria-label={`About ${name}`} align="end">
      <ContactCard contact={contact} />
    </Popover>
  );
};
