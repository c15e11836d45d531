import type { AuditEvent, QaScorecard } from '@agentdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addWorkspaceMember, createTestApp, signUpUser } from '../../test/test-app.ts';
import { deliver, openQaApp, qaApi, scorecardBody, spokenCall, type TwoWorkspaces } from './qa-fixtures.ts';

// Issue #29 item 2: a workspace's scorecards, added, read, saved again and removed by members and
// above, read by viewers, audited, and not found by anyone else.
let { t, ownerA, wsA, ownerB } = {} as TwoWorkspaces;
let asA: ReturnType<typeof qaApi>;
let asB: ReturnType<typeof qaApi>;

beforeAll(async () => {
  ({ t, ownerA, wsA, ownerB } = await openQaApp());
  asA = qaApi(t, ownerA);
  asB = qaApi(t, ownerB);
  // Agents of the first workspace, first seen in its calls.
  await deliver(t, spokenCall('s_zara'));
  await deliver(t, spokenCall('s_loan', { agentId: 'loan-qualifier' }));
});
afterAll(() => t.close());

const create = async (body: object = scorecardBody()) => {
  const response = await asA('POST', '/qa/scorecards', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as QaScorecard;
};

describe('scorecards', () => {
  it('adds a scorecard with its criteria in order, version 1, and lists and reads it', async () => {
    const created = await create();
    expect(created).toMatchObject({ name: 'Screening quality', agent_ids: ['zara'], agent_versions: null, version: 1 });
    expect(created.criteria.map((c) => [c.label, c.weight, c.position, c.config.kind])).toEqual([
      ['Recording disclosure', 3, 0, 'phrase'],
      ['No long silence', 2, 1, 'measure'],
      ['Call successful', 1, 2, 'outcome'],
    ]);
    const listed = await asA('GET', '/qa/scorecards');
    // No language model is set up here: the editor offers no question criterion.
    expect(listed.json()).toMatchObject({ message: 'Scorecards fetched', questions_available: false });
    expect((listed.json().data as QaScorecard[]).map((s) => s.id)).toContain(created.id);
    const read = await asA('GET', `/qa/scorecards/${created.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(created);
  });

  it('saves a scorecard as a whole: kept criteria keep their ids, others go, new ones come, the version goes up', async () => {
    const created = await create();
    const [disclosure, , success] = created.criteria;
    const body = scorecardBody({
      name: 'Screening quality v2',
      agent_ids: ['zara', 'loan-qualifier'],
      agent_versions: [2, 3],
      criteria: [
        { ...success!, weight: 5 },
        { id: disclosure!.id, label: 'Disclosure', weight: 3, config: disclosure!.config },
        {
          label: 'Few interruptions',
          weight: 2,
          config: { kind: 'measure', measure: 'interruptions_by_user', comparator: 'at_most', threshold: 1 },
        },
      ],
    });
    const response = await asA('PUT', `/qa/scorecards/${created.id}`, body);
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json().data as QaScorecard;
    expect(saved).toMatchObject({ name: 'Screening quality v2', version: 2, agent_versions: [2, 3] });
    expect(saved.criteria.map((c) => [c.label, c.weight, c.position])).toEqual([
      ['Call successful', 5, 0],
      ['Disclosure', 3, 1],
      ['Few interruptions', 2, 2],
    ]);
    expect(saved.criteria[0]!.id).toBe(success!.id);
    expect(saved.criteria[1]!.id).toBe(disclosure!.id);
    expect([success!.id, disclosure!.id, created.criteria[1]!.id]).not.toContain(saved.criteria[2]!.id);
    expect((await asA('GET', `/qa/scorecards/${created.id}`)).json().data).toEqual(saved);
  });

  it("refuses a criterion id that is not the scorecard's own, or one listed twice (422)", async () => {
    const first = await create();
    const second = await create();
    const foreignId = second.criteria[0]!.id;
    const foreign = await asA(
      'PUT',
      `/qa/scorecards/${first.id}`,
      scorecardBody({
        criteria: [{ id: foreignId, label: 'Borrowed', weight: 1, config: first.criteria[2]!.config }],
      }),
    );
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().error_message).toBe(`Criterion '${foreignId}' is not one of this scorecard's criteria`);
    const own = first.criteria[2]!;
    const twice = await asA('PUT', `/qa/scorecards/${first.id}`, scorecardBody({ criteria: [own, own] }));
    expect(twice.statusCode).toBe(422);
    expect(twice.json().error_message).toBe('A criterion is listed twice');
  });

  it('removes a scorecard, then answers 404 for it', async () => {
    const created = await create();
    const removed = await asA('DELETE', `/qa/scorecards/${created.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ message: 'Scorecard removed', data: { id: created.id } });
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await asA(
        method,
        `/qa/scorecards/${created.id}`,
        method === 'PUT' ? scorecardBody() : undefined,
      );
      expect(response.statusCode).toBe(404);
      expect(response.json().error_message).toBe('Scorecard not found');
    }
  });

  it('answers 404 when an agent is not one of the workspace’s', async () => {
    const response = await asA('POST', '/qa/scorecards', scorecardBody({ agent_ids: ['zara', 'nobody'] }));
    expect(response.statusCode).toBe(404);
    expect(response.json().error_message).toBe("Agent 'nobody' not found");
    // Another workspace's agents are not this one's.
    const other = await asB('POST', '/qa/scorecards', scorecardBody());
    expect(other.statusCode).toBe(404);
    expect(other.json().error_message).toBe("Agent 'zara' not found");
  });

  it('refuses invalid bodies with 400 and the reason', async () => {
    const cases: [object, string][] = [
      [scorecardBody({ name: ' ' }), 'Name is required'],
      [scorecardBody({ agent_ids: [] }), 'Choose at least one agent'],
      [scorecardBody({ criteria: [] }), 'Add at least one criterion'],
      [
        scorecardBody({
          criteria: [
            { label: 'Heavy', weight: 11, config: { kind: 'outcome', field: 'call_successful', equals: true } },
          ],
        }),
        'Weight must be 1 to 10',
      ],
      [
        scorecardBody({
          criteria: [
            {
              label: 'Empty',
              weight: 1,
              config: { kind: 'phrase', rule: 'must_say', phrases: [' '], speaker: 'agent', within: 'anywhere' },
            },
          ],
        }),
        'A phrase must not be empty',
      ],
      [
        scorecardBody({
          criteria: [
            {
              label: 'Negative',
              weight: 1,
              config: { kind: 'measure', measure: 'dead_air_count', comparator: 'at_most', threshold: -1 },
            },
          ],
        }),
        'Threshold must not be negative',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await asA('POST', '/qa/scorecards', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error_message).toContain(message);
    }
    const badId = await asA('GET', '/qa/scorecards/not-a-uuid');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error_message).toContain('Scorecard id must be a UUID');
  });

  it('refuses question criteria without a language model (422)', async () => {
    const question = {
      label: 'Polite',
      weight: 2,
      config: { kind: 'question', question: 'Was the agent polite?', pass_when: 'yes' },
    };
    const response = await asA('POST', '/qa/scorecards', scorecardBody({ criteria: [question] as never }));
    expect(response.statusCode).toBe(422);
    expect(response.json().error_message).toBe('Questions need a language model: set LLM_BASE_URL');
  });

  it('lets a viewer read, and refuses their writes (403)', async () => {
    const created = await create();
    const viewer = await addWorkspaceMember(t, { workspaceId: wsA, role: 'viewer' });
    const asViewer = qaApi(t, viewer.token);
    expect((await asViewer('GET', '/qa/scorecards')).statusCode).toBe(200);
    expect((await asViewer('GET', `/qa/scorecards/${created.id}`)).statusCode).toBe(200);
    const writes = [
      await asViewer('POST', '/qa/scorecards', scorecardBody()),
      await asViewer('PUT', `/qa/scorecards/${created.id}`, scorecardBody()),
      await asViewer('DELETE', `/qa/scorecards/${created.id}`),
    ];
    for (const response of writes) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error_message).toBe('Your role in this workspace does not allow this');
    }
    const member = await addWorkspaceMember(t, { workspaceId: wsA, role: 'member' });
    expect((await qaApi(t, member.token)('PUT', `/qa/scorecards/${created.id}`, scorecardBody())).statusCode).toBe(200);
  });

  it('answers 404 to another workspace on every scorecard route, and lists none of them', async () => {
    const created = await create();
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await asB(
        method,
        `/qa/scorecards/${created.id}`,
        method === 'PUT' ? scorecardBody() : undefined,
      );
      expect(response.statusCode).toBe(404);
      expect(response.json().error_message).toBe('Scorecard not found');
    }
    expect((await asB('GET', '/qa/scorecards')).json().data).toEqual([]);
    expect((await asA('GET', `/qa/scorecards/${created.id}`)).json().data).toEqual(created);
  });

  it('records additions, changes and removals in the audit log by name', async () => {
    const created = await create(scorecardBody({ name: 'Audited' }));
    await asA('PUT', `/qa/scorecards/${created.id}`, scorecardBody({ name: 'Audited again' }));
    await asA('DELETE', `/qa/scorecards/${created.id}`);
    const log = await asA('GET', '/workspaces/current/audit?kind=quality&limit=200');
    const events = (log.json().data.events as AuditEvent[]).filter((event) => event.target_id === created.id);
    expect(events.map((event) => [event.action, event.target, event.target_type, event.details])).toEqual([
      ['qa_scorecard_removed', 'Audited again', 'qa_scorecard', { version: 2, criteria: 3 }],
      ['qa_scorecard_changed', 'Audited again', 'qa_scorecard', { version: 2, criteria: 3, renamed_from: 'Audited' }],
      ['qa_scorecard_added', 'Audited', 'qa_scorecard', { version: 1, criteria: 3 }],
    ]);
  });
});

describe('scorecards with a language model', () => {
  it('accepts and keeps question criteria when LLM_BASE_URL is set', async () => {
    const app = await createTestApp({
      LLM_BASE_URL: 'http://127.0.0.1:9/v1',
      RETELL_API_KEY: 'test-webhook-key-0123456789',
    });
    try {
      const owner = await signUpUser(app.app);
      await deliver(app, spokenCall('llm_zara'));
      const question = {
        label: 'Polite',
        weight: 2,
        config: { kind: 'question', question: 'Was the agent polite?', pass_when: 'yes' },
      };
      const response = await qaApi(app, owner.token)(
        'POST',
        '/qa/scorecards',
        scorecardBody({ criteria: [question] as never }),
      );
      expect(response.statusCode, response.body).toBe(201);
      expect((response.json().data as QaScorecard).criteria[0]!.config).toEqual({
        kind: 'question',
        question: 'Was the agent polite?',
        pass_when: 'yes',
        use_knowledge_base: false,
      });
    } finally {
      await app.close();
    }
  });
});
