import type { ChatHookSettings } from '@agentdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** The cache key of the workspace's chat hook settings. */
export const CHAT_HOOK_QUERY_KEY = ['chat-hook'] as const;

/** A change of the chat hook: its answer is the settings as they are now, which the cache takes. */
export const useChatHookChange = <Input>(change: (input: Input) => Promise<ChatHookSettings>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (settings) => queryClient.setQueryData(CHAT_HOOK_QUERY_KEY, settings),
  });
};
