import { RECRUITING_SEGMENT } from '@agentdesk/shared/navigation';

// Conversations (both modes) and Inbox need the width (SPEC §2 Layout).
const compressedPaths = new Set(['/conversations', '/inbox', `/${RECRUITING_SEGMENT}/conversations`]);

/** Pages that force the side navigation compressed, without touching the stored preference. */
export const isCompressedRoute = (pathname: string): boolean =>
  compressedPaths.has(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
