import { MailCheck } from 'lucide-react';

/** Sign-up in invite-only mode: why there is no form, and how to get in. */
export const InviteOnlyNotice = () => (
  <div
    role="status"
    data-testid="invite-only-notice"
    className="flex flex-col items-center gap-3 rounded-lg border border-gray-200 bg-gray-50 px-4 py-6 text-center"
  >
    <span className="flex size-10 items-center justify-center rounded-full bg-brand-soft text-brand">
      <MailCheck size={20} aria-hidden="true" />
    </span>
    <div>
      <p className="text-sm font-semibold text-gray-900">Sign-up is by invitation only</p>
      <p className="mt-1 text-[13px] leading-relaxed text-gray-600">
        Accounts on this AgentDesk are opened by invitation. Ask an admin of your team&apos;s workspace to invite your
        e-mail address: the invitation e-mail has a link that lets you create your account.
      </p>
    </div>
  </div>
);
