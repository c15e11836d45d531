import { runAlertsBench } from './alerts.bench.ts';
import { runCallsListBench } from './calls-list.bench.ts';
import { runCampaignsBench } from './campaigns.bench.ts';
import { runCareersBench } from './careers.bench.ts';
import { runCallsBench } from './calls.bench.ts';
import { runCandidatesBench } from './candidates.bench.ts';
import { runInterviewsBench } from './interviews.bench.ts';
import { runFitBench } from './fit.bench.ts';
import { runFoundationBench } from './foundation.bench.ts';
import { runInboxBench } from './inbox.bench.ts';
import { runKnowledgeBaseBench } from './knowledge-base.bench.ts';
import { runLoadBench, runLoadImportBench } from './load.bench.ts';
import { runOnboardingBench } from './onboarding.bench.ts';
import { runQaBench } from './qa.bench.ts';
import { runRecruitingBench } from './recruiting.bench.ts';
import { report } from './report.ts';
import { runTestSuiteBench } from './test-suite.bench.ts';
import { runWebVitalsBench } from './web-vitals.bench.ts';
import { runWorkspacesBench } from './workspaces.bench.ts';

// `npm run bench [-- suite ...]`: each suite prints a table and writes bench/results/<suite>.json.
const suites: Record<string, () => Promise<Parameters<typeof report>[1]>> = {
  foundation: runFoundationBench,
  'calls-postgres': () => runCallsBench('postgres'),
  'calls-pglite': () => runCallsBench('pglite'),
  'calls-list': () => runCallsListBench('postgres'),
  'calls-list-pglite': () => runCallsListBench('pglite'),
  campaigns: runCampaignsBench,
  'inbox-postgres': () => runInboxBench('postgres'),
  'inbox-pglite': () => runInboxBench('pglite'),
  'knowledge-base-postgres': () => runKnowledgeBaseBench('postgres'),
  'knowledge-base-pglite': () => runKnowledgeBaseBench('pglite'),
  workspaces: runWorkspacesBench,
  'web-vitals': runWebVitalsBench,
  load: runLoadBench,
  'load-import': runLoadImportBench,
  alerts: runAlertsBench,
  careers: runCareersBench,
  candidates: runCandidatesBench,
  fit: runFitBench,
  interviews: runInterviewsBench,
  recruiting: runRecruitingBench,
  onboarding: runOnboardingBench,
  qa: runQaBench,
  // Not a product figure: the time of `npm test` itself (issue #27 item 4).
  'test-suite': runTestSuiteBench,
};

/** Run only when named (`npm run bench -- test-suite`): it runs the whole test suite. */
const onlyWhenNamed = new Set(['test-suite']);
const wanted = process.argv.slice(2).filter((a) => a !== '--');
for (const [name, run] of Object.entries(suites)) {
  if (wanted.length > 0 ? !wanted.includes(name) : onlyWhenNamed.has(name)) continue;
  await report(name, await run());
}
