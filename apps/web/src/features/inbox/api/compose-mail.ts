import { apiPaths, type ComposeMailBody } from '@agentdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { inboxQueryKeys } from './inbox-query-keys.ts';

/** POST /inbox/mails: a new mail (sending a draft removes it). */
export const composeMail = (body: ComposeMailBody) => apiRequest(apiPaths.inboxMails, { method: 'POST', body });

export const useComposeMail = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: composeMail,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: inboxQueryKeys.tabLists('mails') }),
  });
};
