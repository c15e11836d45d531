import { knowledgeBasePaths, knowledgeBaseSearchResponseSchema, type KnowledgeBaseSearchHit } from '@agentdesk/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { knowledgeBaseQueryKeys } from './knowledge-base-query-keys.ts';

export const SEARCH_HIT_LIMIT = 10;

/** GET /webhooks/knowledge-base/:id/search?query=&limit=: the best passages, the words found marked. */
export const searchKnowledgeBase = async ({
  id,
  query,
  signal,
}: {
  id: string;
  query: string;
  signal?: AbortSignal;
}): Promise<KnowledgeBaseSearchHit[]> => {
  const params = new URLSearchParams({ query, limit: String(SEARCH_HIT_LIMIT) });
  return knowledgeBaseSearchResponseSchema.parse(
    await apiRequest(`${knowledgeBasePaths.search(id)}?${params.toString()}`, { signal, showErrorToast: false }),
  ).data.hits;
};

export const knowledgeBaseSearchQueryOptions = (id: string, query: string) =>
  queryOptions({
    queryKey: knowledgeBaseQueryKeys.search(id, query),
    queryFn: ({ signal }) => searchKnowledgeBase({ id, query, signal }),
    // Sources are read in the background: the same words may find more a moment later.
    staleTime: 0,
    retry: false,
  });

/** A search asked for with the search button; null before the first one. */
export const useKnowledgeBaseSearch = (id: string, query: string | null) =>
  useQuery({ ...knowledgeBaseSearchQueryOptions(id, query ?? ''), enabled: query !== null });
