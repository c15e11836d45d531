import { apiPaths, type SaveDraftBody } from '@agentdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { inboxQueryKeys } from './inbox-query-keys.ts';

/** POST /inbox/drafts (new) or PUT /inbox/drafts/:id (existing). */
export const saveDraft = async ({ id, body }: { id?: string; body: SaveDraftBody }): Promise<{ id: string }> => {
  const answer = await apiRequest<{ data: { id: string } }>(
    id === undefined ? apiPaths.inboxDrafts : apiPaths.inboxDraft(id),
    {
      method: id === undefined ? 'POST' : 'PUT',
      body,
    },
  );
  return answer.data;
};

export const useSaveDraft = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDraft,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: inboxQueryKeys.tabLists('mails') }),
  });
};
