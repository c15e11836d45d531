import {
  apiPaths,
  envelopeSchema,
  quarantinedMailDetailSchema,
  releasedMailSchema,
  type QuarantinedMailDetail,
} from '@agentdesk/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { inboxQueryKeys } from './inbox-query-keys.ts';

// The Quarantine folder's mail: read it, release it into the inbox (without attachments), delete it.

const detailSchema = envelopeSchema(quarantinedMailDetailSchema);
const releasedSchema = envelopeSchema(releasedMailSchema);

const quarantineKey = (id: string) => [...inboxQueryKeys.details, 'quarantine', id] as const;

export const getQuarantinedMail = async (id: string, signal?: AbortSignal): Promise<QuarantinedMailDetail> =>
  detailSchema.parse(await apiRequest(apiPaths.inboxQuarantined(id), { signal })).data;

export const useQuarantinedMail = (id: string) =>
  useQuery({ queryKey: quarantineKey(id), queryFn: ({ signal }) => getQuarantinedMail(id, signal) });

/** After a release or a delete the mail lists change (the folder, and the inbox a release adds to). */
const useQuarantineMutation = <T>(mutationFn: (id: string) => Promise<T>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: quarantineKey(id) });
      void queryClient.invalidateQueries({ queryKey: inboxQueryKeys.tabLists('mails') });
    },
  });
};

export const useReleaseQuarantinedMail = () =>
  useQuarantineMutation(
    async (id: string) => releasedSchema.parse(await apiRequest(apiPaths.inboxRelease(id), { method: 'POST' })).data,
  );

export const useDeleteQuarantinedMail = () =>
  useQuarantineMutation((id: string) => apiRequest(apiPaths.inboxQuarantined(id), { method: 'DELETE' }));
