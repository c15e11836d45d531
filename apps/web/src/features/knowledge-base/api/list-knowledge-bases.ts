import { knowledgeBaseListResponseSchema, knowledgeBasePaths, type KnowledgeBaseSummary } from '@agentdesk/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { knowledgeBaseQueryKeys } from './knowledge-base-query-keys.ts';

export const KNOWLEDGE_BASES_PAGE_SIZE = 50;

/** While a listed knowledge base is being read, the list looks again this often. */
const BUSY_LIST_REFETCH_MS = 2000;

/** One page of the list, with the count of all knowledge bases. */
export type KnowledgeBasePage = { total: number; knowledge_bases: KnowledgeBaseSummary[]; next_cursor: string | null };

/** GET /webhooks/knowledge-base/?limit=&cursor=: one page, newest first, and the count of all. */
export const listKnowledgeBases = async ({
  cursor,
  signal,
}: {
  cursor?: string;
  signal?: AbortSignal;
}): Promise<KnowledgeBasePage> => {
  const params = new URLSearchParams({ limit: String(KNOWLEDGE_BASES_PAGE_SIZE) });
  if (cursor !== undefined) params.set('cursor', cursor);
  const { total, data } = knowledgeBaseListResponseSchema.parse(
    await apiRequest(`${knowledgeBasePaths.list}?${params.toString()}`, { signal }),
  );
  return { total, ...data };
};

export const knowledgeBasesInfiniteQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: knowledgeBaseQueryKeys.lists,
    queryFn: ({ pageParam, signal }) => listKnowledgeBases({ cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
    // Rows that are still being read change status on their own.
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.knowledge_bases.some((row) => row.status === 'in_progress')) === true
        ? BUSY_LIST_REFETCH_MS
        : false,
  });

/** The knowledge bases as pages for infinite scroll. */
export const useKnowledgeBases = () => useInfiniteQuery(knowledgeBasesInfiniteQueryOptions());
