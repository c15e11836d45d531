import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServerProcess, type ServerProcess } from '../apps/server/src/test/server-process.ts';
import { E2E_WEBHOOK_KEY } from './constants.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    serverLog: string;
    /** The started app's inbound SMTP listener (INBOUND_SMTP_PORT). */
    inboundSmtpPort: number;
  }
}

let server: ServerProcess | undefined;
let isTornDown = false;

/** A port free right now (the listener binds it a moment later). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

let dataDir: string | undefined;

/** The product built and started as a user starts it (`npm start`), on a free port and a fresh data folder. */
export async function setup(project: TestProject) {
  dataDir = mkdtempSync(join(tmpdir(), 'agentdesk-e2e-'));
  const serverLog = join(dataDir, 'server.log');
  const inboundSmtpPort = await freePort();
  server = await startServerProcess({
    dataDir,
    command: 'npm-start',
    // No SMTP: the reset mail stays in the local outbox and its link is in the server log.
    env: {
      AUTH_RATE_LIMIT: '10000',
      // scrypt at the lowest cost allowed (as the API suites use): at the default 64 MiB a hash
      // takes seconds on a loaded machine, and every sign-up and sign-in waits for one.
      PASSWORD_HASH_COST: '10',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      SMTP_URL: '',
      RETELL_API_KEY: E2E_WEBHOOK_KEY,
      // Inbound mail for the inbox journeys.
      INBOUND_SMTP_PORT: String(inboundSmtpPort),
      INBOUND_SMTP_HOST: '127.0.0.1',
      // The knowledge-base journey serves its web page from this machine.
      KB_ALLOW_PRIVATE_URLS: 'true',
    },
    timeoutMs: 240_000,
    // The server's last lines can arrive after teardown removed the folder: they are dropped.
    onOutput: (chunk) => {
      if (!isTornDown) appendFileSync(serverLog, chunk);
    },
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('serverLog', serverLog);
  project.provide('inboundSmtpPort', inboundSmtpPort);
}

export async function teardown() {
  await server?.stop('SIGTERM');
  isTornDown = true;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
