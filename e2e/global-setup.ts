import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServerProcess, type ServerProcess } from '../apps/server/src/test/server-process.ts';
import { startStandInProvider, type StandInProvider } from '../apps/server/src/test/stand-in-provider.ts';
import { E2E_CALLER_NUMBER, E2E_WEBHOOK_KEY } from './constants.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    serverLog: string;
    /** The started app's inbound SMTP listener (INBOUND_SMTP_PORT). */
    inboundSmtpPort: number;
    /** The stand-in voice-agent provider the app's RETELL_API_BASE_URL points at (a test gives it a key and a list). */
    providerUrl: string;
  }
}

let server: ServerProcess | undefined;
let provider: StandInProvider | undefined;
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
  // The environment's key (the demo workspace's) lists no agents: the sample agents stay as they are.
  provider = await startStandInProvider([E2E_WEBHOOK_KEY]);
  server = await startServerProcess({
    dataDir,
    command: 'npm-start',
    // No SMTP: mail stays in the local outbox (with no usable link in it); a forgotten password is reset by an admin.
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
      // The provider's API (agent lists, placed calls), stood in for on this machine.
      RETELL_API_BASE_URL: provider.baseUrl,
      // Demo calls are placed (through the stand-in) for the demo workspace, with its sample agents;
      // no zara_* type has an agent, so screening and scheduling calls still say no provider is set up.
      RETELL_FROM_NUMBER: E2E_CALLER_NUMBER,
      RETELL_CALL_AGENTS: 'loan_qualification=loan-qualifier,pos_qualification=pos-qualifier',
      // Alert rules evaluated every second, so the alerts journey sees a rule fire.
      ALERT_EVAL_INTERVAL_MS: '1000',
      // No fallback look: only the database's notice wakes an open inbox (the inbox journey proves it).
      INBOX_FALLBACK_POLL_MS: '0',
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
  project.provide('providerUrl', provider.baseUrl);
}

export async function teardown() {
  await server?.stop('SIGTERM');
  await provider?.close();
  isTornDown = true;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
