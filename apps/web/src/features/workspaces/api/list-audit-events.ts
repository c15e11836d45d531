import { apiPaths, auditPageSchema, envelopeSchema } from '@agentdesk/shared';
import type { AuditPage } from '@agentdesk/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { toAuditSearchParams } from '../utils/audit-filters.ts';
import type { AuditFilters } from '../utils/audit-filters.ts';
import { workspaceQueryKeys } from './workspace-query-keys.ts';

export const AUDIT_PAGE_SIZE = 50;

const auditPageResponseSchema = envelopeSchema(auditPageSchema);

type ListAuditEventsOptions = { filters: AuditFilters; cursor?: string; signal?: AbortSignal };

/** GET /workspaces/current/audit (admins): one page of the filtered events, newest first, with the next cursor. */
export const listAuditEvents = async ({ filters, cursor, signal }: ListAuditEventsOptions): Promise<AuditPage> => {
  const params = toAuditSearchParams(filters, { cursor, limit: AUDIT_PAGE_SIZE });
  return auditPageResponseSchema.parse(
    await apiRequest(`${apiPaths.workspaceAudit}?${params.toString()}`, { signal, showErrorToast: false }),
  ).data;
};

export const auditEventsQueryOptions = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: workspaceQueryKeys.audit(filters),
    queryFn: ({ pageParam, signal }) => listAuditEvents({ filters, cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
  });

/** The audit log as pages, the next one asked for with "Load more". */
export const useAuditEvents = (filters: AuditFilters, { isEnabled }: { isEnabled: boolean }) =>
  useInfiniteQuery({ ...auditEventsQueryOptions(filters), enabled: isEnabled });
