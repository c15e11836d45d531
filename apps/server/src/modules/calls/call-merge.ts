import { sentimentClass, type ProviderCall } from '@agentdesk/shared';

/**
 * Events in the order a provider sends them for one call. Folding the stored events in this
 * order, whatever order they arrived in, gives the same record as an in-order delivery.
 * An import (the provider's list-calls export) is the most complete view and comes last.
 */
export const eventRank: Record<string, number> = {
  call_started: 1,
  transcript_updated: 2,
  call_ended: 3,
  call_analyzed: 4,
  import: 5,
};

type Json = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Later values win, but a null or missing value never erases one an earlier event filled. */
export const mergeCallObjects = (base: Json, next: Json): Json => {
  const merged: Json = { ...base };
  for (const [key, value] of Object.entries(next)) {
    if (value === null || value === undefined) continue;
    const previous = merged[key];
    merged[key] = isPlainObject(previous) && isPlainObject(value) ? mergeCallObjects(previous, value) : value;
  }
  return merged;
};

export const foldCallEvents = (events: { event: string; payload: Json }[]): ProviderCall => {
  const ordered = [...events].sort(
    (a, b) => (eventRank[a.event] ?? 0) - (eventRank[b.event] ?? 0) || a.event.localeCompare(b.event),
  );
  return ordered.reduce<Json>((acc, e) => mergeCallObjects(acc, e.payload), {}) as ProviderCall;
};

const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : null;
const stringOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The columns kept beside the record for filtering, sorting and the list. */
export const deriveCallColumns = (record: ProviderCall) => {
  const analysis = record.call_analysis ?? null;
  const start = numberOrNull(record.start_timestamp);
  const end = numberOrNull(record.end_timestamp);
  const duration = numberOrNull(record.duration_ms) ?? (start !== null && end !== null ? end - start : null);
  return {
    agentId: stringOrNull(record.agent_id),
    callStatus: stringOrNull(record.call_status),
    direction: stringOrNull(record.direction),
    fromNumber: stringOrNull(record.from_number),
    toNumber: stringOrNull(record.to_number),
    startTimestamp: start ?? 0,
    endTimestamp: end,
    durationMs: duration,
    disconnectionReason: stringOrNull(record.disconnection_reason),
    callSuccessful: typeof analysis?.call_successful === 'boolean' ? analysis.call_successful : null,
    sentiment: sentimentClass(analysis?.user_sentiment),
    callSummary: stringOrNull(analysis?.call_summary),
    hasRecording: typeof record.recording_url === 'string' && record.recording_url !== '',
  };
};
