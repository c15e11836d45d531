import { knowledgeBaseResponseSchema, type KnowledgeBase } from '@agentdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ApiRequestOptions } from '../../../lib/api-request.ts';
import { knowledgeBaseQueryKeys } from './knowledge-base-query-keys.ts';
import { storeKnowledgeBase } from './store-knowledge-base.ts';

/**
 * A request the server answers with the whole knowledge base. The screen reports failures itself
 * (inline in forms, a toast for buttons), so the client's own 400/500 toast is off.
 */
export const requestKnowledgeBase = async (
  path: string,
  options: Omit<ApiRequestOptions, 'showErrorToast'>,
): Promise<KnowledgeBase> =>
  knowledgeBaseResponseSchema.parse(await apiRequest(path, { ...options, showErrorToast: false })).data;

/** A change to a knowledge base's sources: the answer goes into the caches and earlier searches are asked again. */
export const useKnowledgeBaseChange = <Variables>(
  mutationFn: (variables: Variables) => Promise<KnowledgeBase>,
  mutationKey?: readonly unknown[],
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    mutationKey,
    onSuccess: (knowledgeBase) => {
      storeKnowledgeBase(queryClient, knowledgeBase);
      void queryClient.invalidateQueries({
        queryKey: knowledgeBaseQueryKeys.searches(knowledgeBase.knowledge_base_id),
      });
    },
  });
};
