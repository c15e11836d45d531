import type { AuditEvent, QaCallReview, QaCorrection, QaScorecard } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of.ts';
import { addWorkspaceMember, bearer } from '../../test/test-app.ts';
import { deliver, drain, openQaApp, qaApi, scorecardBody, spokenCall, type TwoWorkspaces } from './qa-fixtures.ts';

// Issue #29 item 5: a member marks a call's result right or wrong with a note, marks it again,
// withdraws it; viewers read; another workspace finds nothing; every change is in the audit log.
let { t, ownerA, wsA, ownerB } = {} as TwoWorkspaces;
let asA: ReturnType<typeof qaApi>;
let scorecard: QaScorecard;
let member: { token: string; name: string };
let viewer: { token: string };
let disclosure: string;
let silence: string;

const usernameOf = async (token: string) =>
  (await t.app.inject({ url: '/api/user', headers: bearer(token) })).json().data.username as string;

beforeAll(async () => {
  ({ t, ownerA, wsA, ownerB } = await openQaApp());
  asA = qaApi(t, ownerA);
  await deliver(t, spokenCall('k_good'));
  await deliver(t, spokenCall('k_silent', { gapSeconds: 7 }));
  await deliver(t, spokenCall('k_loan', { agentId: 'loan-qualifier' }));
  scorecard = (await asA('POST', '/qa/scorecards', scorecardBody())).json().data as QaScorecard;
  [disclosure, silence] = scorecard.criteria.map((criterion) => criterion.id) as [string, string];
  await drain(t);
  const added = await addWorkspaceMember(t, { workspaceId: wsA, role: 'member' });
  member = { token: added.token, name: await usernameOf(added.token) };
  viewer = await addWorkspaceMember(t, { workspaceId: wsA, role: 'viewer' });
});
afterAll(() => t.close());

const path = (callId: string, criterionId: string, scorecardId = scorecard.id) =>
  `/call/calls/${callId}/reviews/${scorecardId}/corrections/${criterionId}`;
const mark = (callId: string, criterionId: string, body: object, token = member.token) =>
  qaApi(t, token)('PUT', path(callId, criterionId), body);
const withdraw = (callId: string, criterionId: string, token = member.token) =>
  qaApi(t, token)('DELETE', path(callId, criterionId));
const resultsOf = async (callId: string, token = ownerA) =>
  ((await qaApi(t, token)('GET', `/call/calls/${callId}/reviews`)).json().data as QaCallReview[])[0]!.results;

describe('corrections', () => {
  it('marks a result right, then wrong with a note (replacing it), shown in the call’s reviews', async () => {
    const right = await mark('k_good', disclosure, { verdict: 'right' });
    expect(right.statusCode, right.body).toBe(200);
    const made = right.json().data as QaCorrection;
    expect(made).toEqual({
      call_id: 'k_good',
      scorecard_id: scorecard.id,
      criterion_id: disclosure,
      verdict: 'right',
      note: null,
      corrected_by_name: member.name,
      corrected_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      judged_outcome: 'passed',
      judged_scorecard_version: 1,
      is_current: true,
    });

    const wrong = await mark('k_good', disclosure, { verdict: 'wrong', note: '  The disclosure was cut off.  ' });
    expect(wrong.statusCode, wrong.body).toBe(200);
    expect(wrong.json().data).toMatchObject({ verdict: 'wrong', note: 'The disclosure was cut off.' });
    const stored = rowsOf(
      await t.database.db.execute(sql`select verdict from qa_corrections where workspace_id = ${wsA}
        and call_id = 'k_good'`),
    );
    expect(stored).toEqual([{ verdict: 'wrong' }]);

    const [first, second] = await resultsOf('k_good');
    expect(first!.correction).toEqual({
      verdict: 'wrong',
      note: 'The disclosure was cut off.',
      corrected_by_name: member.name,
      corrected_at: (wrong.json().data as QaCorrection).corrected_at,
      judged_outcome: 'passed',
      judged_scorecard_version: 1,
      is_current: true,
    });
    expect(second!.correction).toBeNull();
    // A blank note is no note.
    expect((await mark('k_good', disclosure, { verdict: 'wrong', note: '  ' })).json().data.note).toBeNull();
  });

  it('withdraws a correction, and says when there is none to withdraw', async () => {
    await mark('k_silent', silence, { verdict: 'right' });
    const gone = await withdraw('k_silent', silence);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json()).toMatchObject({ message: 'Correction withdrawn', data: { verdict: 'right' } });
    expect((await resultsOf('k_silent'))[1]!.correction).toBeNull();
    const again = await withdraw('k_silent', silence);
    expect(again.statusCode).toBe(404);
    expect(again.json().error_message).toBe('This result has no correction to withdraw');
  });

  it('refuses a bad verdict, a note too long and bad ids with 400 and the reason', async () => {
    const cases: [string, object, string][] = [
      [path('k_good', disclosure), { verdict: 'maybe' }, "verdict: Verdict must be 'right' or 'wrong'"],
      [path('k_good', disclosure), { note: 'x' }, "verdict: Verdict must be 'right' or 'wrong'"],
      [
        path('k_good', disclosure),
        { verdict: 'wrong', note: 'x'.repeat(1001) },
        'note: Note must be at most 1000 characters',
      ],
      [path('k_good', disclosure, 'nope'), { verdict: 'right' }, 'scorecardId: Scorecard id must be a UUID (params)'],
      [path('k_good', 'nope'), { verdict: 'right' }, 'criterionId: Criterion id must be a UUID (params)'],
    ];
    for (const [url, body, message] of cases) {
      const response = await qaApi(t, member.token)('PUT', url, body);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error_message).toBe(message);
    }
    expect((await mark('k_good', disclosure, { verdict: 'right', note: 'x'.repeat(1000) })).statusCode).toBe(200);
  });

  it('lets a viewer read corrections but not make or withdraw one (403)', async () => {
    await mark('k_silent', silence, { verdict: 'wrong', note: 'It was hold music' });
    for (const response of [
      await mark('k_silent', silence, { verdict: 'right' }, viewer.token),
      await withdraw('k_silent', silence, viewer.token),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error_message).toBe('Your role in this workspace does not allow this');
    }
    expect((await resultsOf('k_silent', viewer.token))[1]!.correction).toMatchObject({
      verdict: 'wrong',
      note: 'It was hold music',
    });
    expect((await qaApi(t, viewer.token)('GET', `/qa/scorecards/${scorecard.id}/agreement`)).statusCode).toBe(200);
  });

  it('answers 404 for another workspace, an unknown scorecard or criterion, and a criterion without a result', async () => {
    const other = (await asA('POST', '/qa/scorecards', scorecardBody({ name: 'Other' }))).json().data as QaScorecard;
    const cases: [string, string, string][] = [
      [path('k_good', disclosure), ownerB, "Call 'k_good' not found"],
      [path('k_nowhere', disclosure), member.token, "Call 'k_nowhere' not found"],
      [path('k_good', disclosure, crypto.randomUUID()), member.token, 'Scorecard not found'],
      [path('k_good', crypto.randomUUID()), member.token, 'Criterion not found'],
      // A criterion of another scorecard.
      [path('k_good', other.criteria[0]!.id), member.token, 'Criterion not found'],
      // A call the scorecard does not review (another agent's).
      [path('k_loan', disclosure), member.token, 'This call has no result for that criterion'],
    ];
    for (const [url, token, message] of cases) {
      for (const method of ['PUT', 'DELETE'] as const) {
        if (method === 'DELETE' && message.startsWith('This call')) continue;
        const response = await qaApi(t, token)(method, url, method === 'PUT' ? { verdict: 'right' } : undefined);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json().error_message).toBe(message);
      }
    }
    const agreement = await qaApi(t, ownerB)('GET', `/qa/scorecards/${scorecard.id}/agreement`);
    expect(agreement.statusCode).toBe(404);
    expect(agreement.json().error_message).toBe('Scorecard not found');
  });

  it('records corrections and withdrawals in the audit log, with the call, scorecard and criterion', async () => {
    await mark('k_silent', disclosure, { verdict: 'wrong', note: 'Said too late' });
    await withdraw('k_silent', disclosure);
    const log = await asA('GET', '/workspaces/current/audit?kind=quality&limit=200');
    const events = (log.json().data.events as AuditEvent[]).filter(
      (event) => event.target_id === 'k_silent' && event.details['criterion_id'] === disclosure,
    );
    const about = {
      agent: 'zara',
      started_at: expect.stringMatching(/Z$/),
      scorecard_id: scorecard.id,
      scorecard: 'Screening quality',
      criterion_id: disclosure,
      criterion: 'Recording disclosure',
      verdict: 'wrong',
      judged_outcome: 'passed',
    };
    expect(events.map((event) => [event.action, event.target, event.target_type, event.details])).toEqual([
      ['qa_correction_withdrawn', '+14155550101', 'call', about],
      ['qa_result_corrected', '+14155550101', 'call', { ...about, has_note: true }],
    ]);
    // Refusals write nothing.
    const all = (log.json().data.events as AuditEvent[]).filter((event) => event.target_id === 'k_loan');
    expect(all).toEqual([]);
  });
});
