import {
  apiPaths,
  contactMessageSchema,
  envelopeSchema,
  type ContactMessage,
  type SendCallMessageBody,
} from '@agentdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { callsQueryKeys } from './calls-query-keys.ts';

const responseSchema = envelopeSchema(contactMessageSchema);

export type SendCallMessage = { body: SendCallMessageBody; files: File[] };

/** POST /call/calls/:id/messages: JSON, or a multipart form when files go with the mail. */
export const sendCallMessage = async (callId: string, { body, files }: SendCallMessage): Promise<ContactMessage> => {
  if (files.length === 0)
    return responseSchema.parse(
      await apiRequest(apiPaths.callMessages(callId), { method: 'POST', body, showErrorToast: false }),
    ).data;
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) if (value !== undefined) form.append(name, value);
  for (const file of files) form.append('files', file, file.name);
  return responseSchema.parse(
    await apiRequest(apiPaths.callMessages(callId), { method: 'POST', body: form, showErrorToast: false }),
  ).data;
};

/**
 * Sends, then puts the message at the end of the conversation at once and looks again: the contact
 * (a new inbox thread) and the inbox's lists change with it.
 */
export const useSendCallMessage = (callId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: SendCallMessage) => sendCallMessage(callId, message),
    onSuccess: (message) => {
      queryClient.setQueryData<ContactMessage[]>(callsQueryKeys.messages(callId), (messages) => [
        ...(messages ?? []).filter((m) => m.id !== message.id),
        message,
      ]);
      void queryClient.invalidateQueries({ queryKey: callsQueryKeys.messages(callId) });
      void queryClient.invalidateQueries({ queryKey: callsQueryKeys.contact(callId) });
      void queryClient.invalidateQueries({ queryKey: ['inbox'] });
    },
  });
};
