import { inboxStates, type InboxTab } from '@agentdesk/shared/inbox-options';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/cn.ts';
import { useUpdateInboxItem } from '../api/update-inbox-item.ts';

const stateLabels: Record<InboxTab, Record<string, string>> = {
  mails: { unread: 'Unread', follow_up: 'Follow up', closed: 'Closed' },
  calls: { new: 'New summary', follow_up: 'Follow up', completed: 'Completed' },
  chats: { new: 'New', active: 'Active', closed: 'Closed' },
};

type Props = {
  tab: InboxTab;
  id: string;
  state: string;
  /** Viewers see the state, not the buttons that change it. */
  canWrite: boolean;
};

/** Moves the item through its lifecycle (the states the sidebar's lifecycle group filters by). */
export const StateControls = ({ tab, id, state, canWrite }: Props) => {
  const update = useUpdateInboxItem();
  const shown = update.isPending ? (update.variables?.body.state ?? state) : state;
  if (!canWrite) return <Badge data-testid="inbox-state">{stateLabels[tab][state] ?? state}</Badge>;
  return (
    <div
      role="group"
      aria-label="State"
      className="inline-flex shrink-0 rounded-md border border-gray-300 bg-white p-0.5 shadow-xs"
    >
      {inboxStates[tab].map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={shown === value}
          data-testid={`set-state-${value}`}
          disabled={update.isPending}
          onClick={() => update.mutate({ id, body: { tab, state: value } })}
          className={cn(
            'h-7 rounded px-2.5 text-xs font-medium whitespace-nowrap outline-none focus-visible:ring-2 focus-visible:ring-brand/40',
            shown === value ? 'bg-brand text-white' : 'text-gray-600 hover:bg-gray-100',
          )}
        >
          {stateLabels[tab][value]}
        </button>
      ))}
    </div>
  );
};
