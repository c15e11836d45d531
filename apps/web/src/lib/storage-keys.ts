/** Every key the SPA keeps in localStorage (SPEC §3). */
export const storageKeys = {
  token: 'agentdesk.token',
  user: 'agentdesk.user',
  sidebarCompressed: 'isSidebarCompressed',
} as const;
