import { knowledgeBasePaths, type KnowledgeBase, type UpdateKnowledgeBaseBody } from '@agentdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestKnowledgeBase } from './knowledge-base-change.ts';
import { knowledgeBaseQueryKeys } from './knowledge-base-query-keys.ts';
import { patchListedKnowledgeBase, storeKnowledgeBase } from './store-knowledge-base.ts';

type Variables = { id: string; body: UpdateKnowledgeBaseBody };

/** PATCH /webhooks/knowledge-base/:id: a new name, auto refresh on or off. */
export const updateKnowledgeBase = ({ id, body }: Variables): Promise<KnowledgeBase> =>
  requestKnowledgeBase(knowledgeBasePaths.item(id), { method: 'PATCH', body });

/** Optimistic: the switch moves at once and moves back if the server refuses. */
export const useUpdateKnowledgeBase = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateKnowledgeBase,
    onMutate: async ({ id, body }) => {
      const key = knowledgeBaseQueryKeys.detail(id);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<KnowledgeBase>(key);
      if (previous !== undefined && body.enable_auto_refresh !== undefined) {
        const optimistic = { ...previous, enable_auto_refresh: body.enable_auto_refresh };
        queryClient.setQueryData(key, optimistic);
        patchListedKnowledgeBase(queryClient, optimistic);
      }
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous !== undefined) storeKnowledgeBase(queryClient, context.previous);
    },
    onSuccess: (knowledgeBase) => storeKnowledgeBase(queryClient, knowledgeBase),
  });
};
