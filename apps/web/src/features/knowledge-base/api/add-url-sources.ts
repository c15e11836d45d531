import { knowledgeBasePaths, type AddUrlSourcesBody } from '@agentdesk/shared';
import { requestKnowledgeBase, useKnowledgeBaseChange } from './knowledge-base-change.ts';
import { knowledgeBaseQueryKeys } from './knowledge-base-query-keys.ts';

/** POST /webhooks/knowledge-base/:id/sources/urls: web pages the server fetches and reads. */
export const addUrlSources = ({ id, body }: { id: string; body: AddUrlSourcesBody }) =>
  requestKnowledgeBase(knowledgeBasePaths.urls(id), { method: 'POST', body });

export const useAddUrlSources = () => useKnowledgeBaseChange(addUrlSources, knowledgeBaseQueryKeys.addSources);
