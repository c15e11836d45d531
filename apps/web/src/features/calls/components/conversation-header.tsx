import { ArrowLeft, ChevronDown, Mail, MessageCircle, Plus, UserRound } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { DropdownMenu } from '../../../components/ui/dropdown-menu.tsx';

type Props = { onBack: () => void };

// Placeholder content of the header (SPEC §2): a fixed contractor name and time.
const CONTRACTOR_NAME = 'Jordan Reyes';
const FIXED_TIME = '10:30 AM';

const newConversationItems = [
  { label: 'Whatsapp', icon: <MessageCircle size={14} aria-hidden="true" />, onSelect: () => console.info('New conversation: whatsapp') },
  { label: 'Email', icon: <Mail size={14} aria-hidden="true" />, onSelect: () => console.info('New conversation: email') },
];

/** Conversation header: back (mobile), placeholder contact and time, 'New Conversation', profile icon. */
export const ConversationHeader = ({ onBack }: Props) => (
  <header data-toast-clearance className="flex h-14 shrink-0 items-center gap-2.5 border-b border-gray-200 bg-white px-3 sm:px-4">
    <button
      type="button"
      aria-label="Back to calls"
      onClick={onBack}
      className="-ml-1 flex size-8 shrink-0 items-center justify-center rounded-md text-gray-600 hover:bg-gray-100 hover:text-gray-900 md:hidden"
    >
      <ArrowLeft size={18} aria-hidden="true" />
    </button>
    <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-gray-100 text-xs font-semibold text-gray-600">
      {CONTRACTOR_NAME.charAt(0)}
    </span>
    <div className="min-w-0 flex-1 leading-tight">
      <p data-testid="contractor-name" className="truncate text-[13px] font-medium text-gray-800">
        {CONTRACTOR_NAME}
      </p>
      <p data-testid="contractor-time" className="text-xs text-gray-500 tabular-nums">
        {FIXED_TIME}
      </p>
    </div>
    <DropdownMenu
      items={newConversationItems}
      trigger={
        <Button variant="ghost" size="sm" aria-label="New Conversation" className="text-gray-600">
          <Plus size={14} aria-hidden="true" />
          <span className="hidden sm:inline">New Conversation</span>
          <ChevronDown size={14} aria-hidden="true" />
        </Button>
      }
    />
    <button
      type="button"
      aria-label="Contact profile"
      title="Contact profile"
      className="flex size-8 shrink-0 items-center justify-center rounded-full border border-gray-200 text-gray-500 hover:bg-gray-50 hover:text-gray-800"
    >
      <UserRound size={16} aria-hidden="true" />
    </button>
  </header>
);
