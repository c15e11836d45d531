import { knowledgeBasePaths } from '@agentdesk/shared';
import { requestKnowledgeBase, useKnowledgeBaseChange } from './knowledge-base-change.ts';

/** POST /webhooks/knowledge-base/:id/refresh: reads its web pages again (409 when it has none). */
export const refreshKnowledgeBase = (id: string) =>
  requestKnowledgeBase(knowledgeBasePaths.refresh(id), { method: 'POST' });

export const useRefreshKnowledgeBase = () => useKnowledgeBaseChange(refreshKnowledgeBase);
