import {
  apiPaths,
  callContactSchema,
  contactMessageSchema,
  envelopeSchema,
  type CallContact,
  type ContactMessage,
} from '@agentdesk/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-request.ts';
import { callsQueryKeys } from './calls-query-keys.ts';

const contactResponseSchema = envelopeSchema(callContactSchema);
const messagesResponseSchema = envelopeSchema(z.array(contactMessageSchema));

/** GET /call/calls/:id/contact: who the call was with, resolved on the server, and how each channel reaches them. */
export const getCallContact = async (callId: string, signal?: AbortSignal): Promise<CallContact> =>
  contactResponseSchema.parse(await apiRequest(apiPaths.callContact(callId), { signal })).data;

/** GET /call/calls/:id/messages: what the workspace and the contact wrote each other, oldest first. */
export const listCallMessages = async (callId: string, signal?: AbortSignal): Promise<ContactMessage[]> =>
  messagesResponseSchema.parse(await apiRequest(apiPaths.callMessages(callId), { signal })).data;

export const callContactQueryOptions = (callId: string) =>
  queryOptions({ queryKey: callsQueryKeys.contact(callId), queryFn: ({ signal }) => getCallContact(callId, signal) });

/** A queued message is looked at again until it settles (sent, failed, kept locally). */
const isSettling = (messages: ContactMessage[] | undefined) =>
  messages?.some((message) => message.delivery_status === 'pending') ?? false;

export const callMessagesQueryOptions = (callId: string) =>
  queryOptions({
    queryKey: callsQueryKeys.messages(callId),
    queryFn: ({ signal }) => listCallMessages(callId, signal),
    refetchInterval: (query) => (isSettling(query.state.data) ? 3_000 : false),
  });

export const useCallContact = (callId: string) => useQuery(callContactQueryOptions(callId));
export const useCallMessages = (callId: string) => useQuery(callMessagesQueryOptions(callId));
