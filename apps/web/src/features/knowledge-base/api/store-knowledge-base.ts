import type { KnowledgeBase, KnowledgeBaseSummary } from '@agentdesk/shared';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { toKnowledgeBaseSummary } from '../utils/knowledge-base-activity.ts';
import type { KnowledgeBasePage } from './list-knowledge-bases.ts';
import { knowledgeBaseQueryKeys } from './knowledge-base-query-keys.ts';

type ListData = InfiniteData<KnowledgeBasePage>;

/** Applies `change` to every loaded page of every cached list. */
const updateLists = (client: QueryClient, change: (page: KnowledgeBasePage) => KnowledgeBasePage) =>
  client.setQueriesData<ListData>({ queryKey: knowledgeBaseQueryKeys.lists }, (data) =>
    data === undefined ? data : { ...data, pages: data.pages.map(change) },
  );

/** The list rows follow a knowledge base the server answered with (status, name, source count), without refetching the list. */
export const patchListedKnowledgeBase = (client: QueryClient, knowledgeBase: KnowledgeBase) => {
  const summary: KnowledgeBaseSummary = toKnowledgeBaseSummary(knowledgeBase);
  updateLists(client, (page) => ({
    ...page,
    knowledge_bases: page.knowledge_bases.map((row) =>
      row.knowledge_base_id === summary.knowledge_base_id ? summary : row,
    ),
  }));
};

/** A knowledge base a mutation answered with: the detail takes it at once and the list rows follow. */
export const storeKnowledgeBase = (client: QueryClient, knowledgeBase: KnowledgeBase) => {
  client.setQueryData(knowledgeBaseQueryKeys.detail(knowledgeBase.knowledge_base_id), knowledgeBase);
  patchListedKnowledgeBase(client, knowledgeBase);
};

/**
 * A deleted knowledge base leaves the list at once; the list is then refetched for its total.
 * Its cached detail is only marked stale, not refetched or removed: the open pane closes on its
 * own, and coming back to it (history) asks the server again, which answers 'not found'.
 */
export const forgetKnowledgeBase = (client: QueryClient, id: string) => {
  updateLists(client, (page) => ({
    ...page,
    knowledge_bases: page.knowledge_bases.filter((row) => row.knowledge_base_id !== id),
  }));
  void client.invalidateQueries({ queryKey: knowledgeBaseQueryKeys.lists });
  void client.invalidateQueries({ queryKey: knowledgeBaseQueryKeys.detail(id), refetchType: 'none' });
};
