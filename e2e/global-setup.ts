import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
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
  }
}

let server: ServerProcess | undefined;
let dataDir: string | undefined;

/** The product built and started as a user starts it (`npm start`), on a free port and a fresh data folder. */
export async function setup(project: TestProject) {
  dataDir = mkdtempSync(join(tmpdir(), 'agentdesk-e2e-'));
  const serverLog = join(dataDir, 'server.log');
  server = await startServerProcess({
    dataDir,
    command: 'npm-start',
    // No SMTP: the reset mail stays in the local outbox and its link is in the server log.
    env: { AUTH_RATE_LIMIT: '10000', LOG_LEVEL: 'info', DATABASE_URL: '', SMTP_URL: '', RETELL_API_KEY: E2E_WEBHOOK_KEY },
    timeoutMs: 240_000,
    onOutput: (chunk) => appendFileSync(serverLog, chunk),
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('serverLog', serverLog);
}

export async function teardown() {
  await server?.stop('SIGTERM');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
