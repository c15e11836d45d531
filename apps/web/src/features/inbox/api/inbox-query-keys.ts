import type { InboxTab } from '@agentdesk/shared/inbox-options';
import type { InboxListFilters } from '../utils/inbox-params.ts';

/** Query keys of the inbox: lists per filter set (under their tab), one detail per item. */
export const inboxQueryKeys = {
  all: ['inbox'] as const,
  lists: ['inbox', 'list'] as const,
  tabLists: (tab: InboxTab) => ['inbox', 'list', tab] as const,
  list: (filters: InboxListFilters) => ['inbox', 'list', filters.tab, filters] as const,
  details: ['inbox', 'detail'] as const,
  detail: (tab: InboxTab, id: string, images: boolean) => ['inbox', 'detail', tab, id, images] as const,
  pulse: ['inbox', 'pulse'] as const,
};
