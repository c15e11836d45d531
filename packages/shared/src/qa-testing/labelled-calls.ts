import {
  createLabelledCallBuilder,
  type LabelledCall,
  type LabelledTruth,
  type TurnStart,
} from './labelled-call-builder.ts';
import { type Ending, playOut } from './labelled-call-ending.ts';
import { type Mood, phraseLine, planExchanges } from './labelled-exchanges.ts';
import * as lines from './labelled-lines.ts';
import { type CriterionId, criterionIds, type PhraseMode, phraseLines, saidModes } from './labelled-lines.ts';
import { createSeededRandom } from './seeded-random.ts';

// The labelled call set of issue #29 item 8: deterministic calls with word timings, each with
// the truth of what it holds (interruptions, dead air, reply times, early hang-ups, repeats, a
// mood turning, transfers, tool calls, knowledge-base reports and phrases said and not said).
// Modes and endings rotate with the call's number, so every case appears many times; the rest
// (which lines, pauses, where things fall) comes from the call's own seeded generator.

export const LABELLED_CALL_COUNT = 72;
export const LABELLED_SEED = 29;

const endings: readonly Ending[] = ['farewell_user', 'farewell_agent', 'early_hang_up', 'late_hang_up', 'transfer'];
const modeCycles: Record<CriterionId, readonly PhraseMode[]> = {
  recording_disclosure: ['exact', 'variation', 'near_miss', 'wrong_speaker', 'wrong_place', 'absent', 'variation'],
  agent_names_itself: ['exact', 'variation', 'near_miss', 'wrong_speaker', 'absent'],
  closing_question: ['variation', 'exact', 'near_miss', 'wrong_place', 'wrong_speaker', 'absent'],
  never_promise_approval: ['exact', 'near_miss', 'variation', 'wrong_speaker', 'absent'],
  caller_asks_for_human: ['near_miss', 'exact', 'variation', 'absent', 'wrong_speaker', 'variation'],
};
const moods: readonly Mood[] = ['calm', 'drop', 'starts_negative', 'negated', 'drop', 'positive'];
const knowledgeBaseReports = ['url', 'latency_used', 'latency_unused', 'none'] as const;

const modeFor = (id: CriterionId, callNumber: number): PhraseMode => {
  const cycle = modeCycles[id];
  return cycle[callNumber % cycle.length] ?? 'absent';
};

/** One labelled call; the number picks its modes and ending, the seed everything else. */
export const generateLabelledCall = (callNumber: number, seed = LABELLED_SEED): LabelledCall => {
  const rng = createSeededRandom((seed ^ Math.imul(callNumber + 1, 0x9e3779b1)) >>> 0);
  const modes = Object.fromEntries(criterionIds.map((id) => [id, modeFor(id, callNumber)])) as Record<
    CriterionId,
    PhraseMode
  >;
  const ending = endings[callNumber % endings.length] ?? 'farewell_user';
  const mood = moods[callNumber % moods.length] ?? 'calm';
  const scenario: string[] = [`ending:${ending}`, `mood:${mood}`, ...criterionIds.map((id) => `${id}:${modes[id]}`)];
  const builder = createLabelledCallBuilder(`call_labelled_${String(callNumber).padStart(3, '0')}`);
  const saidAt: Record<CriterionId, number[]> = Object.fromEntries(
    criterionIds.map((id) => [id, []]),
  ) as unknown as Record<CriterionId, number[]>;
  const say = (role: 'agent' | 'user', text: string, start: TurnStart, tags: readonly CriterionId[] = []): number => {
    const turn = builder.say(role, text, start);
    for (const id of tags) if (saidModes.has(modes[id])) saidAt[id].push(turn);
    return turn;
  };
  const reply = (): TurnStart => ({ pauseSeconds: rng.between(0.5, 2.2) });
  const answer = (): TurnStart => ({ pauseSeconds: rng.between(0.3, 1.2) });

  // The opening: the agent's greeting (naming itself, perhaps with the disclosure), the caller's hello.
  const namingMode = modes.agent_names_itself;
  const disclosureMode = modes.recording_disclosure;
  const isDisclosureSaid =
    disclosureMode === 'exact' || disclosureMode === 'variation' || disclosureMode === 'near_miss';
  const disclosureInGreeting = isDisclosureSaid && rng.chance(0.5);
  const greetingTags: CriterionId[] = [];
  let greeting = 'Hello, good morning.';
  if (namingMode === 'exact' || namingMode === 'variation' || namingMode === 'near_miss') {
    greeting = phraseLine(rng, 'agent_names_itself', namingMode);
    greetingTags.push('agent_names_itself');
  }
  if (disclosureInGreeting) {
    greeting += ` ${phraseLine(rng, 'recording_disclosure', disclosureMode)}`;
    greetingTags.push('recording_disclosure');
  }
  say('agent', greeting, { pauseSeconds: rng.between(0.8, 1.5) }, greetingTags);
  const opener = rng.pick(['Hello?', 'Yes, hello.', 'Hi, who is calling?']);
  const negativeOpener = mood === 'starts_negative' ? `${rng.pick(lines.userNegativeLines)} ` : '';
  const namingQuestion = namingMode === 'wrong_speaker' ? phraseLines.agent_names_itself.wrong_speaker : opener;
  say('user', `${negativeOpener}${namingQuestion}`, answer());
  if (isDisclosureSaid && !disclosureInGreeting) {
    say('agent', phraseLine(rng, 'recording_disclosure', disclosureMode), reply(), ['recording_disclosure']);
    say('user', 'Okay.', answer());
  }
  const plan = planExchanges(rng, modes, mood, isDisclosureSaid && !disclosureInGreeting);
  return playOut({
    rng,
    builder,
    say,
    plan,
    modes,
    ending,
    scenario,
    saidAt,
    startTimestamp: Date.UTC(2025, 0, 6, 9) + callNumber * 3_600_000,
    knowledgeBase: knowledgeBaseReports[callNumber % knowledgeBaseReports.length] ?? 'none',
  });
};

/** The whole labelled set, the same every time. */
export const generateLabelledCalls = (count = LABELLED_CALL_COUNT, seed = LABELLED_SEED): LabelledCall[] =>
  Array.from({ length: count }, (_, callNumber) => generateLabelledCall(callNumber, seed));

export type { LabelledCall, LabelledTruth };
