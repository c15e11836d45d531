import { interviewPaths, slotsResponseSchema, type Slot } from '@agentdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { interviewsQueryKeys } from './interviews-query-keys.ts';

/** How many suggestions to show. */
const SLOTS_SHOWN = 60;

/** GET /interviews/slots?application_id&round_id&limit: the round's free slots for the application, soonest first. */
export const listSlots = async ({
  applicationId,
  roundId,
  signal,
}: {
  applicationId: string;
  roundId: string;
  signal?: AbortSignal;
}): Promise<Slot[]> => {
  const params = new URLSearchParams({ application_id: applicationId, round_id: roundId, limit: String(SLOTS_SHOWN) });
  return slotsResponseSchema.parse(
    await apiRequest(`${interviewPaths.slots}?${params.toString()}`, { signal, showErrorToast: false }),
  ).data.slots;
};

export const useSlots = (applicationId: string, roundId: string) =>
  useQuery({
    queryKey: interviewsQueryKeys.slotsOf(applicationId, roundId),
    queryFn: ({ signal }) => listSlots({ applicationId, roundId, signal }),
    enabled: applicationId !== '' && roundId !== '',
    // Slots go as others book: always ask again when the picker opens.
    staleTime: 0,
  });
