import { knowledgeBasePaths, type AddTextSourceBody } from '@agentdesk/shared';
import { requestKnowledgeBase, useKnowledgeBaseChange } from './knowledge-base-change.ts';
import { knowledgeBaseQueryKeys } from './knowledge-base-query-keys.ts';

/** POST /webhooks/knowledge-base/:id/sources/texts: a pasted text with its title. */
export const addTextSource = ({ id, body }: { id: string; body: AddTextSourceBody }) =>
  requestKnowledgeBase(knowledgeBasePaths.texts(id), { method: 'POST', body });

export const useAddTextSource = () => useKnowledgeBaseChange(addTextSource, knowledgeBaseQueryKeys.addSources);
