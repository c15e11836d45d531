import { apiPaths, envelopeSchema, inboxDetailSchema, type UpdateInboxItemBody } from '@agentdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { inboxQueryKeys } from './inbox-query-keys.ts';

const responseSchema = envelopeSchema(inboxDetailSchema);

/** PATCH /inbox/:id: a lifecycle state, or a chat marked read. */
export const updateInboxItem = async (id: string, body: UpdateInboxItemBody) =>
  responseSchema.parse(await apiRequest(apiPaths.inboxItem(id), { method: 'PATCH', body })).data;

/** Lists and counts of the tab change with it; the open detail takes the answer at once. */
export const useUpdateInboxItem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateInboxItemBody }) => updateInboxItem(id, body),
    onSuccess: (data, { body }) => {
      queryClient.setQueryData(inboxQueryKeys.detail(body.tab, data.id, false), (old: typeof data | undefined) => ({
        ...old,
        ...data,
      }));
      void queryClient.invalidateQueries({ queryKey: inboxQueryKeys.tabLists(body.tab) });
      void queryClient.invalidateQueries({ queryKey: ['inbox', 'detail', body.tab, data.id] });
    },
  });
};
