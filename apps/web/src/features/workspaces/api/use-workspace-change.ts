import type { Workspaces } from '@agentdesk/shared';
import { DEFAULT_LANDING_PATH } from '@agentdesk/shared/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useSessionStore } from '../../../lib/session-store.ts';
import { onWorkspaceChanged, WORKSPACES_QUERY_KEY } from '../../../lib/workspace-cache.ts';

/**
 * What follows a move of the session out of its workspace: nothing of the old one stays cached
 * (here or in other tabs). With the workspace it now works in (a switch, an accepted invitation),
 * the user lands on Analytics with a toast; without one (the workspace was left or deleted: the
 * server ended the session there) the user is signed out, told why.
 */
export const useWorkspaceChange = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = useSessionStore((state) => state.signOut);
  return (next: Workspaces | null, message: string) => {
    onWorkspaceChanged(queryClient);
    if (next === null) {
      void signOut('signed-out', `${message}. Sign in again to continue.`);
      return;
    }
    queryClient.setQueryData(WORKSPACES_QUERY_KEY, next);
    void navigate(DEFAULT_LANDING_PATH);
    toast.success(message);
  };
};
