import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { interviewPaths, weekdays, type InterviewPlan, type Interviewer, type Slot } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { findFreeSlots } from '../apps/server/src/modules/interviews/free-slots.ts';
import { schedulingContext } from '../apps/server/src/modules/interviews/interview-records.ts';
import { createBenchDatabase } from './bench-database.ts';
import { createBenchWorkspace } from './bench-workspace.ts';
import { buildInProcessApp, injectToken } from './in-process-app.ts';
import type { BenchRow } from './report.ts';
import { compareInTurns, side } from './compare.ts';
import { percentile, round, seededRandom } from './stats.ts';

// Issue #18 item 10, first half, on PostgreSQL: the free slots of a five-person pool (a panel of
// two) over 30 days with 1,000 interviews already booked for them. Timed in turns: the finder alone
// on the loaded context (the floor), the context's load (the SQL) and the finder together, and the
// whole API request (GET /api/interviews/slots, in process). Target: the API ≤ 50 ms.

const INTERVIEWS = Number(process.env['INTERVIEWS_BENCH_EXISTING'] ?? 1_000);
const ROUNDS = Number(process.env['INTERVIEWS_BENCH_ROUNDS'] ?? 30);
const zones = ['Asia/Kolkata', 'Europe/London', 'America/New_York', 'Europe/Berlin', 'Asia/Singapore'];

export const runInterviewsBench = async (): Promise<BenchRow[]> => {
  const bench = await createBenchDatabase('agentdesk_bench_interviews');
  const database = await openDatabase({ kind: 'postgres', url: bench.url, max: 4 });
  const dataDir = mkdtempSync(join(tmpdir(), 'agentdesk-bench-interviews-'));
  try {
    await migrate(database);
    const { db } = database;
    const workspaceId = await createBenchWorkspace(db);
    const app = await buildInProcessApp(database, dataDir, bench.url, { CANDIDATE_POLL_MS: '3600000' });
    const token = await injectToken(app);
    const call = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
      const response = await app.inject({
        method,
        url: `/api${url}`,
        headers: { authorization: `Bearer ${token}` },
        ...(payload ? { payload } : {}),
      });
      if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
      return response.json<{ data: T }>().data;
    };

    const hours = Object.fromEntries(
      weekdays.slice(0, 5).map((day) => [
        day,
        [
          { start: '09:00', end: '12:30' },
          { start: '13:30', end: '18:00' },
        ],
      ]),
    );
    const people: Interviewer[] = [];
    for (const [index, zone] of zones.entries()) {
      people.push(
        await call<Interviewer>('POST', interviewPaths.interviewers, {
          name: `Interviewer ${index}`,
          email: `i${index}@example.com`,
          time_zone: zone,
          working_hours: hours,
          max_per_day: 20,
          max_per_week: 100,
        }),
      );
    }
    const job = await call<{ job_id: string }>('POST', '/job-description/', { title: 'Bench role' });
    await call('PUT', `/job-description/${job.job_id}`, { status: 'open' });
    const plan = await call<InterviewPlan>('PUT', interviewPaths.plan, {
      job_id: job.job_id,
      window_days: 30,
      min_notice_hours: 0,
      rounds: [
        {
          name: 'Technical',
          duration_minutes: 60,
          mode: 'pool',
          interviewer_ids: people.map((p) => p.interviewer_id),
          panel_size: 2,
          buffer_after_minutes: 15,
        },
      ],
    });
    const round0 = plan.rounds[0]!;

    // One candidate and application for the slots, and 1,000 interviews of the pool over the window (by SQL, fast).
    await db.execute(
      sql`insert into candidates (workspace_id, id, name, source) values (${workspaceId}, 'cand_bench', 'Bench Candidate', 'manual')`,
    );
    await db.execute(
      sql`insert into job_applications (workspace_id, id, job_id, candidate_id, source) values (${workspaceId}, 'app_bench', ${job.job_id}, 'cand_bench', 'manual')`,
    );
    const random = seededRandom(18);
    const now = Date.now();
    const start = Math.ceil(now / 900_000) * 900_000;
    for (let n = 0; n < INTERVIEWS; n += 1) {
      const at = start + Math.floor(random() * 30 * 96) * 900_000;
      const id = `int_bench_${n}`;
      const [a, b] = [people[Math.floor(random() * 5)]!, people[Math.floor(random() * 5)]!];
      const range = sql`${new Date(at).toISOString()}::timestamptz, ${new Date(at + 3_600_000).toISOString()}::timestamptz, ${new Date(at).toISOString()}::timestamptz, ${new Date(at + 4_500_000).toISOString()}::timestamptz`;
      await db.execute(sql`insert into interviews (workspace_id, id, application_id, job_id, round_id, round_name, starts_at, ends_at, held_from, held_until, booked_by)
        values (${workspaceId}, ${id}, 'app_bench', ${job.job_id}, ${round0.round_id}, 'Technical', ${range}, 'recruiter')`);
      for (const person of new Set([a.interviewer_id, b.interviewer_id])) {
        await db.execute(sql`insert into interview_panel (workspace_id, interview_id, interviewer_id, held_from, held_until)
          values (${workspaceId}, ${id}, ${person}, ${new Date(at).toISOString()}::timestamptz, ${new Date(at + 4_500_000).toISOString()}::timestamptz)`);
      }
    }
    await db.execute(sql`analyze interview_panel`);
    await db.execute(sql`analyze interviews`);

    // The moment the slots are found from, just before the API finds its own (a slot's start could pass between).
    const at = Date.now();
    const loaded = await schedulingContext(db, { workspaceId, plan, round: round0, now: at });
    // The finder on the loaded context, the load and the finder (from the same moment), and the API (from
    // its own moment, a few milliseconds later): the same slots, checked before they are timed in turns.
    const asSlots = (found: ReturnType<typeof findFreeSlots>): Slot[] =>
      found.map((slot) => ({
        start_timestamp: slot.start,
        end_timestamp: slot.end,
        interviewer_ids: slot.interviewerIds,
      }));
    const times = await compareInTurns({
      rounds: ROUNDS,
      sides: {
        finder: side(async () => findFreeSlots({ ...loaded, limit: 200 }), asSlots),
        loadAndFind: side(
          async () =>
            findFreeSlots({
              ...(await schedulingContext(db, { workspaceId, plan, round: round0, now: at })),
              limit: 200,
            }),
          asSlots,
        ),
        api: side(
          () =>
            call<{ slots: Slot[] }>(
              'GET',
              `${interviewPaths.slots}?application_id=app_bench&round_id=${round0.round_id}&limit=200`,
            ),
          (answer) => answer.slots,
        ),
      },
      same: [['finder', 'loadAndFind', 'api']],
    });
    const slots = findFreeSlots({ ...loaded, limit: 200 }).length;
    await app.close();
    const p50 = (key: keyof typeof times) => round(percentile(times[key], 50), 2);
    return [
      { metric: `existing interviews of the pool (5 interviewers, 5 zones)`, value: INTERVIEWS, unit: 'interviews' },
      { metric: 'slots found (first 200 of the 30-day window)', value: slots, unit: 'slots' },
      {
        metric: 'finder alone, p50',
        value: p50('finder'),
        unit: 'ms',
        note: 'the floor: findFreeSlots on the loaded context',
      },
      { metric: 'load (SQL) + finder, p50', value: p50('loadAndFind'), unit: 'ms' },
      { metric: 'GET /api/interviews/slots (in process), p50', value: p50('api'), unit: 'ms', budget: '≤ 50 ms' },
      { metric: 'GET /api/interviews/slots (in process), p90', value: round(percentile(times.api, 90), 2), unit: 'ms' },
    ];
  } finally {
    await database.close();
    await bench.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};
