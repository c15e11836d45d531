// `npm run rebuild-analytics`: recomputes the analytics aggregates from the calls table.
// They are kept up to date as calls arrive; this is for after a restore or a manual fix.
import { loadConfig } from '../src/config.ts';
import { openConfiguredDatabase } from '../src/db/client.ts';
import { lockDataDir } from '../src/db/data-dir-lock.ts';
import { migrate } from '../src/db/migrate.ts';
import { rebuildCallStats } from '../src/modules/analytics/call-stats.ts';

const config = loadConfig();
const lock = config.DATABASE_URL ? null : lockDataDir(config.dataDir);
const database = await openConfiguredDatabase(config);
try {
  await migrate(database);
  const began = performance.now();
  const { calls } = await rebuildCallStats({ db: database.db });
  console.log(`Rebuilt the analytics aggregates from ${calls} calls in ${((performance.now() - began) / 1000).toFixed(1)} s.`);
} finally {
  await database.close();
  lock?.release();
}
