import { useEffect } from 'react';
import { storageKeys } from '../lib/storage-keys.ts';
import { useSessionStore } from '../lib/session-store.ts';
import { TOKEN_EXPIRED_EVENT } from '../lib/token-expired-event.ts';

/**
 * Restores the session once the app starts and ends it when a request finds it gone
 * ('tokenExpired', SPEC §4) or another tab signs out.
 */
export const SessionLifecycle = () => {
  useEffect(() => {
    const { restoreSession, expireSession } = useSessionStore.getState();
    const onTokenExpired = () => expireSession();
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKeys.token && event.newValue === null) expireSession();
    };

    restoreSession();
    window.addEventListener(TOKEN_EXPIRED_EVENT, onTokenExpired);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(TOKEN_EXPIRED_EVENT, onTokenExpired);
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  return null;
};
