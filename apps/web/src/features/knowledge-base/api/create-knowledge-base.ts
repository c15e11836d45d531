import { knowledgeBasePaths, type CreateKnowledgeBaseBody, type KnowledgeBase } from '@agentdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestKnowledgeBase } from './knowledge-base-change.ts';
import { knowledgeBaseQueryKeys } from './knowledge-base-query-keys.ts';
import { storeKnowledgeBase } from './store-knowledge-base.ts';

/** POST /webhooks/knowledge-base/: a new knowledge base, in_progress and without sources (SPEC §7). */
export const createKnowledgeBase = (body: CreateKnowledgeBaseBody): Promise<KnowledgeBase> =>
  requestKnowledgeBase(knowledgeBasePaths.create, { method: 'POST', body });

export const useCreateKnowledgeBase = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createKnowledgeBase,
    onSuccess: (knowledgeBase) => {
      storeKnowledgeBase(queryClient, knowledgeBase);
      // The new one goes at the top and the total grows.
      void queryClient.invalidateQueries({ queryKey: knowledgeBaseQueryKeys.lists });
    },
  });
};
