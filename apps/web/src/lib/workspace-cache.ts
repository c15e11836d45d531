import type { QueryClient } from '@tanstack/react-query';
import { create } from 'zustand';
import { queryClient } from './query-client.ts';
import { storageKeys } from './storage-keys.ts';

/** The key of GET /workspaces in the cache (here, zod-free, so the API client may name it). */
export const WORKSPACES_QUERY_KEY = ['workspaces'] as const;

type WorkspaceEpoch = { epoch: number };

/**
 * Counts the times this tab dropped a workspace's data. The signed-in shell is keyed on it, so every
 * page and list mounts afresh: an observer left on a removed query would keep showing its old data.
 */
export const useWorkspaceEpoch = create<WorkspaceEpoch>()(() => ({ epoch: 0 }));

/**
 * Drops everything cached for the workspace the session worked in (requests in flight are
 * cancelled) and remounts the signed-in shell; used when the session moves to another workspace
 * here or in another tab.
 */
export const dropWorkspaceData = (client: QueryClient = queryClient): void => {
  void client.cancelQueries();
  client.clear();
  useWorkspaceEpoch.setState(({ epoch }) => ({ epoch: epoch + 1 }));
};

/**
 * The session now works in another workspace (a switch, an accepted invitation, leaving or deleting
 * one): drop the old workspace's data here and tell the other tabs, which share the session, to do
 * the same.
 */
export const onWorkspaceChanged = (client: QueryClient = queryClient): void => {
  dropWorkspaceData(client);
  try {
    // A new value each time: an unchanged one would not reach the other tabs.
    localStorage.setItem(storageKeys.workspaceSwitch, `${Date.now()}-${Math.random()}`);
  } catch {
    // Storage full or denied: this tab is still right, the others refetch when their data goes stale.
  }
};
