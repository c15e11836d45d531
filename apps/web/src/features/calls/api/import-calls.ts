import { apiPaths, callImportSchema, envelopeSchema } from '@agentdesk/shared';
import type { CallImport } from '@agentdesk/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-request.ts';
import { API_BASE, endSession, requireLiveToken } from '../../../lib/authorized-fetch.ts';
import { failureOf, isSuccess, sendWithProgress } from '../../../lib/send-with-progress.ts';

const importResponseSchema = envelopeSchema(callImportSchema);
const importsResponseSchema = envelopeSchema(z.array(callImportSchema));

export const FILE_TOO_LARGE = 'The file is too large to import.';
/** How often a running import's progress is read. */
export const IMPORT_POLL_MS = 1000;

export const callImportsQueryKey = ['call-imports'] as const;

/** Whether an import is still at work (its upload kept, its batches being imported). */
export const isRunning = (callImport: CallImport | undefined) =>
  callImport !== undefined && (callImport.status === 'pending' || callImport.status === 'receiving');

/**
 * POST /call/calls/import: the file itself as the body (the server judges it by its content), with
 * the upload's progress. Answers the import, queued; rejects with the error body (409, 413, 415, 422).
 */
export const startCallImport = async ({
  file,
  onProgress,
}: {
  file: File;
  onProgress?: (fraction: number) => void;
}): Promise<CallImport> => {
  const token = requireLiveToken();
  const answer = await sendWithProgress({
    method: 'POST',
    url: `${API_BASE}${apiPaths.callsImport}?filename=${encodeURIComponent(file.name.slice(0, 200))}`,
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json', 'Content-Type': 'application/json' },
    body: file,
    onProgress,
  });
  if (isSuccess(answer)) return importResponseSchema.parse(answer.body).data;
  if (answer.status === 401) endSession();
  throw failureOf(answer, FILE_TOO_LARGE);
};

/** GET /call/calls/imports: the workspace's latest imports, newest first; read again each second while one runs. */
export const callImportsQueryOptions = () =>
  queryOptions({
    queryKey: callImportsQueryKey,
    queryFn: async ({ signal }) =>
      importsResponseSchema.parse(await apiRequest(apiPaths.callImports, { signal, showErrorToast: false })).data,
    refetchInterval: (query) => (isRunning(query.state.data?.[0]) ? IMPORT_POLL_MS : false),
  });

/** The latest import of the workspace (running or finished), while `isEnabled`. */
export const useLatestCallImport = (isEnabled: boolean) => {
  const query = useQuery({ ...callImportsQueryOptions(), enabled: isEnabled });
  return { latest: query.data?.[0], isLoading: query.isLoading };
};

export const useStartCallImport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startCallImport,
    onSuccess: (started) =>
      queryClient.setQueryData<CallImport[]>(callImportsQueryKey, (imports = []) => [started, ...imports]),
  });
};
