import { knowledgeBaseDeletedResponseSchema, knowledgeBasePaths } from '@agentdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { forgetKnowledgeBase } from './store-knowledge-base.ts';

/** DELETE /webhooks/knowledge-base/:id: the knowledge base and all its sources. */
export const deleteKnowledgeBase = async (id: string): Promise<{ knowledge_base_id: string }> =>
  knowledgeBaseDeletedResponseSchema.parse(
    await apiRequest(knowledgeBasePaths.item(id), { method: 'DELETE', showErrorToast: false }),
  ).data;

export const useDeleteKnowledgeBase = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteKnowledgeBase,
    onSuccess: (_data, id) => forgetKnowledgeBase(queryClient, id),
  });
};
