import { apiPaths, callReplyDraftSchema, envelopeSchema, type ComposerChannel } from '@agentdesk/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';

const responseSchema = envelopeSchema(callReplyDraftSchema);

/** POST /call/calls/:id/reply-draft: a reply drafted by the language model from the call and the knowledge base. */
export const draftCallReply = async (callId: string, channel: ComposerChannel): Promise<string> =>
  responseSchema.parse(
    await apiRequest(apiPaths.callReplyDraft(callId), { method: 'POST', body: { channel }, showErrorToast: false }),
  ).data.text;

export const useDraftCallReply = (callId: string) =>
  useMutation({ mutationFn: (channel: ComposerChannel) => draftCallReply(callId, channel) });
