import type { CallFilters } from '../utils/call-filters.ts';

/** Query keys of the calls feature: lists per filter set, one detail per call. */
export const callsQueryKeys = {
  all: ['calls'] as const,
  lists: ['calls', 'list'] as const,
  list: (filters: CallFilters) => ['calls', 'list', filters] as const,
  anyCalls: ['calls', 'any'] as const,
  anyCallsFor: (agentId: string | undefined) => ['calls', 'any', agentId ?? null] as const,
  detail: (callId: string) => ['calls', 'detail', callId] as const,
};
