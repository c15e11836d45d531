import type { StoredUser } from '@agentdesk/shared';
import { storageKeys } from './storage-keys.ts';

const readUser = (): StoredUser | null => {
  const raw = localStorage.getItem(storageKeys.user);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { email, username } = value as Record<string, unknown>;
    if (typeof email !== 'string' || typeof username !== 'string') return null;
    return { email, username };
  } catch {
    return null;
  }
};

/** The session as kept in localStorage: the token and a small user object (SPEC §3). */
export const storedSession = {
  readToken: (): string | null => localStorage.getItem(storageKeys.token),
  readUser,
  write: (token: string, user: StoredUser): void => {
    localStorage.setItem(storageKeys.token, token);
    localStorage.setItem(storageKeys.user, JSON.stringify({ email: user.email, username: user.username }));
  },
  writeUser: (user: StoredUser): void => {
    localStorage.setItem(storageKeys.user, JSON.stringify({ email: user.email, username: user.username }));
  },
  clear: (): void => {
    localStorage.removeItem(storageKeys.token);
    localStorage.removeItem(storageKeys.user);
  },
};
