import type { ProviderCall, TranscriptEntry } from '../calls.ts';
import type { CriterionId, PhraseMode } from './labelled-lines.ts';
import { layOutWords, type TimedWord } from './spoken-turns.ts';

// Lays a scripted call out on the clock and writes down, as it goes, what it put there: each
// interruption, silence, reply time, tool call and phrase. That record is the truth the accuracy
// test checks the measures against; it comes from the script, never from the measures.

type Speaker = 'agent' | 'user';

export type LabelledTruth = {
  talk_share: { agent: number; user: number };
  interruptions: { by: Speaker; turn_index: number; at_seconds: number }[];
  /** Every pause between turns longer than the dead-air threshold. */
  dead_air: { after_turn_index: number; at_seconds: number; seconds: number }[];
  longest_silence: { after_turn_index: number; at_seconds: number; seconds: number };
  response_latency: { p50_ms: number; max_ms: number; source: 'provider' | 'turns' };
  early_hang_up: { turn_index: number; seconds_after_agent_turn: number } | null;
  repeated_agent_turns: { turn_index: number; repeats_turn_index: number }[];
  sentiment_drop: { at_turn_index: number } | null;
  transfer: { made: boolean; failed: boolean };
  tool_calls: { name: string; turn_index: number; ok: boolean }[];
  knowledge_base: { reported: boolean; used?: boolean };
  /** Where each criterion's phrase appears, how, and the turns where a person would say it was said. */
  phrases: Record<CriterionId, { mode: PhraseMode; said_at: number[] }>;
};

export type LabelledCall = { call: ProviderCall; truth: LabelledTruth; scenario: string[] };

/**
 * How a turn begins: after a pause; over the end of the other side's turn (an interruption); or a
 * hand-over a tenth of a second early, which a listener does not hear as speaking over anyone.
 */
export type TurnStart = { pauseSeconds: number } | { overlapSeconds: number } | { handOverSeconds: number };

export type ToolResult =
  { kind: 'ok' } | { kind: 'flag_false' } | { kind: 'json_error' } | { kind: 'text_error' } | { kind: 'none' };

/** How the call ends and what the provider reports beside the transcript. */
export type FinishPlan = {
  hangUpAfterSeconds: number;
  disconnectionReason: string;
  startTimestamp: number;
  providerLatency: boolean;
  knowledgeBase: 'url' | 'latency_used' | 'latency_unused' | 'none';
  earlyHangUpTurn: number | null;
  transfer: LabelledTruth['transfer'];
  repeats: LabelledTruth['repeated_agent_turns'];
  sentimentDropAt: number | null;
  phrases: LabelledTruth['phrases'];
};

const round3 = (value: number): number => Math.round(value * 1000) / 1000;

const nearestRank = (values: readonly number[], percentile: number): number => {
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.max(0, Math.ceil((percentile / 100) * sorted.length) - 1)] ?? 0;
};

/** Threshold the labelled dead air is written for (the measures' default). */
export const LABELLED_DEAD_AIR_SECONDS = 5;

export const createLabelledCallBuilder = (callId: string) => {
  const entries: TranscriptEntry[] = [];
  const withTools: Record<string, unknown>[] = [];
  const interruptions: LabelledTruth['interruptions'] = [];
  const pauses: { after_turn_index: number; at_seconds: number; seconds: number }[] = [];
  const replies: number[] = [];
  const toolCalls: LabelledTruth['tool_calls'] = [];
  const spoken = { agent: 0, user: 0 };
  // The end of the speech so far, and the turn whose words reach it.
  let speechEnd = 0;
  let speechEndTurn = -1;
  let toolNumber = 0;

  /** Says a line; returns its turn index. */
  const say = (role: Speaker, content: string, start: TurnStart): number => {
    const turnIndex = entries.length;
    const previous = entries[turnIndex - 1];
    const previousWords: TimedWord[] = previous?.words ?? [];
    const previousEnd = previousWords.at(-1)?.end ?? 0;
    const begin =
      'overlapSeconds' in start
        ? previousEnd - start.overlapSeconds
        : 'handOverSeconds' in start
          ? previousEnd - start.handOverSeconds
          : speechEnd + start.pauseSeconds;
    const words = layOutWords(content, round3(begin));
    const first = words[0];
    const last = words.at(-1);
    if (first === undefined || last === undefined) throw new Error('A labelled turn needs words');
    if ('overlapSeconds' in start) {
      if (previous === undefined || previous.role === role)
        throw new Error('Only the other side can speak over a turn');
      if (last.end <= previousEnd) throw new Error('An interrupting turn must go on after the one it interrupts');
      interruptions.push({ by: role, turn_index: turnIndex, at_seconds: first.start });
    } else if ('handOverSeconds' in start) {
      if (previous === undefined || previous.role === role || previousEnd < speechEnd) {
        throw new Error('A hand-over follows the other side, at the end of the speech');
      }
    } else if (turnIndex > 0) {
      pauses.push({ after_turn_index: speechEndTurn, at_seconds: speechEnd, seconds: round3(first.start - speechEnd) });
    }
    if (role === 'agent' && previous?.role === 'user' && first.start > previousEnd) {
      replies.push(Math.round((first.start - previousEnd) * 1000));
    }
    for (const word of words) spoken[role] += word.end - word.start;
    const entry: TranscriptEntry = { role, content, words };
    entries.push(entry);
    withTools.push({ ...entry });
    if (last.end >= speechEnd) {
      speechEnd = last.end;
      speechEndTurn = turnIndex;
    }
    return turnIndex;
  };

  /** A tool the agent calls after the last turn, with the result the provider reports. */
  const callTool = (name: string, result: ToolResult): void => {
    toolNumber += 1;
    const id = `tool_${toolNumber}`;
    withTools.push({ role: 'tool_call_invocation', tool_call_id: id, name, arguments: '{}' });
    const reply = { role: 'tool_call_result', tool_call_id: id };
    if (result.kind === 'ok') withTools.push({ ...reply, content: '{"status":"in_review"}' });
    if (result.kind === 'flag_false')
      withTools.push({ ...reply, content: 'Transfer did not connect', successful: false });
    if (result.kind === 'json_error') withTools.push({ ...reply, content: '{"error":"timeout after 8000 ms"}' });
    if (result.kind === 'text_error') withTools.push({ ...reply, content: 'Error: CRM unavailable' });
    // A transfer that goes through ends the call before any result comes back.
    const isTransferred = result.kind === 'none' && name === 'transfer_call';
    toolCalls.push({ name, turn_index: entries.length - 1, ok: result.kind === 'ok' || isTransferred });
  };

  const finish = (plan: FinishPlan): Omit<LabelledCall, 'scenario'> => {
    const durationMs = Math.round((speechEnd + plan.hangUpAfterSeconds) * 1000);
    const latency: NonNullable<ProviderCall['latency']> = {};
    if (plan.providerLatency) {
      latency.e2e = {
        p50: nearestRank(replies, 50),
        p90: nearestRank(replies, 90),
        max: Math.max(...replies),
        min: Math.min(...replies),
        num: replies.length,
        values: replies,
      };
    }
    if (plan.knowledgeBase === 'latency_used') latency.knowledge_base = { p50: 90, num: 2, values: [85, 95] };
    if (plan.knowledgeBase === 'latency_unused') latency.knowledge_base = { num: 0, values: [] };
    const longest = pauses.reduce((best, pause) => (pause.seconds > best.seconds ? pause : best));
    const agentShare = round3(spoken.agent / (spoken.agent + spoken.user));
    const truth: LabelledTruth = {
      talk_share: { agent: agentShare, user: round3(1 - agentShare) },
      interruptions,
      dead_air: pauses.filter((pause) => pause.seconds > LABELLED_DEAD_AIR_SECONDS),
      longest_silence: longest,
      response_latency: {
        p50_ms: nearestRank(replies, 50),
        max_ms: Math.max(...replies),
        source: plan.providerLatency ? 'provider' : 'turns',
      },
      early_hang_up:
        plan.earlyHangUpTurn === null
          ? null
          : { turn_index: plan.earlyHangUpTurn, seconds_after_agent_turn: plan.hangUpAfterSeconds },
      repeated_agent_turns: plan.repeats,
      sentiment_drop: plan.sentimentDropAt === null ? null : { at_turn_index: plan.sentimentDropAt },
      transfer: plan.transfer,
      tool_calls: toolCalls,
      knowledge_base:
        plan.knowledgeBase === 'none'
          ? { reported: false }
          : { reported: true, used: plan.knowledgeBase !== 'latency_unused' },
      phrases: plan.phrases,
    };
    const call: ProviderCall = {
      call_id: callId,
      call_type: 'phone_call',
      call_status: 'ended',
      start_timestamp: plan.startTimestamp,
      end_timestamp: plan.startTimestamp + durationMs,
      duration_ms: durationMs,
      transcript: entries.map((entry) => `${entry.role === 'agent' ? 'Agent' : 'User'}: ${entry.content}`).join('\n'),
      transcript_object: entries,
      transcript_with_tool_calls: withTools.map((entry) => ({ role: String(entry['role']), ...entry })),
      disconnection_reason: plan.disconnectionReason,
      latency,
      ...(plan.knowledgeBase === 'url'
        ? { knowledge_base_retrieved_contents_url: `https://kb.example/${callId}/retrieved.json` }
        : {}),
    };
    return { call, truth };
  };

  const lastTurnIndex = (): number => entries.length - 1;
  const lastEnd = (): number => entries.at(-1)?.words?.at(-1)?.end ?? 0;
  const roleAt = (turnIndex: number): Speaker | null => (entries[turnIndex]?.role as Speaker | undefined) ?? null;

  return { say, callTool, finish, lastTurnIndex, lastEnd, roleAt, speechEnd: (): number => speechEnd };
};
