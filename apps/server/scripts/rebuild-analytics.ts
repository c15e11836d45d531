// `npm run rebuild-analytics [-- WORKSPACE_ID]`: recomputes a workspace's analytics aggregates from
// its calls (the first workspace when none is named). They are kept up to date as calls arrive;
// this is for after a restore or a manual fix.
import { loadConfig } from '../src/config.ts';
import { openConfiguredDatabase } from '../src/db/client.ts';
import { lockDataDir } from '../src/db/data-dir-lock.ts';
import { migrate } from '../src/db/migrate.ts';
import { rebuildCallStats } from '../src/modules/analytics/call-stats.ts';
import { webhookWorkspace } from '../src/modules/workspaces/index.ts';

const named = process.argv.slice(2).find((a) => a !== '--');
const config = loadConfig();
const lock = config.DATABASE_URL ? null : lockDataDir(config.dataDir);
const database = await openConfiguredDatabase(config);
try {
  await migrate(database);
  const workspaceId = await webhookWorkspace(database.db, named);
  if (!workspaceId) {
    console.error(named ? `No workspace '${named}'.` : 'There is no workspace yet.');
    process.exitCode = 1;
  } else {
    const began = performance.now();
    const { calls } = await rebuildCallStats({ db: database.db, workspaceId });
    console.log(
      `Rebuilt the analytics aggregates of workspace ${workspaceId} from ${calls} calls in ${((performance.now() - began) / 1000).toFixed(1)} s.`,
    );
  }
} finally {
  await database.close();
  lock?.release();
}
