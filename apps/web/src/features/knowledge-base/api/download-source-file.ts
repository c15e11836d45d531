import { knowledgeBasePaths, type KnowledgeBaseSource } from '@agentdesk/shared';
import { useMutation } from '@tanstack/react-query';
import { authorizedFetch, readErrorBody } from '../../../lib/authorized-fetch.ts';
import { downloadBlob } from '../../../lib/download-blob.ts';
import { downloadFileName } from '../utils/download-file-name.ts';

/**
 * GET /webhooks/knowledge-base/:id/sources/:sourceId/file: the original document (or the text)
 * needs the bearer token, so it is fetched as a blob and saved through a temporary link.
 */
export const downloadSourceFile = async ({
  id,
  source,
}: {
  id: string;
  source: KnowledgeBaseSource;
}): Promise<void> => {
  const response = await authorizedFetch(knowledgeBasePaths.sourceFile(id, source.source_id));
  if (!response.ok) throw await readErrorBody(response);
  downloadBlob(await response.blob(), downloadFileName(response.headers.get('Content-Disposition'), source));
};

export const useDownloadSourceFile = () => useMutation({ mutationFn: downloadSourceFile });
