import {
  DEFAULT_INBOX_SUB_FILTER,
  DEFAULT_INBOX_TAB,
  type InboxFolder,
  type InboxTab,
} from '@agentdesk/shared/inbox-options';
import { useCallback, useMemo } from 'react';
import { useSearchParamsUpdater } from '../../../lib/use-search-params-updater.ts';
import { LIST_ID_PARAM, readInboxFilters, type InboxListFilters } from '../utils/inbox-params.ts';

export type InboxParams = {
  filters: InboxListFilters;
  selectedId: string | null;
  /** A new tab: the sub-filter back to all, lifecycle, search and selection cleared (SPEC §4). */
  setTab: (tab: InboxTab) => void;
  /** A new sub-filter: the selection cleared. */
  setSubFilter: (subFilter: string) => void;
  /** A lifecycle state, or undefined for every state. */
  setState: (state: string | undefined) => void;
  setFolder: (folder: InboxFolder) => void;
  setSearch: (search: string) => void;
  /** The address of the screen with this item selected (filters kept). */
  itemHref: (id: string) => string;
  /** Back to the list (mobile). */
  closeItem: () => void;
  /** The Inbox folder with this mail conversation open (after a release from quarantine). */
  openMailThread: (threadId: string) => void;
};

/** The inbox's view, kept in the address (type, subFilter, list_id, plus state, folder, search) so it can be shared. */
export const useInboxParams = (): InboxParams => {
  const { params, update } = useSearchParamsUpdater();
  const filters = useMemo(() => readInboxFilters(params), [params]);
  const selectedId = params.get(LIST_ID_PARAM);

  const setTab = useCallback(
    (tab: InboxTab) =>
      update(
        (next) => {
          next.set('type', tab);
          next.set('subFilter', DEFAULT_INBOX_SUB_FILTER);
          for (const key of ['state', 'search', 'folder', LIST_ID_PARAM]) next.delete(key);
        },
        { replace: false },
      ),
    [update],
  );
  const setSubFilter = useCallback(
    (subFilter: string) =>
      update(
        (next) => {
          next.set('type', next.get('type') ?? DEFAULT_INBOX_TAB);
          next.set('subFilter', subFilter);
          next.delete(LIST_ID_PARAM);
        },
        { replace: false },
      ),
    [update],
  );
  const setState = useCallback(
    (state: string | undefined) =>
      update(
        (next) => {
          if (state === undefined) next.delete('state');
          else next.set('state', state);
          next.delete(LIST_ID_PARAM);
        },
        { replace: false },
      ),
    [update],
  );
  const setFolder = useCallback(
    (folder: InboxFolder) =>
      update(
        (next) => {
          next.set('type', 'mails');
          if (folder === 'inbox') next.delete('folder');
          else next.set('folder', folder);
          for (const key of ['state', LIST_ID_PARAM]) next.delete(key);
        },
        { replace: false },
      ),
    [update],
  );
  const setSearch = useCallback(
    (search: string) =>
      update((next) => {
        if (search === '') next.delete('search');
        else next.set('search', search);
      }),
    [update],
  );
  const itemHref = useCallback(
    (id: string) => {
      const next = new URLSearchParams(params);
      next.set('type', filters.tab);
      next.set(LIST_ID_PARAM, id);
      return `?${next.toString()}`;
    },
    [params, filters.tab],
  );
  const closeItem = useCallback(() => update((next) => next.delete(LIST_ID_PARAM), { replace: false }), [update]);
  const openMailThread = useCallback(
    (threadId: string) =>
      update(
        (next) => {
          next.set('type', 'mails');
          next.set('subFilter', DEFAULT_INBOX_SUB_FILTER);
          for (const key of ['state', 'search', 'folder']) next.delete(key);
          next.set(LIST_ID_PARAM, threadId);
        },
        { replace: false },
      ),
    [update],
  );

  return {
    filters,
    selectedId,
    setTab,
    setSubFilter,
    setState,
    setFolder,
    setSearch,
    itemHref,
    closeItem,
    openMailThread,
  };
};
