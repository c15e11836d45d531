// `npm run import-calls`, `npm run rebuild-analytics` and `npm run reset-password`: the server's
// command-line tools, run from the same build as `npm start` (built first when its sources changed).
//
//   node scripts/server-tool.mjs TOOL [ARGS ...]
import { buildServer, serverOutput } from './build-server.mjs';

const [tool] = process.argv.splice(2, 1);
if (!['import-calls', 'rebuild-analytics', 'reset-password'].includes(tool)) {
  console.error('Usage: node scripts/server-tool.mjs import-calls|rebuild-analytics|reset-password [ARGS ...]');
  process.exit(2);
}
if (await buildServer()) console.log('Built the server.');
process.setSourceMapsEnabled(true);
await import(serverOutput(tool));
