/** How long an answer started early waits to be taken; past that its page asked for something else. */
const KEEP_MS = 20_000;

type EarlyRequest = { token: string; response: Promise<Response> };

const started = new Map<string, EarlyRequest>();

/**
 * Starts GET `url` (the API base and `path`) with the session's token now, before the code that
 * will ask for it has loaded; that code's request (apiRequest) then takes this answer instead of
 * asking again.
 */
export const startEarlyRequest = (url: string, path: string, token: string): void => {
  const response = fetch(url, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });
  // A failure is the taker's to report; one nobody takes is forgotten.
  response.catch(() => undefined);
  started.set(path, { token, response });
  setTimeout(() => {
    if (started.get(path)?.response === response) started.delete(path);
  }, KEEP_MS);
};

/** The answer started early for GET `path` with this token, once: a second ask goes to the network. */
export const takeEarlyResponse = (path: string, token: string | null): Promise<Response> | undefined => {
  const early = started.get(path);
  if (early === undefined) return undefined;
  started.delete(path);
  return early.token === token ? early.response : undefined;
};

/** Forgets every answer started early (tests; a session that ends before they are taken). */
export const dropEarlyRequests = (): void => started.clear();
