import { apiPaths } from '@agentdesk/shared/paths';
import type { ChatHookSettings } from '@agentdesk/shared';
import { apiRequest } from '../../../lib/api-request.ts';
import { useChatHookChange } from './chat-hook-cache.ts';
import { readChatHookResponse } from './get-chat-hook.ts';

/** PUT /inbox/chat-hook (admins): the workspace's own hook (the server checks it is on the public internet). */
export const saveChatHook = async (url: string): Promise<ChatHookSettings> =>
  readChatHookResponse(
    await apiRequest(apiPaths.inboxChatHook, { method: 'PUT', body: { url }, showErrorToast: false }),
  );

export const useSaveChatHook = () => useChatHookChange(saveChatHook);
