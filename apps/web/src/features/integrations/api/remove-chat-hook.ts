import { apiPaths } from '@agentdesk/shared/paths';
import type { ChatHookSettings } from '@agentdesk/shared';
import { apiRequest } from '../../../lib/api-request.ts';
import { useChatHookChange } from './chat-hook-cache.ts';
import { readChatHookResponse } from './get-chat-hook.ts';

/** DELETE /inbox/chat-hook (admins): replies go to the server's own hook, or stay in AgentDesk. */
export const removeChatHook = async (): Promise<ChatHookSettings> =>
  readChatHookResponse(await apiRequest(apiPaths.inboxChatHook, { method: 'DELETE', showErrorToast: false }));

export const useRemoveChatHook = () => useChatHookChange(removeChatHook);
