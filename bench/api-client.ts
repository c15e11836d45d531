import http from 'node:http';

// One kept-alive connection and node:http: the client's own cost per request is a small fraction
// of fetch's (undici), so the numbers measure the server rather than the client.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** GET over a kept-alive connection; resolves with the body once the status is 200. */
export const getBody = (url: string, headers: Record<string, string> = {}): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        if (response.statusCode === 200) resolve(body);
        else reject(new Error(`${response.statusCode} ${body.toString('utf8')}`));
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });

export const benchCredentials = { username: 'bench', email: 'bench@example.com', password: 'bench-password' };

/**
 * The bench user's token: signed up, or signed in when a database kept from an earlier run (or
 * another client of the same database) already has it. `post` sends the credentials to a path.
 */
export const benchToken = async (post: (path: string) => Promise<string | undefined>): Promise<string> => {
  const token = (await post('/api/user/signup')) ?? (await post('/api/user/login'));
  if (!token) throw new Error('bench user could not sign in');
  return token;
};

/** Signs a bench user up on a started server and returns GET helpers for the call list and any path. */
export const benchApiClient = async (baseUrl: string) => {
  const token = await benchToken(async (path) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(benchCredentials),
    });
    return ((await response.json()) as { data?: { token?: string } }).data?.token;
  });
  const authorization = `Bearer ${token}`;
  const get = (path: string) => getBody(`${baseUrl}${path}`, { authorization });
  const listCalls = (query: string) => get(`/api/call/calls?${query}`);
  return { token, get, listCalls };
};
