// Pure helpers for showing calls; no schema library (the SPA's list and detail share them).

import type { CallSentiment } from './call-periods.ts';

export type SentimentClass = CallSentiment;

/** The User Sentiment badge rule (SPEC §2): positive or negative if the text contains that word, else neutral. */
export const sentimentClass = (text: string | null | undefined): SentimentClass | null => {
  if (text === null || text === undefined || text.trim() === '') return null;
  const lower = text.toLowerCase();
  if (lower.includes('positive')) return 'positive';
  if (lower.includes('negative')) return 'negative';
  return 'neutral';
};

/** Duration in whole minutes and seconds from the floor of duration_ms (SPEC §2 Summary). */
export const formatCallDuration = (durationMs: number | null | undefined): string => {
  const totalSeconds = Math.floor(Math.max(0, durationMs ?? 0) / 1000);
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}m ${seconds}s`;
};

/** Message times like 3:05 PM (SPEC §2). */
export const formatMessageTime = (epochMs: number, timeZone?: string): string =>
  new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, ...(timeZone ? { timeZone } : {}) }).format(epochMs);

/** Direction as the Summary tab shows it. */
export const formatDirection = (direction: string | null | undefined): string =>
  direction === 'outbound' ? 'Outbound' : direction === 'inbound' ? 'Inbound' : '—';
