import { join } from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig, WEBHOOK_KEY_FILE } from './config.ts';
import { openConfiguredDatabase, writePoolFailure, type PoolFailure, type SlowOperation } from './db/client.ts';
import { DataDirInUseError, lockDataDir } from './db/data-dir-lock.ts';
import { migrate } from './db/migrate.ts';
import { rebuildAllCallStats } from './modules/analytics/call-stats.ts';
import { DEMO_ACCOUNT, seedDatabase } from './seed/seed.ts';

const main = async () => {
  const config = loadConfig();
  const usesPglite = !config.DATABASE_URL;
  const lock = usesPglite ? lockDataDir(config.dataDir) : null;

  // Pool errors go to stderr until the app's logger exists, then to it. Slow operations are logged
  // once the server listens: before, the migrations and the seed make nobody wait.
  let reportPoolError: ((failure: PoolFailure) => void) | null = null;
  let reportSlowOperation: ((operation: SlowOperation) => void) | null = null;
  const database = await openConfiguredDatabase(
    config,
    (failure) => (reportPoolError ?? writePoolFailure)(failure),
    (operation) => reportSlowOperation?.(operation),
  );
  const applied = await migrate(database);
  // Aggregates arrived with migration 0003 and took the agent's version with 0024: a database that had
  // calls before gets them computed once.
  if (applied.includes('0003_call_stats') || applied.includes('0024_agent_versions'))
    await rebuildAllCallStats({ db: database.db });

  const closeLast = async () => {
    await database.close();
    lock?.release();
  };
  const app = await buildApp({ config, database, closeLast });
  reportPoolError = (failure) => app.log.error({ failure }, 'database connection error');

  if (config.SEED) {
    const report = await seedDatabase({ db: database.db, passwordCost: config.PASSWORD_HASH_COST });
    if (
      report.demoUser ||
      report.agents > 0 ||
      report.qaScorecards > 0 ||
      report.calls > 0 ||
      report.inbox.mails + report.inbox.chats + report.inbox.whatsappCalls + report.onboardingDocuments > 0
    )
      app.log.info({ seeded: report }, 'loaded the sample data set into the empty database');
  }

  let isClosing = false;
  const shutdown = (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  reportSlowOperation = (operation) =>
    app.log.warn({ operation }, 'a database operation held the embedded database long');
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  // With PORT=0 the real port is known only now; e-mailed links must name it.
  if (!config.PUBLIC_URL) config.publicUrl = `http://localhost:${port}`;
  const storage = usesPglite ? `embedded PostgreSQL (PGlite) in ${config.dataDir}` : 'PostgreSQL from DATABASE_URL';
  if (config.isWebhookKeyNew) {
    // Said where it is, never printed: output ends up in logs, and revealing a key in the app is audited.
    console.log(
      `Generated the webhook signing key for the voice-agent provider (RETELL_API_KEY) in ${join(config.dataDir, WEBHOOK_KEY_FILE)} ` +
        "(not printed; each workspace's own signing key is on its Integrations page).",
    );
  }
  console.log(
    `\nAgentDesk is running on http://localhost:${port} (database: ${storage})\n` +
      `Demo account: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}\n`,
  );
};

main().catch((error: unknown) => {
  if (error instanceof DataDirInUseError) {
    console.error(`AgentDesk did not start: ${error.message}`);
  } else {
    console.error('AgentDesk did not start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
