import { apiPaths, envelopeSchema, inboxDetailSchema, type InboxDetail } from '@agentdesk/shared';
import type { InboxTab } from '@agentdesk/shared/inbox-options';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { inboxQueryKeys } from './inbox-query-keys.ts';

const responseSchema = envelopeSchema(inboxDetailSchema);

/** GET /inbox/:id: the whole thread (mail, chat) or the call with its analysis. */
export const getInboxItem = async (
  tab: InboxTab,
  id: string,
  images: boolean,
  signal?: AbortSignal,
): Promise<InboxDetail> => {
  const params = new URLSearchParams({ tab, images: String(images) });
  return responseSchema.parse(await apiRequest(`${apiPaths.inboxItem(id)}?${params.toString()}`, { signal })).data;
};

export const inboxItemQueryOptions = (tab: InboxTab, id: string, images = false) =>
  queryOptions({
    queryKey: inboxQueryKeys.detail(tab, id, images),
    queryFn: ({ signal }) => getInboxItem(tab, id, images, signal),
  });

export const useInboxItem = (tab: InboxTab, id: string, images = false) =>
  useQuery(inboxItemQueryOptions(tab, id, images));
