import type { Workspaces } from '@agentdesk/shared';
import { readWorkspacesResponse } from '../../../lib/use-workspaces.ts';

/**
 * After the session's workspace was left or deleted: the server ends the session there and answers
 * null, and the user signs in again. Should it answer with a workspace it moved the session to,
 * that one is kept and the user carries on there.
 */
export const readNextWorkspaces = (body: unknown): Workspaces | null => {
  try {
    return readWorkspacesResponse(body);
  } catch {
    return null;
  }
};
