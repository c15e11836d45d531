import type { WorkspaceRole } from '@agentdesk/shared/workspace-roles';

/** What each role may do, in a line (viewer reads; member operates; admin manages; owner owns). */
export const roleDescriptions: Record<WorkspaceRole, string> = {
  viewer: 'Reads everything, changes nothing',
  member: 'Works with calls, the inbox, campaigns, knowledge bases and jobs',
  admin: 'All a member does, plus members, keys, settings and exports',
  owner: 'All an admin does, plus deleting the workspace and handing it on',
};

/** 'a viewer', 'a member', 'an admin', 'the owner': the role in a sentence. */
export const roleInSentence: Record<WorkspaceRole, string> = {
  viewer: 'a viewer',
  member: 'a member',
  admin: 'an admin',
  owner: 'the owner',
};
