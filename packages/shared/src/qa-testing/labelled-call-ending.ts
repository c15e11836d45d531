import type { createLabelledCallBuilder, FinishPlan, LabelledCall, TurnStart } from './labelled-call-builder.ts';
import { type Exchange, type ExchangePlan, lookupResults, phraseLine } from './labelled-exchanges.ts';
import * as lines from './labelled-lines.ts';
import { type CriterionId, criterionIds, type PhraseMode } from './labelled-lines.ts';
import type { SeededRandom } from './seeded-random.ts';

// The middle and the end of a labelled call: the special cases placed in the free slots
// (repeats, interruptions, pauses, tool calls, a failed transfer), the exchanges laid out, and
// the ending (a goodbye, the caller hanging up soon or late after the agent, a transfer).

export type Ending = 'farewell_user' | 'farewell_agent' | 'early_hang_up' | 'late_hang_up' | 'transfer';

export type PlayOut = {
  rng: SeededRandom;
  builder: ReturnType<typeof createLabelledCallBuilder>;
  say: (role: 'agent' | 'user', text: string, start: TurnStart, tags?: readonly CriterionId[]) => number;
  plan: ExchangePlan;
  modes: Record<CriterionId, PhraseMode>;
  ending: Ending;
  scenario: string[];
  saidAt: Record<CriterionId, number[]>;
  startTimestamp: number;
  knowledgeBase: FinishPlan['knowledgeBase'];
};

const wordCount = (text: string): number => text.split(/\s+/).filter((word) => word !== '').length;

/** A repeat a person would hear as the same line: other case or punctuation, or "Sorry," before it. */
const repeatOf = (rng: SeededRandom, text: string): string =>
  rng.pick([
    `Sorry, ${text.charAt(0).toLowerCase()}${text.slice(1)}`,
    text.toUpperCase(),
    `${text.replace(/[.?!]$/, '')}, please?`,
  ]);

/** Places the special cases in the free slots; returns what the scenario holds. */
const placeSpecials = (
  rng: SeededRandom,
  plan: ExchangePlan,
  ending: Ending,
): { failedTransferAfter: number | null; tags: string[] } => {
  const { exchanges, freeAgent, freeUser } = plan;
  const tags: string[] = [];
  const freeAgentSlots = () => [...freeAgent].sort((left, right) => left - right);
  if (rng.chance(0.35) && freeAgentSlots().length >= 2) {
    const [first, second] = rng
      .shuffle(freeAgentSlots())
      .slice(0, 2)
      .sort((left, right) => left - right);
    if (
      first !== undefined &&
      second !== undefined &&
      exchanges[first] !== undefined &&
      exchanges[second] !== undefined
    ) {
      exchanges[second].agent = repeatOf(rng, exchanges[first].agent);
      exchanges[second].repeatOf = first;
      freeAgent.delete(first);
      freeAgent.delete(second);
      tags.push('repeat');
    }
  } else if (rng.chance(0.4) && freeAgentSlots().length >= 2) {
    const pair = rng.pick(lines.nearRepeatPairs);
    const [first, second] = rng.shuffle(freeAgentSlots()).slice(0, 2);
    if (
      first !== undefined &&
      second !== undefined &&
      exchanges[first] !== undefined &&
      exchanges[second] !== undefined
    ) {
      exchanges[first].agent = pair[0];
      exchanges[second].agent = pair[1];
      tags.push('near_repeat');
    }
  }
  const agentOverUser = [...freeUser].find(
    (slot) => freeUser.has(slot) && freeAgent.has(slot + 1) && slot + 1 < exchanges.length,
  );
  if (rng.chance(0.3) && agentOverUser !== undefined) {
    const [spoken, interrupting] = [exchanges[agentOverUser], exchanges[agentOverUser + 1]];
    if (spoken !== undefined && interrupting !== undefined) {
      spoken.user = lines.userLongLine;
      interrupting.agent = lines.agentInterruptingLine;
      interrupting.overlap = 'agent_over_user';
      freeUser.delete(agentOverUser);
      freeAgent.delete(agentOverUser + 1);
      tags.push('agent_over_user');
    }
  }
  const userOverAgent = rng.shuffle([...freeUser]).find((slot) => wordCount(exchanges[slot]?.agent ?? '') >= 6);
  if (rng.chance(0.45) && userOverAgent !== undefined && exchanges[userOverAgent] !== undefined) {
    exchanges[userOverAgent].user = rng.pick(lines.userInterruptingLines);
    exchanges[userOverAgent].overlap = 'user_over_agent';
    freeUser.delete(userOverAgent);
    tags.push('user_over_agent');
  }
  // Pauses: dead air and near misses of it, before a caller's answer or an agent's reply.
  for (const exchange of rng.shuffle(exchanges).slice(0, rng.int(0, 3))) {
    const isDeadAir = rng.chance(0.6);
    const pause = isDeadAir ? rng.between(5.6, 11) : rng.between(2.5, 4.5);
    if (exchange.overlap === 'none' && rng.chance(0.5)) exchange.userPause = pause;
    else if (exchange.overlap === 'none' || exchange.overlap === 'user_over_agent') exchange.agentPause = pause;
    else continue;
    tags.push(isDeadAir ? 'dead_air' : 'pause');
  }
  // Hand-overs a tenth of a second early: near misses of an interruption.
  for (const exchange of exchanges) {
    if (exchange.overlap !== 'none' || exchange.agentPause !== null || exchange.userPause !== null) continue;
    if (!rng.chance(0.2)) continue;
    exchange.handOver = rng.chance(0.5) ? 'agent' : 'user';
    tags.push('hand_over');
  }
  for (const exchange of exchanges) {
    if (rng.chance(0.25)) exchange.lookup = rng.pick(lookupResults);
  }
  const transferSlots = exchanges
    .map((exchange, slot) => ({ exchange, slot }))
    .filter(({ slot }) => exchanges[slot + 1]?.overlap !== 'agent_over_user')
    .map(({ slot }) => slot);
  const failedTransferAfter =
    ending !== 'transfer' && rng.chance(0.25) && transferSlots.length > 0 ? rng.pick(transferSlots) : null;
  if (failedTransferAfter !== null) tags.push('failed_transfer');
  return { failedTransferAfter, tags };
};

/** Lays the call out and writes its truth. */
export const playOut = (context: PlayOut): LabelledCall => {
  const { rng, builder, say, plan, ending } = context;
  const { failedTransferAfter, tags } = placeSpecials(rng, plan, ending);
  const startFor = (role: 'agent' | 'user', pause: number | null): TurnStart => {
    if (pause !== null) return { pauseSeconds: pause };
    const previous = builder.roleAt(builder.lastTurnIndex());
    if (previous === role) return { pauseSeconds: rng.between(0.35, 0.7) };
    return { pauseSeconds: role === 'agent' ? rng.between(0.5, 2.2) : rng.between(0.3, 1.2) };
  };
  const overlapOf = (): TurnStart => ({ overlapSeconds: rng.between(0.6, 1) });
  /** A hand-over needs the other side to have spoken last (a tool call or a second agent line may come between). */
  const handOverOr = (role: 'agent' | 'user', isHandOver: boolean, pause: number | null): TurnStart =>
    isHandOver && builder.roleAt(builder.lastTurnIndex()) !== role && builder.lastEnd() >= builder.speechEnd()
      ? { handOverSeconds: rng.between(0.03, 0.15) }
      : startFor(role, pause);
  const agentTurns: number[] = [];
  const repeats: FinishPlan['repeats'] = [];
  let sentimentDropAt: number | null = null;
  let isTransferFailed = false;

  for (const [slot, exchange] of plan.exchanges.entries()) {
    agentTurns[slot] = say(
      'agent',
      exchange.agent,
      exchange.overlap === 'agent_over_user'
        ? overlapOf()
        : handOverOr('agent', exchange.handOver === 'agent' && slot > 0, exchange.agentPause),
      exchange.agentTags,
    );
    const repeated = exchange.repeatOf === null ? undefined : agentTurns[exchange.repeatOf];
    if (repeated !== undefined) repeats.push({ turn_index: agentTurns[slot] ?? 0, repeats_turn_index: repeated });
    const userTurn = say(
      'user',
      exchange.user,
      exchange.overlap === 'user_over_agent'
        ? overlapOf()
        : handOverOr('user', exchange.handOver === 'user', exchange.userPause),
      exchange.userTags,
    );
    if (exchange.isNegative && sentimentDropAt === null) sentimentDropAt = userTurn;
    if (exchange.lookup !== null) builder.callTool('check_application_status', { kind: exchange.lookup });
    if (failedTransferAfter === slot) {
      say('agent', lines.agentTransferLine, startFor('agent', null));
      builder.callTool('transfer_call', { kind: 'flag_false' });
      say('agent', lines.agentTransferFailedLine, startFor('agent', null));
      isTransferFailed = true;
    }
  }
  return finishWithEnding(context, { repeats, sentimentDropAt, isTransferFailed, tags, startFor });
};

type Middle = {
  repeats: FinishPlan['repeats'];
  sentimentDropAt: number | null;
  isTransferFailed: boolean;
  tags: string[];
  startFor: (role: 'agent' | 'user', pause: number | null) => TurnStart;
};

const finishWithEnding = (context: PlayOut, middle: Middle): LabelledCall => {
  const { rng, builder, say, modes, ending } = context;
  const { startFor } = middle;
  const closingMode = modes.closing_question;
  const closingHere = closingMode === 'exact' || closingMode === 'variation' || closingMode === 'near_miss';
  const closingLine = closingHere ? phraseLine(rng, 'closing_question', closingMode) : null;
  const closingTags: CriterionId[] = closingHere ? ['closing_question'] : [];
  let hangUpAfterSeconds = rng.between(0.3, 1.5);
  let disconnectionReason = ending === 'farewell_agent' ? 'agent_hangup' : 'user_hangup';
  let earlyHangUpTurn: number | null = null;
  if (ending === 'farewell_user' || ending === 'farewell_agent' || ending === 'transfer') {
    say('agent', closingLine ?? 'I have everything I need for now.', startFor('agent', null), closingTags);
    const isTransfer = ending === 'transfer';
    say('user', isTransfer ? 'Yes, I have a question about the fees.' : lines.userDoneLine, startFor('user', null));
    say('agent', isTransfer ? lines.agentTransferLine : rng.pick(lines.agentFarewells), startFor('agent', null));
    if (isTransfer) {
      builder.callTool('transfer_call', { kind: 'none' });
      hangUpAfterSeconds = rng.between(1.5, 3);
      disconnectionReason = 'call_transfer';
    }
  } else {
    const last = say('agent', closingLine ?? rng.pick(lines.agentLastQuestions), startFor('agent', null), closingTags);
    hangUpAfterSeconds = ending === 'early_hang_up' ? rng.between(0.4, 3.5) : rng.between(7, 12);
    if (ending === 'early_hang_up') earlyHangUpTurn = last;
  }
  const phrases = Object.fromEntries(
    criterionIds.map((id) => [id, { mode: modes[id], said_at: context.saidAt[id] }]),
  ) as FinishPlan['phrases'];
  const { call, truth } = builder.finish({
    hangUpAfterSeconds: Math.round(hangUpAfterSeconds * 1000) / 1000,
    disconnectionReason,
    startTimestamp: context.startTimestamp,
    providerLatency: rng.chance(0.5),
    knowledgeBase: context.knowledgeBase,
    earlyHangUpTurn,
    transfer: { made: ending === 'transfer', failed: middle.isTransferFailed },
    repeats: middle.repeats,
    sentimentDropAt: middle.sentimentDropAt,
    phrases,
  });
  return { call, truth, scenario: [...context.scenario, ...middle.tags] };
};

export type { Exchange };
