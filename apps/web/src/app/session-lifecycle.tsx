import { useEffect } from 'react';
import { toast } from 'sonner';
import { storageKeys } from '../lib/storage-keys.ts';
import { useSessionStore } from '../lib/session-store.ts';
import { TOKEN_EXPIRED_EVENT } from '../lib/token-expired-event.ts';
import { dropWorkspaceData } from '../lib/workspace-cache.ts';

/**
 * Restores the session once the app starts and ends it when a request finds it gone
 * ('tokenExpired', SPEC §4) or another tab signs out. When another tab moves the shared session to
 * another workspace, this one drops what it cached of the old one.
 */
export const SessionLifecycle = () => {
  useEffect(() => {
    const { restoreSession, expireSession } = useSessionStore.getState();
    const onTokenExpired = () => expireSession();
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKeys.token && event.newValue === null) expireSession();
      if (
        event.key === storageKeys.workspaceSwitch &&
        event.newValue !== null &&
        useSessionStore.getState().user !== null
      ) {
        dropWorkspaceData();
        toast.info('The workspace was switched in another tab; this page now shows that workspace.');
      }
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
