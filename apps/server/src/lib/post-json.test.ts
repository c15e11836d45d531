import type { LookupAddress } from 'node:dns';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson } from './post-json.ts';
import { PrivateAddressError, privateHostReason, type Resolve } from './public-address.ts';

/** A resolver that answers each name from a table, as a DNS server that points names anywhere would. */
const resolverOf = (table: Record<string, string>): Resolve =>
  ((
    hostname: string,
    _options: unknown,
    callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
  ) => {
    const address = table[hostname];
    if (address === undefined)
      callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), []);
    else callback(null, [{ address, family: address.includes(':') ? 6 : 4 }]);
  }) as unknown as Resolve;

let server: Server;
let port: number;
let answer = 204;
const received: { url?: string; body: string; signature?: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        url: req.url,
        body: Buffer.concat(chunks).toString('utf8'),
        signature: req.headers['x-signature'] as string | undefined,
      });
      res.statusCode = answer;
      if (answer === 302) res.setHeader('location', 'http://169.254.169.254/latest/meta-data/');
      res.end('ignored');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const options = { headers: { 'x-signature': 'v=1' }, timeoutMs: 2_000, allowPrivate: false };

describe('postJson to a hook', () => {
  it('POSTs the body with its headers and answers the status, not following a redirect', async () => {
    const status = await postJson(new URL(`http://localhost:${port}/hook`), '{"a":1}', {
      ...options,
      allowPrivate: true,
    });
    expect(status).toBe(204);
    expect(received.at(-1)).toEqual({ url: '/hook', body: '{"a":1}', signature: 'v=1' });
    answer = 302;
    const count = received.length;
    expect(await postJson(new URL(`http://127.0.0.1:${port}/moved`), '{}', { ...options, allowPrivate: true })).toBe(
      302,
    );
    expect(received.length).toBe(count + 1);
    answer = 204;
  });

  it('refuses a private address written in the URL, and a name that resolves into a private network when connecting', async () => {
    const before = received.length;
    for (const host of ['127.0.0.1', 'localhost', 'localhost.', '[::1]', '10.0.0.5', '169.254.169.254']) {
      await expect(postJson(new URL(`http://${host}:${port}/x`), '{}', options), host).rejects.toBeInstanceOf(
        PrivateAddressError,
      );
    }
    // The name looked public when it was set; now it resolves to this machine: the connection itself refuses it.
    const rebound = resolverOf({ 'hooks.example.test': '127.0.0.1' });
    await expect(
      postJson(new URL(`http://hooks.example.test:${port}/x`), '{}', { ...options, resolve: rebound }),
    ).rejects.toThrow(new PrivateAddressError('hooks.example.test points into a private network (127.0.0.1)'));
    const mapped = resolverOf({ 'hooks.example.test': '::ffff:10.1.2.3' });
    await expect(
      postJson(new URL(`http://hooks.example.test:${port}/x`), '{}', { ...options, resolve: mapped }),
    ).rejects.toBeInstanceOf(PrivateAddressError);
    expect(received.length).toBe(before);
  });
});

describe('postJson to a hook that trickles its answer', () => {
  let trickler: Server;
  let url: URL;
  beforeAll(async () => {
    // Answers at once, then one byte every 100 ms for ever: never idle for long, never done.
    trickler = createServer((req, res) => {
      req.resume();
      res.writeHead(200);
      const timer = setInterval(() => res.write('x'), 100);
      res.on('close', () => clearInterval(timer));
    });
    await new Promise<void>((resolve) => trickler.listen(0, '127.0.0.1', resolve));
    url = new URL(`http://127.0.0.1:${(trickler.address() as { port: number }).port}/hook`);
  });
  afterAll(() => new Promise<void>((resolve) => trickler.close(() => resolve())));

  it('gives up when timeoutMs has passed in all, not after timeoutMs of silence', async () => {
    const started = Date.now();
    await expect(postJson(url, '{}', { ...options, timeoutMs: 600, allowPrivate: true })).rejects.toThrow();
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(550);
    // The trickle never goes quiet, so an idle timeout would wait for ever: any bound proves the
    // total; 5 s leaves a loaded machine's late timers room (661 ms here when quiet).
    expect(waited).toBeLessThan(5_000);
  });
});

describe('privateHostReason (checked when a hook is set)', () => {
  const resolve = resolverOf({ 'intranet.example.test': '192.168.1.20', 'public.example.test': '93.184.215.14' });

  it('names the private address a URL is written as or resolves to', async () => {
    expect(await privateHostReason(new URL('http://localhost./x'), { timeoutMs: 500, resolve })).toBe(
      'localhost is a loopback or private network address',
    );
    expect(await privateHostReason(new URL('http://[::1]/x'), { timeoutMs: 500, resolve })).toBe(
      '::1 is a loopback or private network address',
    );
    expect(await privateHostReason(new URL('https://intranet.example.test/x'), { timeoutMs: 500, resolve })).toBe(
      'intranet.example.test points into a private network (192.168.1.20)',
    );
  });

  it('passes a public address, a name that resolves publicly, one that does not resolve, and one that takes too long', async () => {
    expect(await privateHostReason(new URL('https://93.184.215.14/x'), { timeoutMs: 500, resolve })).toBeNull();
    expect(await privateHostReason(new URL('https://public.example.test/x'), { timeoutMs: 500, resolve })).toBeNull();
    expect(await privateHostReason(new URL('https://nowhere.example.test/x'), { timeoutMs: 500, resolve })).toBeNull();
    const never = (() => undefined) as unknown as Resolve;
    expect(
      await privateHostReason(new URL('https://slow.example.test/x'), { timeoutMs: 50, resolve: never }),
    ).toBeNull();
  });
});
