import type { QaScorecard } from '@agentdesk/shared';

/** A saved scorecard as GET /qa/scorecards gives it: two criteria on Riley's calls. */
export const makeScorecard = (overrides: Partial<QaScorecard> = {}): QaScorecard => ({
  id: '0b6f2c1e-3d4a-4f5b-8c6d-7e8f9a0b1c2d',
  name: 'Inbound calls',
  agent_ids: ['riley', 'zara'],
  agent_versions: null,
  version: 2,
  criteria: [
    {
      id: '1c7a3d2f-4e5b-4a6c-9d7e-8f9a0b1c2d3e',
      position: 0,
      label: 'Recording disclosure',
      weight: 3,
      config: {
        kind: 'phrase',
        rule: 'must_say',
        phrases: ['This call may be recorded'],
        speaker: 'agent',
        within: 'first_turns',
        turns: 2,
      },
    },
    {
      id: '2d8b4e3a-5f6c-4b7d-8e8f-9a0b1c2d3e4f',
      position: 1,
      label: 'Few interruptions',
      weight: 1,
      config: { kind: 'measure', measure: 'interruptions_by_user', comparator: 'at_most', threshold: 1 },
    },
  ],
  webhook_url: null,
  webhook_secret: null,
  created_at: '2026-05-01T09:00:00.000Z',
  updated_at: '2026-05-02T09:00:00.000Z',
  ...overrides,
});

/** GET /agents's answer for Riley and Zara. */
export const agentsAnswer = () =>
  Response.json({
    message: 'ok',
    total: 2,
    data: [
      { agent_id: 'riley', agent_name: 'Riley', role: null },
      { agent_id: 'zara', agent_name: 'Zara (Recruiting)', role: 'recruiting' },
    ].map((agent) => ({ ...agent, origin: 'provider', needs_review: false, provider_record: null, created_at: 0 })),
  });
