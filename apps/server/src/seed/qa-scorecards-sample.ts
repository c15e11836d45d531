import type { QaCriterionInput, QaScorecardInput } from '@agentdesk/shared';
import { personas, type SampleAgentId, sampleAgentIds } from './call-scripts.ts';
import { sampleAgents } from './sample-agents.ts';

// The sample workspace's quality-review scorecards (issue #29, item 7): one per sample agent, with
// criteria its business would care about. Ordinary sample calls pass every criterion but the
// outcome; the calls of seed/qa-story-calls.ts each fail the one their story is about. Criterion
// ids are fixed, so seeding again keeps each criterion's results and corrections with it.

/** Fixed ids of the criteria, per agent: the same on every installation and every reseed. */
const criterionIds = {
  zara: {
    disclosure: 'b5717c6e-572e-44c8-bdb5-3b2c3de80874',
    interruptions: '33a23081-8924-4a99-8e10-0a2ba5186ba3',
    silence: 'e8ea0aa8-fa47-4e40-8225-589256c6f840',
    namesItself: 'aa28ff59-4fee-4747-a8d7-f898790d8950',
    neverSay: '3ba1ae32-4941-4469-b6c8-2b2490e16c6c',
    latency: '8c07bbaa-d2f8-4149-9abf-275b5f6b16dc',
    successful: '5bb9e729-4374-43f6-aca9-f8af736770d5',
  },
  'loan-qualifier': {
    disclosure: '24b21c17-5b0c-48ec-8d84-ff256ad7ae13',
    interruptions: '4036d61c-d7a9-4f6a-be4e-08429cca7a3f',
    silence: '8cde2f9d-8479-47b0-8045-fcc732d15aaf',
    namesItself: '8858abde-05d6-4fa9-95c6-58eea0631006',
    neverSay: '053312ff-d71d-456d-8906-bb7652cf8caf',
    latency: '0278a44d-331a-42d2-9f1b-9ebc118d8064',
    successful: '4d2aa375-8967-4852-af58-b13bc97bfc74',
  },
  'loan-documents': {
    disclosure: '377cae82-fdc1-4114-9655-8f951837791e',
    interruptions: 'cfe0cad7-92ef-4a3b-b416-08ac79119c70',
    silence: 'cff30b75-30c2-4295-b9ea-08e485d80e2c',
    namesItself: 'c7947b15-bd69-46bc-a744-d6c2b9823065',
    neverSay: '78418865-7102-4972-804e-e2fee4c3e00b',
    latency: '9ffd559f-f970-42bf-ae5c-c0575e7f4324',
    successful: '544e4a24-72a1-47b0-8b51-14310bdcc49e',
  },
  'pos-qualifier': {
    disclosure: '9ad032d9-5569-4c8f-9411-e7759d54a8a9',
    interruptions: 'b887e06f-ae36-4938-84ce-446b5af4172a',
    silence: '1aeaaecd-9c08-4af4-9253-058bd7bdaa37',
    namesItself: '0c559a02-845e-4796-8683-1c27987bdf00',
    neverSay: '6297e3dd-1377-4b92-8aeb-da1554463add',
    latency: 'ac449105-9323-40f1-bd6e-2b3e5d052de9',
    successful: 'c0bb9a9c-2181-4643-844b-118544e1549a',
  },
} as const satisfies Record<SampleAgentId, Record<string, string>>;

/** The criterion each quality-review story of the sample calls fails (qa-story-calls.ts). */
export const storyCriterion = {
  caller_interrupts: 'interruptions',
  no_recording_disclosure: 'disclosure',
  silence_before_transfer: 'silence',
} as const;

/** The sample agents' replies take about 1.1 s in the middle of a call; twice that is a slow agent. */
const LATENCY_P50_LIMIT_MS = 2500;
/** A pause longer than this is dead air a caller notices; the story's stalled transfers last about 10 s. */
const SILENCE_LIMIT_SECONDS = 6;

/** What each agent must never say: promises the business cannot keep, questions a recruiter may not ask. */
const neverSay: Record<SampleAgentId, { label: string; phrases: string[] }> = {
  zara: {
    label: 'Never asks about age, marriage or religion',
    phrases: ['your age', 'are you married', 'your religion'],
  },
  'loan-qualifier': {
    label: 'Never promises approval',
    phrases: ['guaranteed approval', 'approval is guaranteed', 'guaranteed loan'],
  },
  'loan-documents': {
    label: 'Never promises approval',
    phrases: ['guaranteed approval', 'approval is guaranteed', 'guaranteed loan'],
  },
  'pos-qualifier': {
    label: 'Never promises a free card machine',
    phrases: ['free card machine', 'machine is free', 'zero MDR forever'],
  },
};

const criteriaFor = (agentId: SampleAgentId): QaCriterionInput[] => {
  const ids = criterionIds[agentId];
  const name = personas[agentId].agentName;
  return [
    {
      id: ids.disclosure,
      label: 'Recording disclosure in the opening',
      weight: 10,
      config: {
        kind: 'phrase',
        rule: 'must_say',
        phrases: ['This call may be recorded', 'This call is being recorded', 'calls are recorded'],
        speaker: 'agent',
        within: 'first_turns',
        turns: 2,
      },
    },
    {
      id: ids.interruptions,
      label: 'Caller not interrupting the agent',
      weight: 5,
      config: { kind: 'measure', measure: 'interruptions_by_user', comparator: 'at_most', threshold: 0 },
    },
    {
      id: ids.silence,
      label: 'No long silence',
      weight: 5,
      config: {
        kind: 'measure',
        measure: 'longest_silence_seconds',
        comparator: 'at_most',
        threshold: SILENCE_LIMIT_SECONDS,
      },
    },
    {
      id: ids.namesItself,
      label: `${name} says who is calling`,
      weight: 3,
      config: {
        kind: 'phrase',
        rule: 'must_say',
        phrases: [`this is ${name}`, `my name is ${name}`],
        speaker: 'agent',
        within: 'first_turns',
        turns: 2,
      },
    },
    {
      id: ids.neverSay,
      label: neverSay[agentId].label,
      weight: 8,
      config: {
        kind: 'phrase',
        rule: 'must_not_say',
        phrases: neverSay[agentId].phrases,
        speaker: 'agent',
        within: 'anywhere',
      },
    },
    {
      id: ids.latency,
      label: 'Replies without a long pause',
      weight: 2,
      config: {
        kind: 'measure',
        measure: 'response_latency_p50_ms',
        comparator: 'at_most',
        threshold: LATENCY_P50_LIMIT_MS,
      },
    },
    {
      id: ids.successful,
      label: 'Call successful',
      weight: 3,
      config: { kind: 'outcome', field: 'call_successful', equals: true },
    },
  ];
};

/** The criterion id of one agent's sample scorecard, by the criterion's key (see storyCriterion). */
export const sampleCriterionId = (agentId: SampleAgentId, key: keyof (typeof criterionIds)[SampleAgentId]): string =>
  criterionIds[agentId][key];

/**
 * One scorecard per sample agent, for every version of it, as the quality-review contract takes
 * them (qaScorecardInputSchema). A new array each time: callers may change what they get.
 */
export const sampleScorecards = (): QaScorecardInput[] =>
  sampleAgentIds.map((agentId) => ({
    name: `${sampleAgents.find((agent) => agent.agent_id === agentId)?.agent_name ?? personas[agentId].agentName} call quality`,
    agent_ids: [agentId],
    agent_versions: null,
    criteria: criteriaFor(agentId),
  }));
