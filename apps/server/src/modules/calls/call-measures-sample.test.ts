import type { CallMeasures } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of.ts';
import { bearer, createTestApp, signUpUser, workspaceOf, type TestApp } from '../../test/test-app.ts';

// The call measurer over the sample data (seed/call-generator.ts): the calls that ended for
// inactivity after two unanswered reminders show dead air, and the callers who hung up right after
// the greeting show an early hang-up. Only calls with word timings can show either.
let t: TestApp | undefined;
afterAll(() => t?.close());

type Measured = {
  disconnection_reason: string | null;
  summary: string | null;
  has_words: boolean;
  measures: CallMeasures | null;
  transcript: { role: string; words?: { end: number }[] }[];
  duration_ms: number;
};

/** Seconds from the end of the agent's last word to the end of the call. */
const secondsAfterAgent = (row: Measured) => {
  const lastAgentTurn = row.transcript.filter((turn) => turn.role === 'agent').at(-1);
  return row.duration_ms / 1000 - (lastAgentTurn?.words?.at(-1)?.end ?? 0);
};

it('measures the sample calls: dead air on the inactivity calls, early hang-ups after the greeting', async () => {
  t = await createTestApp({ CALL_MEASURE_POLL_MS: '600000', CANDIDATE_POLL_MS: '3600000' });
  const owner = await signUpUser(t.app);
  const workspaceId = await workspaceOf(t.app, owner.token);
  const seeded = await t.app.inject({
    method: 'POST',
    url: '/api/workspaces/current/sample-data',
    headers: bearer(owner.token),
    payload: {},
  });
  expect(seeded.statusCode).toBe(200);
  await t.app.callMeasurer.deliverDue();

  const rows = rowsOf<Measured>(
    await t.database.db
      .execute(sql`select c.disconnection_reason, c.record->'call_analysis'->>'call_summary' as summary,
        coalesce(c.record->'transcript_object'->0 ? 'words', false) as has_words, m.measures, c.record->'transcript_object' as transcript, c.duration_ms
      from calls c left join call_measures m on m.workspace_id = c.workspace_id and m.call_id = c.call_id
      where c.workspace_id = ${workspaceId} and call_has_transcript(c.record)`),
  );
  expect(rows.length).toBeGreaterThan(100);
  // Every call with a transcript is measured, none failed.
  expect(rows.filter((row) => row.measures === null)).toEqual([]);

  const inactive = rows.filter((row) => row.disconnection_reason === 'inactivity' && row.has_words);
  expect(inactive.length).toBeGreaterThan(0);
  for (const row of inactive) expect(row.measures!.dead_air.length, row.summary ?? '').toBeGreaterThan(0);

  const hungUp = rows.filter(
    (row) => row.has_words && /ended the call right after the greeting/.test(row.summary ?? ''),
  );
  expect(hungUp.length).toBeGreaterThan(0);
  // A caller with a long goodbye can end the call more than hang_up_within_seconds after the
  // agent's turn: the rule, not the worker, leaves those out (the generator's lines run 1–5 s).
  for (const row of hungUp) {
    const isEarly = secondsAfterAgent(row) <= row.measures!.hang_up_within_seconds;
    expect(row.measures!.early_hang_up !== null, row.summary ?? '').toBe(isEarly);
  }
  const withEarlyHangUp = hungUp.filter((row) => row.measures!.early_hang_up !== null);
  expect(withEarlyHangUp.length / hungUp.length).toBeGreaterThan(0.8);
  // Seeding the sample workspace and measuring and reviewing its 400 calls (its scorecards are seeded too).
}, 900_000);
