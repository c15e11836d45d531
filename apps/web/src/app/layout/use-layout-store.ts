import { create } from 'zustand';
import { storageKeys } from '../../lib/storage-keys.ts';

type LayoutState = {
  /** The user's preference; some pages compress the sidebar without changing it. */
  isSidebarCompressed: boolean;
  /** Mirrors the path (SPEC §4 Agent selection); the path stays the source of truth. */
  selectedAgentId: string | null;
  toggleSidebar: () => void;
  setSidebarCompressed: (isCompressed: boolean) => void;
  loadSidebarFromStorage: () => void;
  setSelectedAgentId: (agentId: string | null) => void;
};

const writeCompressed = (isCompressed: boolean): void => {
  try {
    localStorage.setItem(storageKeys.sidebarCompressed, isCompressed ? 'true' : 'false');
  } catch {
    // Storage full or blocked: the preference just is not remembered.
  }
};

export const useLayoutStore = create<LayoutState>()((set, get) => ({
  isSidebarCompressed: false,
  selectedAgentId: null,
  toggleSidebar: () => get().setSidebarCompressed(!get().isSidebarCompressed),
  setSidebarCompressed: (isCompressed) => {
    writeCompressed(isCompressed);
    set({ isSidebarCompressed: isCompressed });
  },
  loadSidebarFromStorage: () =>
    set({ isSidebarCompressed: localStorage.getItem(storageKeys.sidebarCompressed) === 'true' }),
  setSelectedAgentId: (agentId) => {
    if (get().selectedAgentId !== agentId) set({ selectedAgentId: agentId });
  },
}));
