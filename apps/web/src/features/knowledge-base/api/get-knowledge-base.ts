import {
  knowledgeBaseMessages,
  knowledgeBasePaths,
  knowledgeBaseResponseSchema,
  type KnowledgeBase,
} from '@agentdesk/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { isKnowledgeBaseBusy } from '../utils/knowledge-base-activity.ts';
import { knowledgeBaseQueryKeys } from './knowledge-base-query-keys.ts';
import { patchListedKnowledgeBase } from './store-knowledge-base.ts';

/** While the knowledge base or a source is being read, it is asked for again this often. */
export const BUSY_DETAIL_REFETCH_MS = 1000;

/** GET /webhooks/knowledge-base/:id: the knowledge base with its sources (404 'Knowledge base not found'). */
export const getKnowledgeBase = async ({ id, signal }: { id: string; signal?: AbortSignal }): Promise<KnowledgeBase> =>
  knowledgeBaseResponseSchema.parse(await apiRequest(knowledgeBasePaths.item(id), { signal, showErrorToast: false }))
    .data;

export const isNotFoundError = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { error_message?: unknown }).error_message === knowledgeBaseMessages.notFound;

export const knowledgeBaseQueryOptions = (id: string) =>
  queryOptions({
    queryKey: knowledgeBaseQueryKeys.detail(id),
    queryFn: async ({ signal, client }) => {
      const knowledgeBase = await getKnowledgeBase({ id, signal });
      // The list row shows the same status and count: it follows each answer.
      patchListedKnowledgeBase(client, knowledgeBase);
      return knowledgeBase;
    },
    // A deleted one (404) is not asked for again, whatever its last copy said.
    refetchInterval: (query) =>
      isKnowledgeBaseBusy(query.state.data) && !isNotFoundError(query.state.error) ? BUSY_DETAIL_REFETCH_MS : false,
    // An answer the server gave (404, 400) will not change on a retry.
    retry: (count, error) => (error as { error_message?: unknown }).error_message === undefined && count < 1,
  });

export const useKnowledgeBase = (id: string) => useQuery(knowledgeBaseQueryOptions(id));
