import type { PlannedPhase, PlannedTurn } from './call-generator.ts';
import { RECORDING_DISCLOSURE, type SampleAgentId } from './call-scripts.ts';
import { createRng, type Rng } from './prng.ts';

// The quality-review story of the sample calls (issue #29, item 7): a few sample calls go wrong in
// a way their transcripts show, and each fails one criterion of its agent's sample scorecard
// (qa-scorecards-sample.ts). Everything else about those calls (who, when, how it ended) is
// what the generator planned, so they are the same records the rest of the sample data tells of.
//
// - caller_interrupts: Leo or Arjun jumps in before the caller has finished; the caller talks over
//   the reply to say so ("can you let me finish?"), so the word timings overlap.
// - no_recording_disclosure: version 1 of Maya's prompt sometimes skipped the recording disclosure
//   in her opening; version 2 (SAMPLE_VERSION_CHANGE_DAYS ago) made it part of the fixed opening.
// - silence_before_transfer: a transfer to a person hangs in silence for ten seconds, until the
//   caller asks whether anyone is there.
//
// Only calls that otherwise went well tell a story, so the story's criterion is the one they fail.

export type QaStory = 'caller_interrupts' | 'no_recording_disclosure' | 'silence_before_transfer';

/** A sample call that tells a story, as the generator reports it (GenerateCallsOptions.onQaStory). */
export type QaStoryCall = { call_id: string; agent_id: SampleAgentId; agent_version: number; story: QaStory };

type StoryRule = { agents: readonly SampleAgentId[]; share: number };

/** Whose calls tell each story, and the share of the calls that could that do. */
export const qaStoryRules: Record<QaStory, StoryRule> = {
  caller_interrupts: { agents: ['loan-qualifier', 'pos-qualifier'], share: 0.045 },
  no_recording_disclosure: { agents: ['loan-documents'], share: 0.15 },
  silence_before_transfer: { agents: ['zara', 'loan-qualifier', 'pos-qualifier'], share: 0.4 },
};

/** The version of Maya's prompt that sometimes skipped the disclosure. */
export const DISCLOSURE_MISSING_VERSION = 1;

/** The parts of the generator's call outline a story reads and rewrites. */
type StoryOutline = {
  kind: string;
  phases: readonly PlannedPhase[];
  isSuccessful: boolean;
  disconnectionReason: string;
  detailedSummary: string;
};

export type QaStoryFacts = {
  /** The call's own story key (from the seed and the call's index), so a story never shifts another call. */
  key: number;
  agentId: SampleAgentId;
  agentVersion: number;
  /**
   * A story this call must tell if it can (the draw aside): the generator asks it of the recent
   * calls until each agent has told each of its stories there, so every story is in the sample
   * whatever day it is generated on (the draws alone left Leo without an interruption some days).
   */
  mustTell?: (story: QaStory) => boolean;
};

// What the caller says when the agent talks over them, and what follows.
const cutOffReplies = [
  'Thank you. Now, before we move on, I also need to ask you about your—',
  "Okay, noted. So the next thing I'd like to go over with you is the—",
  'Got it. In that case, let me quickly explain what happens next with your—',
];
const complaints = [
  'Sorry, can you let me finish? You keep cutting me off.',
  'Hold on, can you let me finish? You keep cutting me off.',
  'Sorry, let me finish, please. You keep cutting me off.',
];
const apologies = [
  "I'm sorry about that. Please go ahead.",
  'Apologies, please go on.',
  'Sorry about that, please continue.',
];
const carryOns = [
  "I was just going to say, please keep it short, I'm between meetings.",
  "I was going to say that I don't have much time today, so let's be quick.",
];
const stillThere = ['Hello? Are you still there?', 'Hello? Is anyone there?'];
const connecting = [
  "Yes, sorry for the wait. I'm connecting you now.",
  "Sorry about the wait, I'm putting you through now.",
];

/** Where a turn sits: its phase and its place in that phase. */
type Place = { phase: number; turn: number };

/** Caller turns after the greeting that the agent answers: where an agent can jump in too early. */
const answeredCallerTurns = (phases: readonly PlannedPhase[]): Place[] => {
  const places: (Place & { role: PlannedTurn['role'] })[] = [];
  for (const [p, phase] of phases.entries())
    for (const [t, turn] of phase.turns.entries()) places.push({ phase: p, turn: t, role: turn.role });
  return places.filter((place, i) => place.phase > 0 && place.role === 'user' && places[i + 1]?.role === 'agent');
};

const firstAgentTurn = (phases: readonly PlannedPhase[]): Place | null => {
  for (const [p, phase] of phases.entries()) {
    const t = phase.turns.findIndex((turn) => turn.role === 'agent');
    if (t >= 0) return { phase: p, turn: t };
  }
  return null;
};

const disclosureInOpening = ` ${RECORDING_DISCLOSURE}`;

const withTurns = (
  phases: readonly PlannedPhase[],
  phaseIndex: number,
  edit: (turns: readonly PlannedTurn[]) => PlannedTurn[],
): PlannedPhase[] => phases.map((phase, p) => (p === phaseIndex ? { ...phase, turns: edit(phase.turns) } : phase));

/** The story this call can tell, if the draw picks it. */
const storyFor = (outline: StoryOutline, facts: QaStoryFacts, draw: number): QaStory | null => {
  if (outline.kind !== 'connected' || !outline.isSuccessful) return null;
  const applies = (story: QaStory) =>
    qaStoryRules[story].agents.includes(facts.agentId) &&
    (draw < qaStoryRules[story].share || facts.mustTell?.(story) === true);
  if (outline.disconnectionReason === 'call_transfer')
    return applies('silence_before_transfer') ? 'silence_before_transfer' : null;
  if (applies('caller_interrupts') && answeredCallerTurns(outline.phases).length > 0) return 'caller_interrupts';
  const opening = firstAgentTurn(outline.phases);
  const openingText = opening === null ? '' : (outline.phases[opening.phase]?.turns[opening.turn]?.content ?? '');
  if (
    applies('no_recording_disclosure') &&
    facts.agentVersion === DISCLOSURE_MISSING_VERSION &&
    openingText.includes(disclosureInOpening)
  )
    return 'no_recording_disclosure';
  return null;
};

/** The agent replies before the caller has finished; the caller talks over the reply to say so. */
const interrupt = (phases: readonly PlannedPhase[], rng: Rng): PlannedPhase[] => {
  const at = rng.pick(answeredCallerTurns(phases));
  return withTurns(phases, at.phase, (turns) => [
    ...turns.slice(0, at.turn + 1),
    { role: 'agent', content: rng.pick(cutOffReplies) },
    // Long enough over the agent's words to be heard as an interruption, short enough for the agent to stop.
    { role: 'user', content: rng.pick(complaints), speaksOver: Math.round(rng.between(0.8, 1.4) * 1000) / 1000 },
    { role: 'agent', content: rng.pick(apologies) },
    { role: 'user', content: rng.pick(carryOns) },
    ...turns.slice(at.turn + 1),
  ]);
};

/** The opening without the disclosure sentence. */
const dropDisclosure = (phases: readonly PlannedPhase[]): PlannedPhase[] => {
  const at = firstAgentTurn(phases);
  if (at === null) return [...phases];
  return withTurns(phases, at.phase, (turns) =>
    turns.map((turn, t) =>
      t === at.turn ? { ...turn, content: turn.content.replace(disclosureInOpening, '') } : turn,
    ),
  );
};

/** After the agent announces the transfer, the line stays silent until the caller asks. */
const stallTransfer = (phases: readonly PlannedPhase[], rng: Rng): PlannedPhase[] =>
  withTurns(phases, phases.length - 1, (turns) => [
    ...turns,
    { role: 'user', content: rng.pick(stillThere), afterSilence: true },
    { role: 'agent', content: rng.pick(connecting) },
  ]);

const summaryNotes: Record<QaStory, string> = {
  caller_interrupts: ' Midway, the customer complained that the agent kept cutting them off.',
  no_recording_disclosure: '',
  silence_before_transfer:
    ' The line went silent before the transfer went through, and the customer asked whether anyone was there.',
};

/**
 * The outline as the call's story tells it: unchanged (story null) for almost every call; for a
 * few, the turns and summary rewritten as qaStoryRules says. Draws only from the call's story key.
 */
export const tellQaStory = <T extends StoryOutline>(
  outline: T,
  facts: QaStoryFacts,
): { outline: T; story: QaStory | null } => {
  const rng = createRng(facts.key);
  const story = storyFor(outline, facts, rng.next());
  if (story === null) return { outline, story };
  const phases =
    story === 'caller_interrupts'
      ? interrupt(outline.phases, rng)
      : story === 'no_recording_disclosure'
        ? dropDisclosure(outline.phases)
        : stallTransfer(outline.phases, rng);
  return { outline: { ...outline, phases, detailedSummary: outline.detailedSummary + summaryNotes[story] }, story };
};
