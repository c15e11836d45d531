import {
  knowledgeBaseMessages,
  knowledgeBasePaths,
  knowledgeBaseResponseSchema,
  type KnowledgeBase,
} from '@agentdesk/shared';
import { useKnowledgeBaseChange } from './knowledge-base-change.ts';
import { knowledgeBaseQueryKeys } from './knowledge-base-query-keys.ts';
import { API_BASE, endSession, requireLiveToken } from '../../../lib/authorized-fetch.ts';
import { failureOf, isSuccess, sendWithProgress } from '../../../lib/send-with-progress.ts';

type Variables = {
  id: string;
  files: File[];
  /** How much of the upload has been sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
};

/**
 * POST /webhooks/knowledge-base/:id/sources/files: one multipart part 'files' per document, with
 * the upload's progress. Rejects like apiRequest: with the parsed error body (413 too large, 415 a
 * type it does not take).
 */
export const addFileSources = ({ id, files, onProgress }: Variables): Promise<KnowledgeBase> => {
  const token = requireLiveToken();
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);

  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  return sendWithProgress({
    method: 'POST',
    url: `${API_BASE}${knowledgeBasePaths.files(id)}`,
    headers,
    body: form,
    onProgress,
  }).then((answer) => {
    if (isSuccess(answer)) return knowledgeBaseResponseSchema.parse(answer.body).data;
    if (answer.status === 401) endSession();
    throw failureOf(answer, knowledgeBaseMessages.fileTooLarge);
  });
};

export const useAddFileSources = () => useKnowledgeBaseChange(addFileSources, knowledgeBaseQueryKeys.addSources);
