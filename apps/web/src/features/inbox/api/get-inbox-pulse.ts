import { apiPaths, envelopeSchema, inboxPulseSchema, type InboxPulse } from '@agentdesk/shared';
import { inboxTabs } from '@agentdesk/shared/inbox-options';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiRequest } from '../../../lib/api-request.ts';
import { inboxQueryKeys } from './inbox-query-keys.ts';

export const INBOX_PULSE_MS = 4000;

const responseSchema = envelopeSchema(inboxPulseSchema);

/** GET /inbox/pulse: the newest moment of each tab. */
export const getInboxPulse = async (signal?: AbortSignal): Promise<InboxPulse> =>
  responseSchema.parse(await apiRequest(apiPaths.inboxPulse, { signal, showErrorToast: false })).data;

/**
 * Short polling while the inbox is open: when a tab's newest moment moves (a mail, chat or call
 * arrived), that tab's lists are refetched, so new items appear without a reload.
 */
export const useInboxPulse = (): void => {
  const queryClient = useQueryClient();
  const pulse = useQuery({ queryKey: inboxQueryKeys.pulse, queryFn: ({ signal }) => getInboxPulse(signal), refetchInterval: INBOX_PULSE_MS, retry: false });
  const seen = useRef<InboxPulse | null>(null);
  useEffect(() => {
    if (pulse.data === undefined) return;
    const before = seen.current;
    seen.current = pulse.data;
    if (before === null) return;
    for (const tab of inboxTabs) {
      if (pulse.data[tab] !== before[tab]) void queryClient.invalidateQueries({ queryKey: inboxQueryKeys.tabLists(tab) });
    }
  }, [pulse.data, queryClient]);
};
