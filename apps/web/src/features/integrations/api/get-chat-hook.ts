import { apiPaths, chatHookSchema, envelopeSchema } from '@agentdesk/shared';
import type { ChatHookSettings } from '@agentdesk/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { CHAT_HOOK_QUERY_KEY } from './chat-hook-cache.ts';

const chatHookResponseSchema = envelopeSchema(chatHookSchema);

/** Every chat hook answer (GET, PUT and DELETE /inbox/chat-hook) is the settings as they are now. */
export const readChatHookResponse = (body: unknown): ChatHookSettings => chatHookResponseSchema.parse(body).data;

/** GET /inbox/chat-hook (admins): where the workspace's chat replies are POSTed, and whose hook that is. */
export const getChatHook = async ({ signal }: { signal?: AbortSignal } = {}): Promise<ChatHookSettings> =>
  readChatHookResponse(await apiRequest(apiPaths.inboxChatHook, { signal }));

export const chatHookQueryOptions = queryOptions({
  queryKey: CHAT_HOOK_QUERY_KEY,
  queryFn: ({ signal }) => getChatHook({ signal }),
});

export const useChatHook = () => useQuery(chatHookQueryOptions);
