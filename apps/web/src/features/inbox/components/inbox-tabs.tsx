import { inboxTabLabels, inboxTabs, type InboxTab } from '@agentdesk/shared/inbox-options';
import { cn } from '../../../lib/cn.ts';

type Props = { value: InboxTab; onChange: (tab: InboxTab) => void };

/** The three inbox tabs, in SPEC order: Chats, Calls, Mails. */
export const InboxTabs = ({ value, onChange }: Props) => (
  <div role="tablist" aria-label="Inbox type" className="flex shrink-0 gap-1 border-b border-gray-200 px-3">
    {inboxTabs.map((tab) => (
      <button
        key={tab}
        type="button"
        role="tab"
        aria-selected={value === tab}
        data-testid={`inbox-tab-${tab}`}
        onClick={() => value !== tab && onChange(tab)}
        className={cn(
          '-mb-px h-10 border-b-2 px-2 text-[13px] font-medium outline-none focus-visible:ring-2 focus-visible:ring-brand/40',
          value === tab ? 'border-brand text-gray-900' : 'border-transparent text-gray-500 hover:text-gray-900',
        )}
      >
        {inboxTabLabels[tab]}
      </button>
    ))}
  </div>
);
