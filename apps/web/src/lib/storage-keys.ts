/** Every key the SPA keeps in localStorage (SPEC §3). */
export const storageKeys = {
  token: 'agentdesk.token',
  user: 'agentdesk.user',
  /** Written when this tab moves the session to another workspace, so the other tabs drop their data too. */
  workspaceSwitch: 'agentdesk.workspace-switch',
  sidebarCompressed: 'isSidebarCompressed',
} as const;
