import {
  DEFAULT_INBOX_SUB_FILTER,
  DEFAULT_INBOX_TAB,
  inboxFolders,
  inboxStates,
  inboxSubFilters,
  isInboxTab,
  type InboxFolder,
  type InboxTab,
} from '@agentdesk/shared/inbox-options';

/** What the list shows, read from the address (SPEC §2: type, subFilter; plus state, folder, search). */
export type InboxListFilters = {
  tab: InboxTab;
  subFilter: string;
  state?: string;
  folder: InboxFolder;
  search?: string;
};

export const LIST_ID_PARAM = 'list_id';

const isOneOf = (values: readonly string[], value: string | null): value is string =>
  value !== null && values.includes(value);

/** The list filters of an address; unknown values fall back to the defaults (mails, all, inbox). */
export const readInboxFilters = (params: URLSearchParams): InboxListFilters => {
  const type = params.get('type');
  const tab: InboxTab = isInboxTab(type) ? type : DEFAULT_INBOX_TAB;
  const subFilter = params.get('subFilter');
  const state = params.get('state');
  const folder = params.get('folder');
  const search = params.get('search')?.trim();
  return {
    tab,
    subFilter: isOneOf(inboxSubFilters[tab], subFilter) ? subFilter : DEFAULT_INBOX_SUB_FILTER,
    ...(isOneOf(inboxStates[tab], state) ? { state } : {}),
    folder: tab === 'mails' && isOneOf(inboxFolders, folder) ? (folder as InboxFolder) : 'inbox',
    ...(search ? { search } : {}),
  };
};

/** Query string of GET /inbox for these filters. */
export const toInboxSearchParams = (
  filters: InboxListFilters,
  extra: Record<string, string | number | undefined> = {},
): URLSearchParams => {
  const params = new URLSearchParams({ tab: filters.tab, subFilter: filters.subFilter, folder: filters.folder });
  if (filters.state) params.set('state', filters.state);
  if (filters.search) params.set('search', filters.search);
  for (const [key, value] of Object.entries(extra)) if (value !== undefined) params.set(key, String(value));
  return params;
};
