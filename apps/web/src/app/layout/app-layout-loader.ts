import { workspacesQueryOptions } from '../../lib/use-workspaces.ts';
import { warmCache } from '../warm-cache.ts';

/** The shell asks for the workspaces (the user's role) as soon as a signed-in page matches. */
export const appLayoutLoader = warmCache((client) => void client.prefetchQuery(workspacesQueryOptions));
