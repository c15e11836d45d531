import { attachmentFileName } from './attachment-file-name.ts';
import { authorizedFetch, readErrorBody } from './authorized-fetch.ts';
import { downloadBlob } from './download-blob.ts';

/**
 * GET a file of the API (it needs the bearer token, so a plain link cannot fetch it) and save it
 * under the name the server offers, else `fallbackName`. Rejects with the server's error body.
 */
export const downloadApiFile = async (path: string, fallbackName: string, accept = '*/*'): Promise<void> => {
  const response = await authorizedFetch(path, { headers: { Accept: accept } });
  if (!response.ok) throw await readErrorBody(response);
  downloadBlob(await response.blob(), attachmentFileName(response.headers.get('Content-Disposition'), fallbackName));
};
