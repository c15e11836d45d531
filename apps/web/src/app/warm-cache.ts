import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { isTokenExpired } from '../lib/is-token-expired.ts';
import { queryClient } from '../lib/query-client.ts';
import { storedSession } from '../lib/stored-session.ts';

/** Starts the queries a page shows first (prefetches: they never throw, and nothing waits on them). */
type Warm = (client: QueryClient, args: LoaderFunctionArgs) => void;

/**
 * A route loader that starts fetching what the page needs at once as soon as its route matches,
 * instead of after the page has rendered, and never holds the navigation up: the page shows its
 * own loading state meanwhile and its queries pick up the requests in flight. Only with a live
 * session: loaders run before the guard, which sends everyone else to sign in, and a signed-in
 * request without a live token would end the session.
 */
export const warmCache =
  (warm: Warm) =>
  (args: LoaderFunctionArgs): null => {
    const token = storedSession.readToken();
    if (token !== null && !isTokenExpired(token)) warm(queryClient, args);
    return null;
  };
