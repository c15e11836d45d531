/** Signs a bench user up on a started server and returns a GET helper for the call list. */
export const benchApiClient = async (baseUrl: string) => {
  const signup = await fetch(`${baseUrl}/api/user/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench', email: 'bench@example.com', password: 'bench-password' }),
  });
  const token = ((await signup.json()) as { data: { token: string } }).data.token;
  const listCalls = (query: string) =>
    fetch(`${baseUrl}/api/call/calls?${query}`, { headers: { authorization: `Bearer ${token}` } }).then(async (r) => {
      if (r.status !== 200) throw new Error(`${r.status} ${await r.text()}`);
      return r.arrayBuffer();
    });
  return { token, listCalls };
};
