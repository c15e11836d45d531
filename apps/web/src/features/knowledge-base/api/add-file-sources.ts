import { errorBodySchema, knowledgeBaseMessages, knowledgeBasePaths, knowledgeBaseResponseSchema, type KnowledgeBase } from '@agentdesk/shared';
import { useKnowledgeBaseChange } from './knowledge-base-change.ts';
import { knowledgeBaseQueryKeys } from './knowledge-base-query-keys.ts';
import { API_BASE, endSession, requireLiveToken } from '../../../lib/authorized-fetch.ts';

type Variables = {
  id: string;
  files: File[];
  /** How much of the upload has been sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
};

const parseBody = (text: string): unknown => {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/**
 * POST /webhooks/knowledge-base/:id/sources/files: one multipart part 'files' per document.
 * XMLHttpRequest rather than fetch, since only it reports how much of an upload has been sent.
 * Rejects like apiRequest: with the parsed error body (413 too large, 415 a type it does not take).
 */
export const addFileSources = ({ id, files, onProgress }: Variables): Promise<KnowledgeBase> => {
  const token = requireLiveToken();
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);

  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE}${knowledgeBasePaths.files(id)}`);
    request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const body = parseBody(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        const parsed = knowledgeBaseResponseSchema.safeParse(body);
        if (parsed.success) resolve(parsed.data.data);
        else reject(parsed.error);
        return;
      }
      if (request.status === 401) endSession();
      // A limit hit before our server answered (a proxy) comes without our sentence.
      const fallback = request.status === 413 ? knowledgeBaseMessages.fileTooLarge : `Request failed with status ${request.status}`;
      reject(errorBodySchema.safeParse(body).success ? body : { error_message: fallback });
    });
    request.addEventListener('error', () => reject(new Error('The upload was interrupted. Check your connection and try again.')));
    request.send(form);
  });
};

export const useAddFileSources = () => useKnowledgeBaseChange(addFileSources, knowledgeBaseQueryKeys.addSources);
