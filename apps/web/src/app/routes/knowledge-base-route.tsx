import { knowledgeBaseQueryOptions } from '../../features/knowledge-base/api/get-knowledge-base.ts';
import { knowledgeBasesInfiniteQueryOptions } from '../../features/knowledge-base/api/list-knowledge-bases.ts';
import { KnowledgeBaseScreen } from '../../features/knowledge-base/components/knowledge-base-screen.tsx';
import { KNOWLEDGE_BASE_ID_PARAM } from '../../features/knowledge-base/hooks/use-knowledge-base-params.ts';
import { warmCache, type LoadedPage } from '../warm-cache.ts';

/** The list, and the knowledge base a shared link or a reload opens. */
const knowledgeBaseLoader = warmCache((client, args) => {
  void client.prefetchInfiniteQuery(knowledgeBasesInfiniteQueryOptions());
  const id = args.url.searchParams.get(KNOWLEDGE_BASE_ID_PARAM);
  if (id !== null && id !== '') void client.prefetchQuery(knowledgeBaseQueryOptions(id));
});

/** /knowledge-base: the knowledge bases the agents answer from, their sources and a retrieval test (SPEC §2). */
export const KnowledgeBaseRoute = () => <KnowledgeBaseScreen />;

export const knowledgeBasePage: LoadedPage = { Component: KnowledgeBaseRoute, loader: knowledgeBaseLoader };
