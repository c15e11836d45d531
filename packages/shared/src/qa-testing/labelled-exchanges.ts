import * as lines from './labelled-lines.ts';
import { type CriterionId, type PhraseMode, phraseLines } from './labelled-lines.ts';
import type { SeededRandom } from './seeded-random.ts';

// The middle of a labelled call planned before it is laid out: which everyday lines are said, and
// which slots carry a criterion's phrase or the caller's change of mood. The rest of the special
// cases (repeats, interruptions, pauses, tool calls) are placed in the free slots afterwards.

export type Mood = 'calm' | 'drop' | 'starts_negative' | 'negated' | 'positive';
export const lookupResults = ['ok', 'flag_false', 'json_error', 'text_error', 'none'] as const;

/** The line a criterion's mode puts in the call (the exact phrase, a variation, a near miss…). */
export const phraseLine = (rng: SeededRandom, id: CriterionId, mode: PhraseMode): string => {
  const bank = phraseLines[id];
  if (mode === 'variation') return rng.pick(bank.variation);
  if (mode === 'near_miss') return rng.pick(bank.near_miss);
  if (mode === 'wrong_speaker') return bank.wrong_speaker;
  return bank.exact;
};

/** One middle exchange: the agent's line, then the caller's, and what is special about them. */
export type Exchange = {
  agent: string;
  user: string;
  agentTags: CriterionId[];
  userTags: CriterionId[];
  /** The caller speaks over the agent's line; or the agent speaks over the caller's long line. */
  overlap: 'none' | 'user_over_agent' | 'agent_over_user';
  /** A set pause before the agent's line or the caller's reply (dead air, or a near miss of it). */
  agentPause: number | null;
  /** The agent's line or the caller's reply begins a tenth of a second before the other side stops. */
  handOver: 'none' | 'agent' | 'user';
  userPause: number | null;
  lookup: (typeof lookupResults)[number] | null;
  repeatOf: number | null;
  isNegative: boolean;
};

export const planExchanges = (
  rng: SeededRandom,
  modes: Record<CriterionId, PhraseMode>,
  mood: Mood,
  hasDisclosureTurn: boolean,
) => {
  const count = rng.int(4, 6);
  const fillers = rng.shuffle(lines.agentLines);
  const replies = rng.shuffle(lines.userLines);
  const exchanges: Exchange[] = Array.from({ length: count }, (_, index) => ({
    agent: fillers[index] ?? '',
    user: replies[index % replies.length] ?? '',
    agentTags: [],
    userTags: [],
    overlap: 'none',
    agentPause: null,
    handOver: 'none',
    userPause: null,
    lookup: null,
    repeatOf: null,
    isNegative: false,
  }));
  const freeAgent = new Set(exchanges.keys());
  const freeUser = new Set(exchanges.keys());
  const takeAgent = (from: number): number | null => {
    const slot = [...freeAgent].filter((index) => index >= from)[0] ?? null;
    if (slot !== null) freeAgent.delete(slot);
    return slot;
  };
  const takeUser = (from = 0): number | null => {
    const options = [...freeUser].filter((index) => index >= from);
    const slot = options.length === 0 ? null : rng.pick(options);
    if (slot !== null) freeUser.delete(slot);
    return slot;
  };
  const put = (slot: number | null, role: 'agent' | 'user', text: string, tag?: CriterionId) => {
    const exchange = slot === null ? undefined : exchanges[slot];
    if (exchange === undefined) throw new Error('No free slot for a labelled line');
    exchange[role] = text;
    if (tag !== undefined) (role === 'agent' ? exchange.agentTags : exchange.userTags).push(tag);
  };
  // The closing question asked too early: two agent turns at least come after it.
  if (modes.closing_question === 'wrong_place')
    put(takeAgent(0), 'agent', phraseLines.closing_question.exact, 'closing_question');
  // The disclosure said too late: the third agent turn or later.
  if (modes.recording_disclosure === 'wrong_place')
    put(takeAgent(hasDisclosureTurn ? 0 : 1), 'agent', phraseLines.recording_disclosure.exact, 'recording_disclosure');
  for (const id of [
    'never_promise_approval',
    'caller_asks_for_human',
    'recording_disclosure',
    'closing_question',
  ] as const) {
    const mode = modes[id];
    const isMiddle =
      id === 'never_promise_approval' || id === 'caller_asks_for_human' ? mode !== 'absent' : mode === 'wrong_speaker';
    if (!isMiddle) continue;
    const speaker = lines.labelledCriteria[id].speaker;
    const role = mode === 'wrong_speaker' ? (speaker === 'agent' ? 'user' : 'agent') : speaker;
    put(role === 'agent' ? takeAgent(rng.int(0, 1)) : takeUser(), role, phraseLine(rng, id, mode), id);
  }
  if (mood !== 'calm' && mood !== 'starts_negative') {
    const slot = takeUser(mood === 'drop' ? 1 : 0);
    const bank = { drop: lines.userNegativeLines, negated: lines.userNegatedLines, positive: lines.userPositiveLines }[
      mood
    ];
    put(slot, 'user', rng.pick(bank));
    const exchange = slot === null ? undefined : exchanges[slot];
    if (mood === 'drop' && exchange !== undefined) exchange.isNegative = true;
  }
  return { exchanges, freeAgent, freeUser, takeAgent, takeUser };
};

export type ExchangePlan = ReturnType<typeof planExchanges>;
