import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WEBHOOK_KEY_FILE } from '../config.ts';
import { runServerToExit, startServerProcess, type ServerProcess } from '../test/server-process.ts';

// These run the real server process on a PGlite data folder: they concern PGlite only.
const env = { PASSWORD_HASH_COST: '10', AUTH_RATE_LIMIT: '100000', SEED: 'false', DATABASE_URL: '' };
const dirs: string[] = [];
const servers: ServerProcess[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'agentdesk-datadir-'));
  dirs.push(dir);
  return dir;
};

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.stop('SIGKILL')));
  dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true }));
});

const signUp = (baseUrl: string, email: string) =>
  fetch(`${baseUrl}/api/user/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email.split('@')[0], email, password: 'durable-password' }),
  });

// Each test starts real server processes (an initdb and the migrations each): on a loaded machine
// that alone can take a minute, and in CI beside the other jobs these ran 3-5 times their 40-50 s.
describe('the PGlite data folder', { timeout: 600_000 }, () => {
  it('refuses a second server on the same DATA_DIR with a clear message', async () => {
    const dataDir = tempDir();
    const first = await startServerProcess({ dataDir, env });
    servers.push(first);
    const second = await runServerToExit({ dataDir, env });
    expect(second.code).toBe(1);
    expect(second.output).toContain(`The data folder ${dataDir} is in use by another AgentDesk server (pid`);
    expect((await fetch(`${first.baseUrl}/api/healthz`)).status).toBe(200);
  });

  it('names the file of the webhook key it generated, and never prints the key', async () => {
    const dataDir = tempDir();
    const server = await startServerProcess({ dataDir, env });
    servers.push(server);
    const keyFile = join(dataDir, WEBHOOK_KEY_FILE);
    expect(server.output()).toContain(
      `Generated the webhook signing key for the voice-agent provider (RETELL_API_KEY) in ${keyFile} (not printed;`,
    );
    const key = readFileSync(keyFile, 'utf8').trim();
    expect(key.length).toBeGreaterThanOrEqual(16);
    expect(server.output()).not.toContain(key);
  });

  it('logs, with DB_SLOW_MS, an operation that held the database long, by its statements and not their values', async () => {
    const server = await startServerProcess({ dataDir: tempDir(), env: { ...env, DB_SLOW_MS: '1' } });
    servers.push(server);
    expect((await signUp(server.baseUrl, 'slow-operation@example.com')).status).toBe(200);
    // A sign-in's lookup runs on its own: with the sign-up's transaction (whose five slowest
    // statements, the ones named, vary with the machine's load) a statement on "users" is named.
    const signIn = await fetch(`${server.baseUrl}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'slow-operation@example.com', password: 'durable-password' }),
    });
    expect(signIn.status).toBe(200);
    const slow = () =>
      server
        .output()
        .split('\n')
        .slice(0, -1) // the last piece may be a line still being written
        .filter((line) => line.includes('"msg":"a database operation held the embedded database long"'));
    await vi.waitFor(() => expect(slow().join('\n')).toMatch(/"sql":"(?:[^"\\]|\\.)*\\"users\\"/), {
      timeout: 30_000,
      interval: 20,
    });
    expect(slow().every((line) => (JSON.parse(line) as { level: number }).level === 40)).toBe(true);
    expect(server.output()).not.toContain('slow-operation@example.com');
  });

  it('closes cleanly on SIGTERM and releases the folder', async () => {
    const dataDir = tempDir();
    // Requests logged: the test sees when the waiting request has reached the server.
    const server = await startServerProcess({ dataDir, env: { ...env, LOG_LEVEL: 'info' } });
    const signedUp = await signUp(server.baseUrl, 'term@example.com');
    expect(signedUp.status).toBe(200);
    // An open inbox's waiting pulse request is answered at shutdown, not waited for (25 s).
    const headers = { authorization: `Bearer ${((await signedUp.json()) as { data: { token: string } }).data.token}` };
    const seen = (
      (await (await fetch(`${server.baseUrl}/api/inbox/pulse`, { headers })).json()) as { data: Record<string, number> }
    ).data;
    const waiting = fetch(
      `${server.baseUrl}/api/inbox/pulse?mails=${seen['mails']}&calls=${seen['calls']}&chats=${seen['chats']}&wait=25`,
      { headers },
    );
    // Received (the second pulse request logged), it is answered even once the server is closing.
    const pulsesReceived = () =>
      server
        .output()
        .split('\n')
        .filter((line) => line.includes('"url":"/api/inbox/pulse"') && line.includes('incoming request')).length;
    await vi.waitFor(() => expect(pulsesReceived()).toBe(2), { timeout: 30_000, interval: 20 });
    const stopping = Date.now();
    expect(await server.stop('SIGTERM')).toBe(0);
    expect(Date.now() - stopping).toBeLessThan(5000);
    expect((await waiting).status).toBe(200);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
    const db = await PGlite.create(join(dataDir, 'pgdata'));
    const { rows } = await db.query<{ email: string }>('select email from users');
    expect(rows.map((r) => r.email)).toEqual(['term@example.com']);
    await db.close();
  });

  it('loses no acknowledged write when killed with SIGKILL under load, and reopens without repair', async () => {
    const dataDir = tempDir();
    const server = await startServerProcess({ dataDir, env });
    const acknowledged: string[] = [];
    let isKilled = false;
    let counter = 0;
    const worker = async () => {
      while (!isKilled) {
        const email = `load${(counter += 1)}@example.com`;
        try {
          const response = await signUp(server.baseUrl, email);
          if (response.status === 200) acknowledged.push(email);
        } catch {
          return; // the connection died with the server
        }
      }
    };
    const workers = Array.from({ length: 6 }, worker);
    // Killed mid-stream once enough writes were acknowledged, however long a busy machine takes.
    await vi.waitFor(() => expect(acknowledged.length).toBeGreaterThan(20), { timeout: 30_000, interval: 20 });
    isKilled = true;
    await server.stop('SIGKILL');
    await Promise.all(workers);
    expect(acknowledged.length).toBeGreaterThan(20);

    // A new server takes over the stale lock and recovers the database by itself.
    const restarted = await startServerProcess({ dataDir, env });
    servers.push(restarted);
    expect((await fetch(`${restarted.baseUrl}/api/healthz`)).status).toBe(200);
    for (const email of acknowledged.slice(-5)) {
      const again = await signUp(restarted.baseUrl, email);
      expect(again.status, email).toBe(409);
    }
    expect(await restarted.stop('SIGTERM')).toBe(0);

    const db = await PGlite.create(join(dataDir, 'pgdata'));
    const { rows } = await db.query<{ email: string }>('select email from users');
    const stored = new Set(rows.map((r) => r.email));
    expect(acknowledged.filter((e) => !stored.has(e))).toEqual([]);
    await db.close();
  });
});
