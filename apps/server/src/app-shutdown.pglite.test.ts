import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it, vi } from 'vitest';
import { buildApp } from './app.ts';
import { openTestDatabase, testConfig } from './test/test-app.ts';

// The process's shutdown (main.ts) closes the database in closeLast: the workers must have stopped
// by then, or a batch in hand meets a closed database (the load bench's stream of "PGlite is closed").
it('closes the database only after every worker has stopped', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'agentdesk-shutdown-'));
  const config = testConfig(dataDir);
  const { database, drop } = await openTestDatabase();
  const events: string[] = [];
  const app = await buildApp({
    config,
    database,
    logger: false,
    closeLast: async () => {
      events.push('database closed');
      await database.close();
    },
  });
  await app.ready();
  for (const worker of ['callMeasurer', 'callImporter', 'mailer', 'campaignSender'] as const) {
    const stop = app[worker].stop.bind(app[worker]);
    vi.spyOn(app[worker], 'stop').mockImplementation(async () => {
      events.push(`${worker} stopped`);
      await stop();
    });
  }
  await app.close();
  await drop();
  rmSync(dataDir, { recursive: true, force: true });
  expect(events.at(-1)).toBe('database closed');
  expect(events).toHaveLength(5);
});
