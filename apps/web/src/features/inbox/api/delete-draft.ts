import { apiPaths } from '@agentdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { inboxQueryKeys } from './inbox-query-keys.ts';

/** DELETE /inbox/drafts/:id. */
export const deleteDraft = (id: string) => apiRequest(apiPaths.inboxDraft(id), { method: 'DELETE' });

export const useDeleteDraft = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDraft,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: inboxQueryKeys.tabLists('mails') }),
  });
};
