import { MessageCircle, Phone } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

export type Channel = 'chats' | 'calls';

type Props = { active: Channel; onChange: (channel: Channel) => void; className?: string };

const channels = [
  { value: 'chats', label: 'Chats', icon: MessageCircle },
  { value: 'calls', label: 'Calls', icon: Phone },
] as const;

/**
 * The right-hand rail (SPEC §2): Calls shows the call's transcript, Chats the messages exchanged with
 * the contact; the active one is highlighted.
 */
export const ChannelRail = ({ active, onChange, className }: Props) => (
  <div
    role="group"
    aria-label="Conversation channels"
    className={cn(
      'flex shrink-0 gap-1 border-t border-gray-200 bg-white px-3 py-2 xl:flex-col xl:border-t-0 xl:border-l xl:px-2 xl:py-3',
      className,
    )}
  >
    {channels.map(({ value, label, icon: Icon }) => {
      const isActive = value === active;
      return (
        <button
          key={value}
          type="button"
          aria-label={label}
          title={label}
          aria-pressed={isActive}
          aria-controls="call-conversation-view"
          data-active={isActive ? 'true' : 'false'}
          onClick={() => onChange(value)}
          className={cn(
            'flex size-9 items-center justify-center rounded-md transition-colors',
            isActive ? 'bg-brand-soft text-brand' : 'text-gray-500 hover:bg-gray-100 hover:text-gray-900',
          )}
        >
          <Icon size={18} aria-hidden="true" />
        </button>
      );
    })}
  </div>
);
