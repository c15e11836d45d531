// No schema library here: the SPA imports this module (`@agentdesk/shared/inbox-options`) for
// the inbox's tabs, filters and labels without pulling zod into its chunk.

/** Inbox tabs in display order (SPEC §2: Chats, Calls, Mails); mails is the default. */
export const inboxTabs = ['chats', 'calls', 'mails'] as const;
export type InboxTab = (typeof inboxTabs)[number];
export const DEFAULT_INBOX_TAB: InboxTab = 'mails';
export const DEFAULT_INBOX_SUB_FILTER = 'all';

/** Sub-filters per tab (SPEC §2): the platform an item came from. */
export const inboxSubFilters = {
  mails: ['all', 'gmail', 'outlook'],
  calls: ['all', 'voice', 'whatsapp'],
  chats: ['all', 'whatsapp', 'linkedin'],
} as const satisfies Record<InboxTab, readonly string[]>;
export type InboxSubFilter = (typeof inboxSubFilters)[InboxTab][number];

/** Lifecycle states per tab, in the order an item moves through them. */
export const inboxStates = {
  mails: ['unread', 'follow_up', 'closed'],
  calls: ['new', 'follow_up', 'completed'],
  chats: ['new', 'active', 'closed'],
} as const satisfies Record<InboxTab, readonly string[]>;
export type InboxState = (typeof inboxStates)[InboxTab][number];

/**
 * Folder dropdown of the Inbox layout (SPEC §2 Layout); inbox is the default. Quarantine holds
 * inbound mail with a dangerous attachment until someone releases (without attachments) or deletes it.
 */
export const inboxFolders = ['inbox', 'sent', 'drafts', 'quarantine'] as const;
export type InboxFolder = (typeof inboxFolders)[number];
export const inboxFolderLabels: Record<InboxFolder, string> = {
  inbox: 'Inbox',
  sent: 'Sent',
  drafts: 'Drafts',
  quarantine: 'Quarantine',
};

export const inboxTabLabels: Record<InboxTab, string> = { chats: 'Chats', calls: 'Calls', mails: 'Mails' };

/** Filter sidebar labels (SPEC §2 Inbox). */
export const inboxSubFilterLabels: Record<InboxTab, Record<string, string>> = {
  chats: { all: 'All', whatsapp: 'Whatsapp', linkedin: 'Linkedin Messages' },
  mails: { all: 'All', gmail: 'Gmail', outlook: 'Outlook' },
  calls: { all: 'All', voice: 'Voice Calls', whatsapp: 'Whatsapp Calls' },
};

/** Collapsible lifecycle group of each tab: its title and one label per state. */
export const inboxLifecycleGroups: Record<InboxTab, { title: string; labels: Record<string, string> }> = {
  chats: {
    title: 'Conversations LifeCycle',
    labels: { new: 'New Conversations', active: 'Active Conversations', closed: 'Closed' },
  },
  mails: {
    title: 'Mail LifeCycle',
    labels: { unread: 'Unread Mails', follow_up: 'Follow Up Mails', closed: 'Closed Mails' },
  },
  calls: {
    title: 'Calls LifeCycle',
    labels: { new: 'New Calls Summary', follow_up: 'Follow up Calls', completed: 'Completed Calls' },
  },
};

/** The state marked 'New' in each lifecycle group. */
export const inboxNewState: Record<InboxTab, string> = { chats: 'new', mails: 'unread', calls: 'new' };

/** Call outcome label of a list row (SPEC §4). */
export const callOutcomeLabels = {
  completed: 'successfully',
  missed: 'unsuccessfully',
  cancelled: 'No recording',
} as const;

export const isInboxTab = (value: string | null | undefined): value is InboxTab =>
  (inboxTabs as readonly string[]).includes(value ?? '');
