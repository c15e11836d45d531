import { apiPaths, envelopeSchema, INBOX_PULSE_MAX_WAIT_S, inboxPulseSchema, type InboxPulse } from '@agentdesk/shared';
import { inboxTabs } from '@agentdesk/shared/inbox-options';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiRequest } from '../../../lib/api-request.ts';
import { usePageVisible } from '../../../lib/use-page-visible.ts';
import { inboxQueryKeys } from './inbox-query-keys.ts';

/** After a failed look, the next one waits this long. */
export const INBOX_PULSE_RETRY_MS = 4000;
/** After a tab moved, the next wait starts this much later. */
export const INBOX_PULSE_SETTLE_MS = 1000;

const responseSchema = envelopeSchema(inboxPulseSchema);

/**
 * GET /inbox/pulse: the newest moment of each tab. With the pulse last seen, the server holds the
 * request until the pulse moves (or INBOX_PULSE_MAX_WAIT_S pass): a long poll.
 */
export const getInboxPulse = async (seen: InboxPulse | null, signal?: AbortSignal): Promise<InboxPulse> => {
  const query =
    seen === null ? '' : `?mails=${seen.mails}&calls=${seen.calls}&chats=${seen.chats}&wait=${INBOX_PULSE_MAX_WAIT_S}`;
  return responseSchema.parse(await apiRequest(`${apiPaths.inboxPulse}${query}`, { signal, showErrorToast: false }))
    .data;
};

/**
 * While the inbox is open, one request at a time waits on the pulse; when a tab's newest moment
 * moves (a mail, chat or call arrived, through any server process), that tab's lists are
 * refetched, so new items appear within a moment and without a reload.
 */
export const useInboxPulse = (): void => {
  const queryClient = useQueryClient();
  const isVisible = usePageVisible();
  const seen = useRef<InboxPulse | null>(null);
  const { data, dataUpdatedAt, refetch } = useQuery({
    queryKey: inboxQueryKeys.pulse,
    queryFn: ({ signal }) => getInboxPulse(seen.current, signal),
    // After a failure, the next look is a few seconds later; after an answer, see below.
    refetchInterval: (query) => (query.state.status === 'error' ? INBOX_PULSE_RETRY_MS : false),
    retry: false,
  });
  useEffect(() => {
    if (data === undefined) return;
    const before = seen.current;
    seen.current = data;
    const moved = before === null ? [] : inboxTabs.filter((tab) => data[tab] !== before[tab]);
    for (const tab of moved) void queryClient.invalidateQueries({ queryKey: inboxQueryKeys.tabLists(tab) });
    // Every answer starts the next wait, while the page is seen: a hidden tab does not hold one of
    // the browser's few connections to the server, and starts waiting again when shown. After a
    // change, the next wait starts a moment later, so a busy stream of arrivals refreshes a list
    // about once a second, not on every one.
    if (!isVisible) return;
    const timer = window.setTimeout(() => void refetch(), moved.length > 0 ? INBOX_PULSE_SETTLE_MS : 0);
    return () => window.clearTimeout(timer);
  }, [data, dataUpdatedAt, isVisible, queryClient, refetch]);
};
