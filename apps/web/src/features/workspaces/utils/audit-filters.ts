import { auditKinds } from '@agentdesk/shared';
import type { AuditKind } from '@agentdesk/shared';

/** The audit log's filters as the address holds them: dates are days (YYYY-MM-DD) in the user's zone. */
export type AuditFilters = { kind: AuditKind | ''; actor: string; from: string; to: string };

export const emptyAuditFilters: AuditFilters = { kind: '', actor: '', from: '', to: '' };

const isAuditKind = (value: string): value is AuditKind => (auditKinds as readonly string[]).includes(value);
const isDay = (value: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The filters in the address; anything unknown there is ignored. */
export const readAuditFilters = (params: URLSearchParams): AuditFilters => {
  const kind = params.get('kind') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    kind: isAuditKind(kind) ? kind : '',
    actor: params.get('actor')?.trim() ?? '',
    from: isDay(from) ? from : '',
    to: isDay(to) ? to : '',
  };
};

// A day's bounds in the user's zone, as the ISO instants the server compares with.
const startOfDay = (day: string): string => new Date(`${day}T00:00:00`).toISOString();
const endOfDay = (day: string): string => new Date(`${day}T23:59:59.999`).toISOString();

/** The query of GET /workspaces/current/audit and of its CSV export: only the filters that are set. */
export const toAuditSearchParams = (
  filters: AuditFilters,
  { cursor, limit }: { cursor?: string; limit?: number } = {},
): URLSearchParams => {
  const params = new URLSearchParams();
  if (filters.kind !== '') params.set('kind', filters.kind);
  if (filters.actor !== '') params.set('actor', filters.actor);
  if (filters.from !== '') params.set('from', startOfDay(filters.from));
  if (filters.to !== '') params.set('to', endOfDay(filters.to));
  if (cursor !== undefined) params.set('cursor', cursor);
  if (limit !== undefined) params.set('limit', String(limit));
  return params;
};
