import type { WorkspaceRole } from '@agentdesk/shared';

/** What the database confirmed of a session: its user, its workspace and their role there. */
export type CachedSession = { userId: string; workspaceId: string; role: WorkspaceRole };

/** A confirmed session: valid until `validUntil` (ms) unless a notice drops it first. */
type Entry = CachedSession & { validUntil: number };

export type SessionCache = {
  /** What is known of a session, when it is still known to be valid. */
  get: (sessionId: string, now?: number) => CachedSession | undefined;
  /** A token for `set`: a lookup started before a notice must not cache what the notice ended. */
  begin: () => number;
  set: (ticket: number, sessionId: string, session: CachedSession, expiresAt: number, now?: number) => void;
  /** A notice from the database ('session:<id>' or 'user:<id>'), or a local revocation. */
  drop: (notice: string) => void;
  /** Whether notices arrive; while they don't (connection lost), nothing is cached or served from it. */
  setListening: (isListening: boolean) => void;
  readonly size: number;
};

/**
 * Validated sessions kept in memory so an authenticated request needs no database round trip.
 * Correctness rests on the database's notices (migration 0007): every revocation, expiry change or
 * user deactivation is announced on commit, and all entries are dropped whenever notices may have
 * been missed. `maxAgeMs` bounds how long an entry lives in any case.
 */
export const createSessionCache = ({ maxAgeMs = 60_000, maxEntries = 100_000 } = {}): SessionCache => {
  const entries = new Map<string, Entry>();
  let generation = 0;
  let isListening = false;

  const dropAll = () => {
    entries.clear();
    generation += 1;
  };

  return {
    get: (sessionId, now = Date.now()) => {
      if (!isListening) return undefined;
      const entry = entries.get(sessionId);
      if (!entry) return undefined;
      if (entry.validUntil <= now) {
        entries.delete(sessionId);
        return undefined;
      }
      return entry;
    },
    begin: () => generation,
    set: (ticket, sessionId, session, expiresAt, now = Date.now()) => {
      if (!isListening || ticket !== generation) return;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      const { userId, workspaceId, role } = session;
      entries.set(sessionId, { userId, workspaceId, role, validUntil: Math.min(expiresAt, now + maxAgeMs) });
    },
    drop: (notice) => {
      generation += 1;
      const [kind, id] = notice.split(':', 2);
      if (kind === 'session' && id) entries.delete(id);
      else if (kind === 'user' && id) {
        for (const [sessionId, entry] of entries) if (entry.userId === id) entries.delete(sessionId);
      } else dropAll();
    },
    setListening: (next) => {
      isListening = next;
      dropAll();
    },
    get size() {
      return entries.size;
    },
  };
};
