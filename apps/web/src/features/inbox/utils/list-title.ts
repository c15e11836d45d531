import { inboxSubFilterLabels, inboxTabLabels, type InboxFolder } from '@agentdesk/shared/inbox-options';
import type { InboxListFilters } from './inbox-params.ts';

const folderTitles: Record<InboxFolder, string> = {
  inbox: 'Mails',
  sent: 'Sent',
  drafts: 'Drafts',
  quarantine: 'Quarantine',
};

/** Title of the middle list: the tab (or mail folder), then the sub-filter when one is chosen. */
export const listTitle = (filters: InboxListFilters): string => {
  const base = filters.tab === 'mails' ? folderTitles[filters.folder] : inboxTabLabels[filters.tab];
  // Drafts and held mail have no platform yet: the sub-filter does not apply to them.
  if (filters.subFilter === 'all' || filters.folder === 'drafts' || filters.folder === 'quarantine') return base;
  return `${base} · ${inboxSubFilterLabels[filters.tab][filters.subFilter] ?? filters.subFilter}`;
};

const emptyTexts = {
  mails: ['No mails here', 'Mail sent to the inbound address arrives here, threaded with your replies.'],
  sent: ['Nothing sent yet', 'Replies and new mails you send are kept here with their delivery status.'],
  drafts: ['No drafts', 'Mails you save from the compose dialog wait here until you send them.'],
  quarantine: [
    'Nothing held back',
    'Mail with a dangerous attachment (a program or a script) waits here instead of the inbox, until you release its text or delete it.',
  ],
  calls: ['No calls here', 'Voice calls from your agents and WhatsApp calls appear here as they end.'],
  chats: ['No chats here', 'WhatsApp and LinkedIn messages sent to the conversations webhook appear here.'],
} as const;

/** What an empty list means (with a search, that nothing matched it). */
export const emptyListText = (filters: InboxListFilters): { title: string; text: string } => {
  if (filters.search)
    return {
      title: 'No matches',
      text: `Nothing matches "${filters.search}". Try another name, address, number or word.`,
    };
  const key = filters.tab === 'mails' && filters.folder !== 'inbox' ? filters.folder : filters.tab;
  const [title, text] = emptyTexts[key];
  return { title, text };
};
