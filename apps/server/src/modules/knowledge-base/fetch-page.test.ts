import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPage, isPublicAddress, TransientFetchError } from './fetch-page.ts';
import { UnreadableDocumentError } from '../../lib/document-text.ts';

describe('isPublicAddress', () => {
  it('accepts public unicast addresses only', () => {
    for (const address of ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'])
      expect(isPublicAddress(address), address).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      '100.64.0.1',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '224.0.0.1',
      'nonsense',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});

/** One byte every 100 ms, for ever: never idle for long, never done. */
const trickle = (response: ServerResponse) => {
  response.writeHead(200, { 'content-type': 'text/plain' });
  const timer = setInterval(() => response.write('x'), 100);
  response.on('close', () => clearInterval(timer));
};

describe('fetchPage', () => {
  let origin = '';
  const server = createServer((request, response) => {
    if (request.url === '/hop') response.writeHead(302, { location: '/page' }).end();
    else if (request.url === '/loop') response.writeHead(302, { location: '/loop' }).end();
    else if (request.url === '/page') response.writeHead(200, { 'content-type': 'text/plain' }).end('hello');
    else if (request.url === '/big') response.writeHead(200, { 'content-type': 'text/plain' }).end('x'.repeat(2048));
    else if (request.url === '/slow') setTimeout(() => response.end('late'), 2000);
    else if (request.url === '/busy') response.writeHead(503).end();
    else if (request.url === '/trickle') trickle(response);
    else if (request.url === '/trickle-hop')
      setTimeout(() => response.writeHead(302, { location: '/trickle' }).end(), 300);
    else response.writeHead(404).end();
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  // A loaded machine may take a while to answer: only the tests of the deadline set a short one.
  const open = { timeoutMs: 10_000, maxBytes: 1024, allowPrivate: true };
  const short = { ...open, timeoutMs: 500 };

  it('follows redirects and reads the page', async () => {
    const page = await fetchPage(`${origin}/hop`, open);
    expect(page).toMatchObject({ contentType: 'text/plain', finalUrl: `${origin}/page` });
    expect(page.bytes.toString()).toBe('hello');
  });

  it('stops redirect loops, large pages and 4xx for good, and retries slow or busy sites', async () => {
    await expect(fetchPage(`${origin}/loop`, open)).rejects.toThrow(
      new UnreadableDocumentError('More than 5 redirects'),
    );
    await expect(fetchPage(`${origin}/big`, open)).rejects.toThrow('The page is larger than');
    await expect(fetchPage(`${origin}/nowhere`, open)).rejects.toThrow(
      new UnreadableDocumentError('The site answered 404'),
    );
    await expect(fetchPage(`${origin}/slow`, short)).rejects.toBeInstanceOf(TransientFetchError);
    await expect(fetchPage(`${origin}/busy`, open)).rejects.toBeInstanceOf(TransientFetchError);
  });

  it('bounds the whole wait, not only idle time: a site that trickles bytes is given up on in time', async () => {
    const started = Date.now();
    await expect(fetchPage(`${origin}/trickle`, { ...short, maxBytes: 1_000_000 })).rejects.toThrow(
      new TransientFetchError('No answer within 1 s'),
    );
    expect(Date.now() - started).toBeLessThan(1500);
    // Redirect hops share the one deadline.
    const hopped = Date.now();
    await expect(fetchPage(`${origin}/trickle-hop`, { ...short, maxBytes: 1_000_000 })).rejects.toBeInstanceOf(
      TransientFetchError,
    );
    expect(Date.now() - hopped).toBeLessThan(1500);
  });

  it('refuses private networks, written as an address or behind a name, unless allowed', async () => {
    const closed = { ...open, allowPrivate: false };
    await expect(fetchPage(`${origin}/page`, closed)).rejects.toThrow(/private network/);
    await expect(fetchPage(`http://localhost:${new URL(origin).port}/page`, closed)).rejects.toThrow(/private network/);
    await expect(fetchPage('http://169.254.169.254/latest/meta-data/', closed)).rejects.toThrow(
      '169.254.169.254 is a private network address; only public web pages can be read',
    );
    await expect(fetchPage('http://[::1]:9/', closed)).rejects.toThrow(/private network/);
  });
});
