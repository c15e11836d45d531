import { DEFAULT_CALL_PERIOD } from '@agentdesk/shared/call-periods';
import { DEFAULT_LANDING_PATH } from '@agentdesk/shared/navigation';
import { apiPaths, knowledgeBasePaths } from '@agentdesk/shared/paths';
import { API_BASE } from '../lib/authorized-fetch.ts';
import { startEarlyRequest } from '../lib/early-requests.ts';
import { isTokenExpired } from '../lib/is-token-expired.ts';
import { storedSession } from '../lib/stored-session.ts';
import { userTimeZone } from '../lib/user-time-zone.ts';

/** Pages a visitor may see signed out: no signed-in request starts for them. */
const PUBLIC_PATHS = new Set(['/authentication', '/reset-password', '/invitation']);

/**
 * The GET paths (under the API base) a page asks for first, written here without the features'
 * code: the signed-in shell's (the workspaces, with the user's role, and the agents) and, for a
 * page opened at its default filters, its first data. Each must be the very path the page's own
 * query asks for (start-page-requests.test.ts compares them), or the page asks again.
 */
export const firstPagePaths = (pathname: string, search: string, timeZone: string | undefined): string[] => {
  const path = pathname === '/' ? DEFAULT_LANDING_PATH : pathname.replace(/\/+$/, '');
  if (PUBLIC_PATHS.has(path)) return [];
  const paths: string[] = [apiPaths.workspaces, apiPaths.agents];
  // Filters in the address go through the features' readers (zod), which load with the page.
  if (search !== '' && search !== '?') return paths;
  const tz: Record<string, string> = timeZone === undefined ? {} : { tz: timeZone };
  if (path === '/analytics')
    paths.push(`${apiPaths.analytics}?${new URLSearchParams({ period: DEFAULT_CALL_PERIOD, ...tz }).toString()}`);
  if (path === '/conversations')
    paths.push(
      `${apiPaths.calls}?${new URLSearchParams({ period: DEFAULT_CALL_PERIOD, ...tz, limit: '50' }).toString()}`,
    );
  if (path === '/knowledge-base') paths.push(`${knowledgeBasePaths.list}?limit=50`);
  return paths;
};

/**
 * Run by the entry before the router loads any page: with a live session, the page's first
 * requests leave now, beside the download of its code, instead of after that code has run.
 */
export const startPageRequests = (): void => {
  const token = storedSession.readToken();
  if (token === null || isTokenExpired(token)) return;
  for (const path of firstPagePaths(location.pathname, location.search, userTimeZone()))
    startEarlyRequest(`${API_BASE}${path}`, path, token);
};
