import { knowledgeBasePaths } from '@agentdesk/shared';
import { requestKnowledgeBase, useKnowledgeBaseChange } from './knowledge-base-change.ts';

/** DELETE /webhooks/knowledge-base/:id/sources/:sourceId: answers the knowledge base without it. */
export const deleteSource = ({ id, sourceId }: { id: string; sourceId: string }) =>
  requestKnowledgeBase(knowledgeBasePaths.source(id, sourceId), { method: 'DELETE' });

export const useDeleteSource = () => useKnowledgeBaseChange(deleteSource);
