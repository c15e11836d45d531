import { apiPaths, envelopeSchema, importCallsResultSchema } from '@agentdesk/shared';
import type { ImportCallsResult } from '@agentdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-request.ts';
import { callsQueryKeys } from './calls-query-keys.ts';

const importResponseSchema = envelopeSchema(importCallsResultSchema);

/** 422 answer of an import: nothing was imported because of these rows. */
export const importRowErrorsSchema = z.object({
  error_message: z.string(),
  rows: z.array(z.object({ index: z.number(), message: z.string() })),
});
export type ImportRowErrors = z.infer<typeof importRowErrorsSchema>;

/** POST /call/calls/import: the provider's list-calls export (an array of call objects). */
export const importCalls = async ({ calls }: { calls: unknown[] }): Promise<ImportCallsResult> =>
  importResponseSchema.parse(await apiRequest(apiPaths.callsImport, { method: 'POST', body: calls })).data;

export const useImportCalls = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCalls,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: callsQueryKeys.all }),
  });
};
