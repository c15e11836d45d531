import { apiPaths } from '@agentdesk/shared/paths';
import type { StoredUser } from '@agentdesk/shared';
import { toast } from 'sonner';
import { create } from 'zustand';
import { apiRequest } from './api-request.ts';
import { startExpiryTimer } from './expiry-timer.ts';
import { isTokenExpired } from './is-token-expired.ts';
import { queryClient } from './query-client.ts';
import { storedSession } from './stored-session.ts';
import { tokenExpiryMs } from './token-expiry-ms.ts';

/** Why the session ended during this page's life; the guard then does not ask to sign in. */
export type SessionEndReason = 'signed-out' | 'expired';

export type SessionStart = { token: string; email: string; username: string };

type SessionState = {
  user: StoredUser | null;
  isLoading: boolean;
  endReason: SessionEndReason | null;
  /**
   * A session existed here: one started on this page, or a token was stored when it loaded (even an
   * expired one). Only then does the guard say 'Please sign in to access this page'; a first visit
   * without any session just shows the sign-in page.
   */
  hadSession: boolean;
  /** Restores the session from storage; an expired or undecodable token ends it at once. */
  restoreSession: () => void;
  /** Stores the token and user after sign-in, sign-up, password change or reset, and arms the timer. */
  startSession: (session: SessionStart) => void;
  updateUser: (user: StoredUser) => void;
  /**
   * Revokes the session on the server (best effort), then forgets it here (SPEC §4), saying
   * 'Signed out successfully' or `message` (why the session ended, e.g. its workspace was left).
   */
  signOut: (reason?: SessionEndReason, message?: string) => Promise<void>;
  /** The timer fired or a request found the session gone: tell the user and sign out. */
  expireSession: () => void;
  /** The sign-in page has been reached; a later visit to a guarded page asks to sign in again. */
  acknowledgeSessionEnd: () => void;
};

let cancelExpiryTimer: (() => void) | null = null;
let signOutInFlight: Promise<void> | null = null;

const clearExpiryTimer = (): void => {
  cancelExpiryTimer?.();
  cancelExpiryTimer = null;
};

const revokeOnServer = async (): Promise<void> => {
  const token = storedSession.readToken();
  // Nothing to revoke, and asking with a dead token would only report it expired again.
  if (token === null || isTokenExpired(token)) return;
  try {
    await apiRequest(apiPaths.logout, { method: 'POST', showErrorToast: false, endSessionOnUnauthorized: false });
  } catch {
    // Already revoked or offline: the local sign-out is what the user asked for.
  }
};

export const useSessionStore = create<SessionState>()((set, get) => {
  const armExpiryTimer = (token: string): void => {
    clearExpiryTimer();
    const expiresAtMs = tokenExpiryMs(token);
    if (expiresAtMs !== null) cancelExpiryTimer = startExpiryTimer(expiresAtMs, () => get().expireSession());
  };

  const endLocalSession = (reason: SessionEndReason | null): void => {
    clearExpiryTimer();
    storedSession.clear();
    queryClient.clear();
    set({ user: null, isLoading: false, endReason: reason });
  };

  const signOutOnce = async (reason: SessionEndReason, message: string): Promise<void> => {
    await revokeOnServer();
    try {
      endLocalSession(reason);
      toast.success(message);
    } catch {
      toast.error('Failed to sign out');
    }
  };

  return {
    user: null,
    isLoading: true,
    endReason: null,
    hadSession: false,

    restoreSession: () => {
      const token = storedSession.readToken();
      if (token === null) {
        set({ user: null, isLoading: false });
        return;
      }
      set({ hadSession: true });
      if (isTokenExpired(token)) {
        endLocalSession(null);
        return;
      }
      armExpiryTimer(token);
      // Without the stored user object the menu falls back to 'User' (SPEC §2 Layout).
      set({ user: storedSession.readUser() ?? { email: '', username: '' }, isLoading: false });
    },

    startSession: ({ token, email, username }) => {
      const user = { email, username };
      storedSession.write(token, user);
      armExpiryTimer(token);
      set({ user, isLoading: false, endReason: null, hadSession: true });
    },

    updateUser: (user) => {
      storedSession.writeUser(user);
      set({ user: { email: user.email, username: user.username } });
    },

    signOut: (reason = 'signed-out', message = 'Signed out successfully') => {
      signOutInFlight ??= signOutOnce(reason, message).finally(() => {
        signOutInFlight = null;
      });
      return signOutInFlight;
    },

    expireSession: () => {
      if (get().user === null) {
        // Nobody is signed in to tell; just make sure nothing stale stays behind.
        clearExpiryTimer();
        storedSession.clear();
        return;
      }
      toast.error('Session expired. Please sign in again.');
      void get().signOut('expired');
    },

    acknowledgeSessionEnd: () => {
      if (get().endReason !== null) set({ endReason: null });
    },
  };
});
