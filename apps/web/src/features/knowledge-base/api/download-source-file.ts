import { knowledgeBasePaths, type KnowledgeBaseSource } from '@agentdesk/shared';
import { useMutation } from '@tanstack/react-query';
import { downloadFileName } from '../utils/download-file-name.ts';
import { API_BASE, endSession, requireLiveToken } from './session-token.ts';

const readError = async (response: Response): Promise<unknown> => {
  try {
    return (await response.json()) as unknown;
  } catch {
    return { error_message: `Download failed with status ${response.status}` };
  }
};

/**
 * GET /webhooks/knowledge-base/:id/sources/:sourceId/file: the original document (or the text)
 * needs the bearer token, so it is fetched as a blob and saved through a temporary link.
 */
export const downloadSourceFile = async ({ id, source }: { id: string; source: KnowledgeBaseSource }): Promise<void> => {
  const token = requireLiveToken();
  const response = await fetch(`${API_BASE}${knowledgeBasePaths.sourceFile(id, source.source_id)}`, { headers: { Authorization: `Bearer ${token}` } });
  if (response.status === 401) endSession();
  if (!response.ok) throw await readError(response);

  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = downloadFileName(response.headers.get('Content-Disposition'), source);
  link.click();
  // Some browsers read the address after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
};

export const useDownloadSourceFile = () => useMutation({ mutationFn: downloadSourceFile });
