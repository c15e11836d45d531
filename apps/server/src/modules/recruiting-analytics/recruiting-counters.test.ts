import { applicationStages, candidatePaths } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of.ts';
import { apiAs, makeJob } from '../../test/api-testing.ts';
import { createTestApp, signUpUser, type TestApp } from '../../test/test-app.ts';
import { backendJob } from '../../test/candidates-testing.ts';
import { createRng } from '../../seed/prng.ts';
import { makeApplicant, moveApplicant, type Applicant } from '../../test/recruiting-testing.ts';

// The counters kept by the triggers equal a direct recount of the stage history after random
// moves (back and forth, rejections, several at once, bulk moves in parallel), by job, day and source.

const ranks: Record<string, number> = { new: 0, shortlisted: 1, screening: 2, interview: 3, offer: 4, hired: 5 };
const funnelColumns = ['applied', 'shortlisted', 'screening', 'interview', 'offer', 'hired', 'rejected'] as const;

type Event = {
  application_id: string;
  job_id: string;
  from_stage: string | null;
  to_stage: string;
  at: number;
  id: number;
  source: string;
};

/** The funnel and duration counts recounted from the events, as the counters' rows would hold them. */
const recount = (events: Event[]) => {
  const funnel = new Map<string, number[]>();
  const durations = new Map<string, { samples: number; sum: number }>();
  const byApplication = new Map<string, Event[]>();
  for (const e of events) byApplication.set(e.application_id, [...(byApplication.get(e.application_id) ?? []), e]);
  for (const list of byApplication.values()) {
    // In the order they were written (a move that waited for another's lock may carry an earlier time).
    list.sort((x, y) => x.id - y.id);
    const first = list[0]!;
    const day = new Date(first.at).toISOString().slice(0, 10);
    const row = funnelColumns.map(() => 0);
    row[0] = 1;
    const maxRank = Math.max(...list.map((e) => ranks[e.to_stage] ?? 0));
    for (let s = 1; s <= maxRank; s += 1) row[s] = 1;
    if (list.some((e) => e.to_stage === 'rejected')) row[6] = 1;
    const key = `${first.job_id}|${day}|${first.source}`;
    funnel.set(
      key,
      (funnel.get(key) ?? funnelColumns.map(() => 0)).map((n, i) => n + row[i]!),
    );
    const add = (metric: string, ms: number) => {
      const k = `${first.job_id}|${day}|${metric}`;
      const d = durations.get(k) ?? { samples: 0, sum: 0 };
      durations.set(k, { samples: d.samples + 1, sum: d.sum + Math.max(ms, 0) });
    };
    let reached = 0;
    for (const [index, e] of list.entries()) {
      const rank = ranks[e.to_stage] ?? -1;
      if (reached < 2 && rank >= 2) add('to_screening', e.at - first.at);
      if (reached < 3 && rank >= 3) add('to_interview', e.at - first.at);
      reached = Math.max(reached, rank);
      if (index > 0 && e.from_stage !== null) add(`in_${e.from_stage}`, e.at - list[index - 1]!.at);
    }
  }
  return { funnel, durations };
};

describe('recruiting counters against a recount', () => {
  let t: TestApp;
  let workspaceId: string;

  beforeAll(async () => {
    t = await createTestApp({ CANDIDATE_POLL_MS: '3600000' });
    const owner = await signUpUser(t.app);
    workspaceId = owner.client_id;
    const jobs = [
      (await makeJob(t, owner.token, backendJob, 'open')).job_id,
      (await makeJob(t, owner.token, { ...backendJob, title: 'Analyst' }, 'open')).job_id,
    ];
    const rng = createRng(20261126);
    const random = rng.next;
    const now = Date.now();
    const applicants: Applicant[] = [];
    const sources = ['careers', 'upload', 'import', 'manual'] as const;
    for (let i = 0; i < 24; i += 1) {
      applicants.push(
        await makeApplicant(t.database.db, {
          workspaceId,
          jobId: jobs[i % 2]!,
          name: `Person ${i}`,
          source: sources[i % 4]!,
          daysAgo: 20 + random() * 10,
          now,
        }),
      );
    }
    // Moves in the past, in time order per application, then moves now (several at once).
    for (const applicant of applicants) {
      let daysAgo = 19;
      for (let step = 0; step < 4; step += 1) {
        daysAgo -= random() * 4;
        const to = applicationStages[Math.floor(random() * applicationStages.length)]!;
        if (to !== applicant.stage) await moveApplicant(t.database.db, workspaceId, applicant, to, daysAgo, now);
      }
    }
    for (let round = 0; round < 6; round += 1) {
      const chosen = applicants.filter(() => random() < 0.3).map((applicant) => applicant.applicationId);
      const stage = applicationStages[Math.floor(random() * applicationStages.length)]!;
      if (chosen.length > 0)
        expect(
          (
            await apiAs(t, owner.token)('POST', candidatePaths.stage, {
              application_ids: chosen,
              stage,
              reason: 'test',
            })
          ).statusCode,
        ).toBe(200);
    }
    // Bulk moves at once (on PostgreSQL, in parallel transactions), their sets in opposite orders.
    const halves = [applicants.slice(0, 12), applicants.slice(12)].map((set) =>
      set.map((applicant) => applicant.applicationId),
    );
    // Without the counters' lock, about one move in five failed here with a deadlock on PostgreSQL.
    for (let round = 0; round < 5; round += 1) {
      const moves = await Promise.all(
        [halves[0]!, [...halves[1]!].reverse(), halves[1]!.slice(0, 6), [...halves[0]!].reverse().slice(0, 6)].map(
          (ids, k) =>
            apiAs(t, owner.token)('POST', candidatePaths.stage, {
              application_ids: ids,
              stage: applicationStages[(k * 2 + round) % applicationStages.length]!,
              reason: 'parallel',
            }),
        ),
      );
      expect(
        moves.map((response) => `${response.statusCode} ${response.statusCode === 200 ? '' : response.body}`),
      ).toEqual(['200 ', '200 ', '200 ', '200 ']);
    }
  }, 480_000);
  afterAll(() => t.close());

  it('holds what a recount of the stage history gives', async () => {
    const db = t.database.db;
    const events = rowsOf<Event>(
      await db.execute(sql`select e.application_id, e.job_id, e.from_stage, e.to_stage, (extract(epoch from e.created_at) * 1000)::float8 as at, e.id::int as id, a.source
        from application_stage_events e join job_applications a on a.workspace_id = e.workspace_id and a.id = e.application_id where e.workspace_id = ${workspaceId}`),
    ).map((e) => ({ ...e, at: Number(e.at), id: Number(e.id) }));
    const expected = recount(events);
    const funnelRows = rowsOf<Record<string, string | number>>(
      await db.execute(
        sql`select job_id, to_char(day, 'YYYY-MM-DD') as day, source, ${sql.raw(funnelColumns.join(', '))} from recruiting_funnel_daily where workspace_id = ${workspaceId}`,
      ),
    );
    const funnel = new Map(
      funnelRows.map((row) => [
        `${row['job_id']}|${row['day']}|${row['source']}`,
        funnelColumns.map((c) => Number(row[c])),
      ]),
    );
    expect(funnel).toEqual(expected.funnel);
    const durationRows = rowsOf<{ key: string; samples: number; sum: number }>(
      await db.execute(sql`select job_id || '|' || to_char(day, 'YYYY-MM-DD') || '|' || metric as key, sum(samples)::float8 as samples, sum(sum_ms)::float8 as sum
        from recruiting_duration_daily where workspace_id = ${workspaceId} group by 1`),
    );
    const durations = new Map(
      durationRows.map((row) => [row.key, { samples: Number(row.samples), sum: Number(row.sum) }]),
    );
    expect([...durations.keys()].sort()).toEqual([...expected.durations.keys()].sort());
    for (const [key, value] of expected.durations) {
      expect(durations.get(key)!.samples, key).toBe(value.samples);
      expect(Math.abs(durations.get(key)!.sum - value.sum), key).toBeLessThan(value.samples * 2);
    }
    expect(events.length).toBeGreaterThan(60);
  });
});
