import { apiPaths, type ReplyInboxBody } from '@agentdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { inboxQueryKeys } from './inbox-query-keys.ts';

/** POST /inbox/:id/reply: a mail threaded to the conversation, or a chat message. */
export const replyInboxItem = (id: string, body: ReplyInboxBody) =>
  apiRequest(apiPaths.inboxReply(id), { method: 'POST', body });

export const useReplyInboxItem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReplyInboxBody }) => replyInboxItem(id, body),
    onSuccess: (_data, { id, body }) => {
      void queryClient.invalidateQueries({ queryKey: ['inbox', 'detail', body.tab, id] });
      void queryClient.invalidateQueries({ queryKey: inboxQueryKeys.tabLists(body.tab) });
    },
  });
};
