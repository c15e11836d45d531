import { auditActions } from '@agentdesk/shared';
import type { AuditAction } from '@agentdesk/shared';

/** The audit log's filters as the address holds them: dates are days (YYYY-MM-DD) in the user's zone. */
export type AuditFilters = { action: AuditAction | ''; actor: string; from: string; to: string };

export const emptyAuditFilters: AuditFilters = { action: '', actor: '', from: '', to: '' };

const isAuditAction = (value: string): value is AuditAction => (auditActions as readonly string[]).includes(value);
const isDay = (value: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The filters in the address; anything unknown there is ignored. */
export const readAuditFilters = (params: URLSearchParams): AuditFilters => {
  const action = params.get('action') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    action: isAuditAction(action) ? action : '',
    actor: params.get('actor')?.trim() ?? '',
    from: isDay(from) ? from : '',
    to: isDay(to) ? to : '',
  };
};

// A day's bounds in the user's zone, as the ISO instants the server compares with.
const startOfDay = (day: string): string => new Date(`${day}T00:00:00`).toISOString();
const endOfDay = (day: string): string => new Date(`${day}T23:59:59.999`).toISOString();

/** The query of GET /workspaces/current/audit and of its CSV export: only the filters that are set. */
export const toAuditSearchParams = (filters: AuditFilters, { cursor, limit }: { cursor?: string; limit?: number } = {}): URLSearchParams => {
  const params = new URLSearchParams();
  if (filters.action !== '') params.set('action', filters.action);
  if (filters.actor !== '') params.set('actor', filters.actor);
  if (filters.from !== '') params.set('from', startOfDay(filters.from));
  if (filters.to !== '') params.set('to', endOfDay(filters.to));
  if (cursor !== undefined) params.set('cursor', cursor);
  if (limit !== undefined) params.set('limit', String(limit));
  return params;
};
