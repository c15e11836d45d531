import { callDetailQueryKey } from '../../../lib/get-call.ts';
import { anyCallsQueryKeys } from '../../../lib/has-any-calls.ts';
import type { CallFilters } from '../utils/call-filters.ts';

/** Query keys of the calls feature: lists per filter set, one detail per call. */
export const callsQueryKeys = {
  all: ['calls'] as const,
  lists: ['calls', 'list'] as const,
  list: (filters: CallFilters) => ['calls', 'list', filters] as const,
  /** Whether any call exists: the one key lib/has-any-calls.ts asks under (analytics asks it too). */
  anyCalls: anyCallsQueryKeys.all,
  anyCallsFor: anyCallsQueryKeys.of,
  detail: callDetailQueryKey,
  /** The call's contact and the messages with them (under the call's detail). */
  contact: (callId: string) => [...callDetailQueryKey(callId), 'contact'] as const,
  messages: (callId: string) => [...callDetailQueryKey(callId), 'messages'] as const,
  /** The call's QA reviews, one per scorecard (the Quality page reads every key ending in 'reviews' again after a change). */
  reviews: (callId: string) => [...callDetailQueryKey(callId), 'reviews'] as const,
};
