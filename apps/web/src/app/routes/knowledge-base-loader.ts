import { knowledgeBaseQueryOptions } from '../../features/knowledge-base/api/get-knowledge-base.ts';
import { knowledgeBasesInfiniteQueryOptions } from '../../features/knowledge-base/api/list-knowledge-bases.ts';
import { KNOWLEDGE_BASE_ID_PARAM } from '../../features/knowledge-base/hooks/use-knowledge-base-params.ts';
import { warmCache } from '../warm-cache.ts';

/** /knowledge-base: the list, and the knowledge base a shared link or a reload opens. */
export const knowledgeBaseLoader = warmCache((client, args) => {
  void client.prefetchInfiniteQuery(knowledgeBasesInfiniteQueryOptions());
  const id = args.url.searchParams.get(KNOWLEDGE_BASE_ID_PARAM);
  if (id !== null && id !== '') void client.prefetchQuery(knowledgeBaseQueryOptions(id));
});
