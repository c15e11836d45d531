import { readFileSync } from 'node:fs';
import type { CallDirection, ProviderCall } from '@agentdesk/shared';
import { callDirectionSchema } from '@agentdesk/shared';
import { z } from 'zod';
import {
  atBusinessTime,
  BUSINESS_UTC_OFFSET_MS,
  callScripts,
  createCustomer,
  type Customer,
  defaultCallType,
  hangUpLines,
  inboundGreeting,
  isSampleAgentId,
  outboundIntro,
  personas,
  recordedCallDetails,
  type SampleAgentId,
  sampleAgentIds,
  type ScreeningAnalysis,
  type ScriptNode,
  scriptNodes,
  type Speaker,
  voicemailGreetings,
  zaraCall,
  type ZaraPlan,
} from './call-scripts.ts';
import { customerOf, planZaraCall } from './candidate-calls.ts';
import { sampleCandidates } from './candidates-sample.ts';
import { binomial, createRng, hashSeed, hex8, mix32, type Rng } from './prng.ts';
import { type QaStoryCall, tellQaStory } from './qa-story-calls.ts';
import { sampleAgents } from './sample-agents.ts';

// Deterministic sample calls (SPEC §3 Call): the same options always give byte-identical calls.
// Calls come out sorted by start_timestamp, oldest first, and are built one hour of the window at
// a time, so a million of them stream through without being held in memory.

export type TranscriptDetail = 'full' | 'compact';

export type GenerateCallsOptions = {
  count: number;
  seed: number;
  /** End of the window (epoch ms); nothing ends after it. */
  now: number;
  /** Length of the window before `now`. */
  days: number;
  /** Sample agents to make calls for (default: all four). */
  agentIds?: string[];
  /** 'compact' keeps 2–4 turns per transcript and no word timings, for volume benchmarks. */
  transcriptDetail?: TranscriptDetail;
  /** Told of each call that tells a quality-review story (seed/qa-story-calls.ts), for the tests that check them. */
  onQaStory?: (call: QaStoryCall) => void;
};

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const RECORDED_CALL_INDEX_BASE = 0x8000_0000;
/** Salt of each call's quality-review story key (hashSeed(contentKey, index, salt)): issue #29. */
const QA_STORY_SALT = 29;

const agentSettings = sampleAgents[0];
// Silence and length limits come from the sample agents (SPEC §9), so the calls match their config.
const MAX_CALL_MS = agentSettings?.max_call_duration_ms ?? 3_600_000;
const END_AFTER_SILENCE_S = (agentSettings?.end_call_after_silence_ms ?? 600_000) / 1000;
const REMINDER_S = (agentSettings?.reminder_trigger_ms ?? 10_000) / 1000;
const BEGIN_DELAY_S = (agentSettings?.begin_message_delay_ms ?? 1000) / 1000;

// Load by business hour (India time): calls build from 9 AM, dip at lunch, fade after 7 PM.
const hourWeights = [
  0.04, 0.02, 0.02, 0.02, 0.02, 0.03, 0.06, 0.15, 0.4, 0.8, 1, 1, 0.85, 0.7, 0.9, 1, 0.95, 0.8, 0.6, 0.45, 0.3, 0.18,
  0.1, 0.06,
];
// Sunday first, as Date#getUTCDay counts.
const weekdayWeights = [0.25, 1.05, 1, 1, 0.97, 0.92, 0.5];

const agentWeights: Record<SampleAgentId, number> = {
  zara: 34,
  'loan-qualifier': 26,
  'loan-documents': 20,
  'pos-qualifier': 20,
};
/** Share of outbound calls during calling hours; merchants mostly call SwiftPay themselves. */
const outboundShare: Record<SampleAgentId, number> = {
  zara: 0.78,
  'loan-qualifier': 0.62,
  'loan-documents': 0.72,
  'pos-qualifier': 0.4,
};
/** Outbound dialling only 9 AM–9 PM, as Indian telemarketing rules require. */
const CALLING_HOURS = [9, 21] as const;

const businessNumbers: Record<SampleAgentId, string> = {
  zara: '+14155550123',
  'loan-qualifier': '+918047180100',
  'loan-documents': '+918047180200',
  'pos-qualifier': '+918047180300',
};

const greetingNodes: Record<SampleAgentId, ScriptNode> = {
  zara: scriptNodes.zara.greeting,
  'loan-qualifier': scriptNodes.loanQualifier.greeting,
  'loan-documents': scriptNodes.loanDocuments.greeting,
  'pos-qualifier': scriptNodes.pos.greeting,
};
const voicemailMessages = Object.fromEntries(
  sampleAgentIds.map((id) => [
    id,
    sampleAgents.find((agent) => agent.agent_id === id)?.voicemail_message ??
      `Hello, this is ${personas[id].agentName}. Please call us back.`,
  ]),
) as Record<SampleAgentId, string>;
const voicemailNode: ScriptNode = { id: 'voicemail', name: 'Leave voicemail' };
const limitNode: ScriptNode = { id: 'max-duration', name: 'Call time limit' };

// As the provider reports costs: unit prices in cents per second, costs in cents.
// List prices of the three products a call uses (SPEC §9): $0.07, $0.006 and $0.015 a minute.
const centsPerSecond = (dollarsPerMinute: number) =>
  Math.round(((dollarsPerMinute * 100) / 60) * 1_000_000) / 1_000_000;
const productPrices = [
  { product: 'elevenlabs_tts', unit_price: centsPerSecond(0.07) },
  { product: 'gpt_4o_mini', unit_price: centsPerSecond(0.006) },
  { product: 'twilio_telephony', unit_price: centsPerSecond(0.015) },
] as const;
const TOTAL_UNIT_PRICE = productPrices.reduce((sum, p) => sum + p.unit_price, 0);

type CallKind =
  | 'connected'
  | 'max_duration'
  | 'voicemail'
  | 'no_answer'
  | 'busy'
  | 'dial_failed'
  | 'early_hangup'
  | 'inactivity'
  | 'error';

const outboundKinds: readonly (readonly [CallKind, number])[] = [
  ['connected', 71],
  ['voicemail', 11],
  ['no_answer', 8],
  ['busy', 1.5],
  ['dial_failed', 1],
  ['early_hangup', 5],
  ['inactivity', 1.5],
  ['error', 0.6],
  ['max_duration', 0.15],
];
const inboundKinds: readonly (readonly [CallKind, number])[] = [
  ['connected', 91],
  ['early_hangup', 5],
  ['inactivity', 2.5],
  ['error', 0.6],
  ['max_duration', 0.2],
];
const errorReasons = [
  'error_llm_websocket_lost_connection',
  'error_no_audio_received',
  'error_llm_websocket_runtime',
] as const;

// ---------------------------------------------------------------------------------------------
// Recordings: the committed audio and the manifest make-recordings.sh wrote beside it.

const manifestSchema = z.object({
  recordings: z.array(
    z.object({
      name: z.string(),
      file: z.string(),
      agent_id: z.string(),
      direction: callDirectionSchema,
      duration_ms: z.number().int().positive(),
      utterances: z
        .array(z.object({ role: z.enum(['agent', 'user']), content: z.string(), start: z.number(), end: z.number() }))
        .min(1),
    }),
  ),
});
export type RecordingManifest = z.infer<typeof manifestSchema>;
export type RecordingEntry = RecordingManifest['recordings'][number];

export const recordingsManifestUrl = new URL('./recordings/manifest.json', import.meta.url);

let manifestCache: RecordingManifest | null = null;
/** Read once, on first use, so importing the generator costs no I/O. */
export const loadRecordingManifest = (): RecordingManifest => {
  manifestCache ??= manifestSchema.parse(JSON.parse(readFileSync(recordingsManifestUrl, 'utf8')));
  return manifestCache;
};

// ---------------------------------------------------------------------------------------------
// Small helpers.

const round3 = (value: number): number => Math.round(value * 1000) / 1000;
// Six decimals: enough for a price per call, and no 0.30000000000000004 in the data.
const round6 = (value: number): number => Math.round(value * 1_000_000) / 1_000_000;
const businessHour = (timestamp: number): number => new Date(timestamp + BUSINESS_UTC_OFFSET_MS).getUTCHours();

type Word = { word: string; start: number; end: number };

/**
 * Word timings across a spoken span, each word's share in proportion to its length, with short
 * gaps between words; the first word starts at `start` and the last ends at `end`.
 */
const spreadWords = (content: string, start: number, end: number): Word[] => {
  const tokens = content.split(' ').filter((token) => token !== '');
  const GAP = 0.6; // characters' worth of silence between words
  let letters = 0;
  for (const token of tokens) letters += token.length;
  const scale = (end - start) / (letters + GAP * Math.max(0, tokens.length - 1));
  const words: Word[] = [];
  let cursor = start;
  for (const [i, token] of tokens.entries()) {
    const wordEnd = i === tokens.length - 1 ? end : cursor + token.length * scale;
    words.push({ word: token, start: round3(cursor), end: round3(wordEnd) });
    cursor = wordEnd + GAP * scale;
  }
  return words;
};

type LatencyStats = {
  p50: number;
  p90: number;
  p95: number;
  p99: number;
  min: number;
  max: number;
  num: number;
  values: number[];
};

/** Nearest-rank percentiles of the values, which stay in the order they were measured. */
const latencyStats = (values: number[]): LatencyStats | undefined => {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((x, y) => x - y);
  const rank = (p: number): number => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  return {
    p50: rank(50),
    p90: rank(90),
    p95: rank(95),
    p99: rank(99),
    min: sorted[0] ?? 0,
    max: sorted[sorted.length - 1] ?? 0,
    num: values.length,
    values,
  };
};

type LatencyValues = { llm: number[]; e2e: number[]; tts: number[]; knowledge_base: number[] };

const buildLatency = (values: LatencyValues): NonNullable<ProviderCall['latency']> => {
  const latency: NonNullable<ProviderCall['latency']> = {};
  const llm = latencyStats(values.llm);
  const e2e = latencyStats(values.e2e);
  const tts = latencyStats(values.tts);
  const knowledgeBase = latencyStats(values.knowledge_base);
  if (llm) latency.llm = llm;
  if (e2e) latency.e2e = e2e;
  if (tts) latency.tts = tts;
  if (knowledgeBase) latency.knowledge_base = knowledgeBase;
  return latency;
};

/** Per-second prices times the billed seconds (whole seconds, rounded up), in cents. */
const buildCallCost = (durationMs: number): NonNullable<ProviderCall['call_cost']> => {
  const seconds = Math.ceil(durationMs / 1000);
  const productCosts = productPrices.map(({ product, unit_price }) => ({
    product,
    unit_price,
    cost: round6(unit_price * seconds),
  }));
  return {
    product_costs: productCosts,
    total_duration_unit_price: round6(TOTAL_UNIT_PRICE),
    total_one_time_price: 0,
    combined_cost: round6(productCosts.reduce((sum, p) => sum + p.cost, 0)),
    total_duration_seconds: seconds,
  };
};

/** An Indian mobile number; the sample customers are all in India. */
const customerNumber = (rng: Rng): string =>
  `+91${rng.pick(['98', '99', '97', '96', '94', '90', '88', '87', '70', '63'])}${String(rng.int(0, 99_999_999)).padStart(8, '0')}`;

/** Call ids unique per index: a bijection of the index, then mixed with seed-derived keys. */
const makeCallId = (keys: readonly [number, number, number], index: number): string => {
  const a = mix32((index + keys[0]) >>> 0);
  const b = mix32(a ^ keys[1]);
  const c = mix32(b ^ keys[2]);
  return `call_${hex8(a)}${hex8(b)}${hex8(c)}`;
};

// ---------------------------------------------------------------------------------------------
// Turns and their timing.

/**
 * A turn as planned: `afterSilence` marks a reminder, `startAt` pins it on the call clock (s), and
 * `speaksOver` starts it that many seconds before the previous turn ends (an interruption).
 */
export type PlannedTurn = {
  role: Speaker;
  content: string;
  afterSilence?: boolean;
  startAt?: number;
  speaksOver?: number;
};
export type PlannedPhase = { id: string; name: string; turns: readonly PlannedTurn[] };
type TimedTurn = {
  role: Speaker;
  content: string;
  node: ScriptNode;
  start: number;
  end: number;
  responseId: number | null;
};
type Layout = { shown: TimedTurn[]; lastEnd: number; lastUserEnd: number | null; latency: LatencyValues };

const lognormal = (rng: Rng, median: number, sigma: number, min: number, max: number): number =>
  Math.round(Math.min(max, Math.max(min, median * Math.exp(sigma * rng.normal()))));

const countTurns = (phases: readonly PlannedPhase[]): number => {
  let n = 0;
  for (const phase of phases) n += phase.turns.length;
  return n;
};

/**
 * Lays the turns out on the call's clock. An agent reply waits its end-to-end latency, which is
 * also what the latency block reports. Only the turns the transcript shows become objects: a
 * compact call keeps its first and last few, but its length and latency cover every turn.
 */
const layOutTurns = (rng: Rng, phases: readonly PlannedPhase[], kbShare: number, shownTurns: number): Layout => {
  const latency: LatencyValues = { llm: [], e2e: [], tts: [], knowledge_base: [] };
  const agentCharsPerSecond = rng.between(13.5, 15.5);
  const userCharsPerSecond = rng.between(11.5, 16);
  const total = countTurns(phases);
  const head = shownTurns >= total ? total : Math.ceil(shownTurns / 2);
  const tailFrom = shownTurns >= total ? total : total - (shownTurns - head);
  const shown: TimedTurn[] = [];
  let cursor = 0;
  let lastUserEnd: number | null = null;
  let previous: Speaker | null = null;
  let responseId = 0;
  let index = 0;

  for (const phase of phases) {
    for (const turn of phase.turns) {
      let gap: number;
      if (previous === null) {
        gap = turn.role === 'user' ? rng.between(0.6, 1.8) : BEGIN_DELAY_S + rng.between(0, 0.3);
      } else if (turn.role === 'agent' && previous === 'user') {
        const llm = lognormal(rng, 560, 0.35, 180, 4000);
        const tts = lognormal(rng, 260, 0.25, 90, 1500);
        const e2e = llm + tts + rng.int(220, 520);
        latency.llm.push(llm);
        latency.tts.push(tts);
        latency.e2e.push(e2e);
        if (rng.chance(kbShare)) latency.knowledge_base.push(lognormal(rng, 95, 0.45, 20, 900));
        gap = e2e / 1000;
      } else if (turn.afterSilence === true) {
        gap = REMINDER_S + rng.between(0, 0.4);
      } else {
        // The same speaker going on, or the other side answering.
        gap = turn.role === previous ? rng.between(0.3, 0.7) : rng.between(0.25, 1.1);
      }
      const start = turn.startAt ?? (turn.speaksOver === undefined ? cursor + gap : cursor - turn.speaksOver);
      const end =
        start +
        Math.max(0.35, turn.content.length / (turn.role === 'agent' ? agentCharsPerSecond : userCharsPerSecond));
      const id = turn.role === 'agent' ? responseId++ : null;
      if (index < head || index >= tailFrom)
        shown.push({ role: turn.role, content: turn.content, node: phase, start, end, responseId: id });
      if (turn.role === 'user') lastUserEnd = end;
      cursor = end;
      previous = turn.role;
      index += 1;
    }
  }
  return { shown, lastEnd: cursor, lastUserEnd, latency };
};

// ---------------------------------------------------------------------------------------------
// One call.

type CallOutline = {
  kind: CallKind;
  phases: readonly PlannedPhase[];
  callType: string;
  isSuccessful: boolean;
  sentiment: string;
  summary: string;
  detailedSummary: string;
  disconnectionReason: string;
  inVoicemail: boolean;
  appointmentAt: number | null;
  email: string | null;
  /** The custom analysis beyond the name (a finished screening's outcome and score). */
  analysis?: ScreeningAnalysis;
};

const outlineCall = (
  rng: Rng,
  agentId: SampleAgentId,
  direction: CallDirection,
  customer: Customer,
  startTimestamp: number,
  zara: ZaraPlan | null,
): CallOutline => {
  const kind = rng.pickWeighted(direction === 'outbound' ? outboundKinds : inboundKinds);
  const agentName = personas[agentId].agentName;
  const greeting = greetingNodes[agentId];
  const callType = zara?.step === 'scheduling' ? 'zara_interview_scheduling' : defaultCallType[agentId];
  const base = { kind, callType, inVoicemail: false, appointmentAt: null, email: null, isSuccessful: false };
  const opening: PlannedTurn[] =
    direction === 'outbound'
      ? [
          { role: 'user', content: rng.pick(['Hello?', 'Hello, who is this?', 'Yes, hello?']) },
          { role: 'agent', content: outboundIntro(agentId, customer) },
        ]
      : [{ role: 'agent', content: inboundGreeting(agentId) }];
  const inGreeting = (...turns: PlannedTurn[]): PlannedPhase[] => [{ id: greeting.id, name: greeting.name, turns }];

  switch (kind) {
    case 'no_answer':
    case 'busy':
    case 'dial_failed': {
      const what = { no_answer: 'was not answered', busy: 'got a busy signal', dial_failed: 'could not be connected' }[
        kind
      ];
      const reason = { no_answer: 'dial_no_answer', busy: 'dial_busy', dial_failed: 'dial_failed' }[kind];
      return {
        ...base,
        phases: [],
        sentiment: 'Neutral',
        summary: `The call to ${customer.fullName} ${what}.`,
        detailedSummary: `${agentName} dialled ${customer.fullName}, but the call ${what}, so nothing was discussed. The contact stays in the queue for another attempt.`,
        disconnectionReason: reason,
      };
    }
    case 'voicemail': {
      const message = voicemailMessages[agentId];
      return {
        ...base,
        inVoicemail: true,
        phases: [
          ...inGreeting({ role: 'user', content: rng.pick(voicemailGreetings(customer)) }),
          { ...voicemailNode, turns: [{ role: 'agent', content: message }] },
        ],
        sentiment: 'Neutral',
        summary: `The call to ${customer.fullName} reached voicemail; ${agentName} left a message.`,
        detailedSummary: `${agentName} called ${customer.fullName} and reached voicemail. ${agentName} left the standard message asking for a call back. No conversation took place.`,
        disconnectionReason: 'voicemail_reached',
      };
    }
    case 'early_hangup': {
      const line =
        direction === 'outbound'
          ? rng.pick(hangUpLines)
          : rng.pick(['Sorry, wrong number.', 'Oh, sorry, I dialled by mistake.', 'Never mind, bye.']);
      return {
        ...base,
        phases: inGreeting(...opening, { role: 'user', content: line }),
        sentiment: rng.pickWeighted([
          ['Negative', 5],
          ['Neutral', 4],
          ['Somewhat negative', 1],
        ]),
        summary: `${customer.fullName} ended the call right after the greeting: "${line}"`,
        detailedSummary: `${agentName} ${direction === 'outbound' ? 'called' : 'answered'} ${customer.fullName}, who hung up after the greeting ("${line}"). Nothing else was discussed.`,
        disconnectionReason: 'user_hangup',
      };
    }
    case 'inactivity': {
      return {
        ...base,
        phases: inGreeting(
          ...opening,
          { role: 'agent', content: 'Hello, are you able to hear me?', afterSilence: true },
          { role: 'agent', content: "I'm not able to hear you. I'll try you again later.", afterSilence: true },
        ),
        sentiment: 'Neutral',
        summary: `The line to ${customer.fullName} stayed silent; the call ended for inactivity.`,
        detailedSummary: `${agentName} ${direction === 'outbound' ? 'called' : 'answered'} ${customer.fullName}, but heard nothing after the greeting. Two reminders got no response, and the call ended after the silence limit.`,
        disconnectionReason: 'inactivity',
      };
    }
    default: {
      const context = { rng, direction, customer, startTimestamp };
      const script = agentId === 'zara' ? zaraCall(context, zara!) : rng.pickWeighted(callScripts[agentId])(context);
      if (kind === 'error') {
        // The line drops a few turns in.
        const total = countTurns(script.phases);
        let keep = Math.min(total, rng.int(3, Math.max(3, total - 2)));
        const phases: PlannedPhase[] = [];
        for (const phase of script.phases) {
          if (keep <= 0) break;
          phases.push({ id: phase.id, name: phase.name, turns: phase.turns.slice(0, keep) });
          keep -= phase.turns.length;
        }
        return {
          ...base,
          callType: script.callType,
          phases,
          sentiment: 'Neutral',
          summary: `The call with ${customer.fullName} dropped mid-conversation because of a technical error.`,
          detailedSummary: `${agentName} was speaking with ${customer.fullName} when the call dropped because of a technical error. The conversation did not finish and needs a follow-up.`,
          disconnectionReason: rng.pick(errorReasons),
        };
      }
      if (kind === 'max_duration') {
        // Everything up to the wrap-up was said, then the line stayed open until the time limit.
        const body = script.phases.length > 1 ? script.phases.slice(0, -1) : script.phases;
        const limit: PlannedTurn = {
          role: 'agent',
          content:
            "We've reached the maximum length for this call, so I'll have to end it here. Someone from our team will follow up.",
          // Early enough that even slow speech ends before the limit.
          startAt: MAX_CALL_MS / 1000 - 10.5,
        };
        return {
          ...base,
          callType: script.callType,
          phases: [...body, { ...limitNode, turns: [limit] }],
          sentiment: 'Neutral',
          summary: `The call with ${customer.fullName} reached the one-hour limit before it could finish.`,
          detailedSummary: `${agentName} and ${customer.fullName} talked for a few minutes, then the line stayed open without speech until the one-hour maximum call length. The agent ended the call; the outcome needs a follow-up.`,
          disconnectionReason: 'max_duration_reached',
        };
      }
      return {
        ...base,
        callType: script.callType,
        phases: script.phases,
        isSuccessful: script.isSuccessful,
        sentiment: script.sentiment,
        summary: script.summary,
        detailedSummary: script.detailedSummary,
        disconnectionReason: script.disconnectionReason,
        appointmentAt: script.appointmentAt,
        email: script.email,
        ...(script.analysis === undefined ? {} : { analysis: script.analysis }),
      };
    }
  }
};

/** Time the call stays up after the last words, by how it ended. */
const closingSeconds = (rng: Rng, outline: CallOutline, layout: Layout): number => {
  if (layout.lastEnd === 0) return 0;
  switch (outline.disconnectionReason) {
    case 'inactivity':
      return Math.max(0.5, (layout.lastUserEnd ?? 0) + END_AFTER_SILENCE_S - layout.lastEnd);
    case 'max_duration_reached':
      return MAX_CALL_MS / 1000 - layout.lastEnd;
    case 'call_transfer':
      return rng.between(1.5, 4);
    case 'user_hangup':
      return rng.between(0.2, 1);
    default:
      return rng.between(0.4, 1.5);
  }
};

type TranscriptParts = {
  transcript: string;
  transcript_object: NonNullable<ProviderCall['transcript_object']>;
  transcript_with_tool_calls: NonNullable<ProviderCall['transcript_with_tool_calls']>;
};

const buildTranscript = (shown: readonly TimedTurn[], withWords: boolean): TranscriptParts => {
  let transcript = '';
  const entries: TranscriptParts['transcript_object'] = [];
  const withTools: TranscriptParts['transcript_with_tool_calls'] = [];
  let node: ScriptNode | null = null;
  for (const turn of shown) {
    transcript += `${transcript === '' ? '' : '\n'}${turn.role === 'agent' ? 'Agent' : 'User'}: ${turn.content}`;
    const entry: TranscriptParts['transcript_object'][number] = { role: turn.role, content: turn.content };
    if (withWords) entry.words = spreadWords(turn.content, turn.start, turn.end);
    if (turn.responseId !== null) entry.metadata = { response_id: turn.responseId };
    entries.push(entry);
    if (node !== null && node.id !== turn.node.id) {
      withTools.push({
        role: 'node_transition',
        former_node_id: node.id,
        former_node_name: node.name,
        new_node_id: turn.node.id,
        new_node_name: turn.node.name,
      });
    }
    node = turn.node;
    withTools.push(entry);
  }
  return { transcript, transcript_object: entries, transcript_with_tool_calls: withTools };
};

type CallFrame = {
  callId: string;
  agentId: SampleAgentId;
  direction: CallDirection;
  customer: Customer;
  customerPhone: string;
  startTimestamp: number;
  durationMs: number;
  /** The provider's version of the agent that took the call (see agentVersionAt). */
  agentVersion: number;
  rng: Rng;
};

/**
 * The sample agents' prompts changed 30 days ago: calls before then ran version 1 of their agent,
 * later ones version 2 (the analytics compare the two).
 */
export const SAMPLE_VERSION_CHANGE_DAYS = 30;
const agentVersionAt = (startTimestamp: number, now: number) =>
  startTimestamp < now - SAMPLE_VERSION_CHANGE_DAYS * DAY_MS ? 1 : 2;

/** The fields every call has, whatever happened on it. */
const assembleCall = (
  frame: CallFrame,
  outline: CallOutline,
  parts: TranscriptParts,
  latency: LatencyValues,
  recordingUrl: string | null,
): ProviderCall => {
  const business = businessNumbers[frame.agentId];
  return {
    call_id: frame.callId,
    call_type: 'phone_call',
    agent_id: frame.agentId,
    agent_version: frame.agentVersion,
    call_status: 'ended',
    start_timestamp: frame.startTimestamp,
    end_timestamp: frame.startTimestamp + frame.durationMs,
    duration_ms: frame.durationMs,
    transcript: parts.transcript,
    transcript_object: parts.transcript_object,
    transcript_with_tool_calls: parts.transcript_with_tool_calls,
    recording_url: recordingUrl,
    public_log_url: `https://logs.agentdesk.example/calls/${frame.callId}/public.log`,
    disconnection_reason: outline.disconnectionReason,
    latency: buildLatency(latency),
    call_cost: buildCallCost(frame.durationMs),
    call_analysis: {
      in_voicemail: outline.inVoicemail,
      call_summary: outline.summary,
      user_sentiment: outline.sentiment,
      call_successful: outline.isSuccessful,
      custom_analysis_data: { name: frame.customer.fullName, ...outline.analysis },
      call_ended: true,
      detailed_call_summary: outline.detailedSummary,
      appointment_booked: outline.appointmentAt !== null,
      date_time: outline.appointmentAt === null ? null : new Date(outline.appointmentAt).toISOString(),
      email: outline.email,
    },
    opt_out_sensitive_data_storage: false,
    from_number: frame.direction === 'inbound' ? frame.customerPhone : business,
    to_number: frame.direction === 'inbound' ? business : frame.customerPhone,
    direction: frame.direction,
    telephony_identifier: { twilio_call_sid: `CA${frame.rng.hex(32)}` },
    // Free-form call metadata, as the provider passes through what the dialler set: the SPEC §3 call type.
    metadata: { call_type: outline.callType },
  };
};

type GeneratorState = {
  /** Picks each call's agent and direction; what is said on it comes from the call's own generator (contentKey, index). */
  rng: Rng;
  contentKey: number;
  idKeys: readonly [number, number, number];
  agents: readonly (readonly [SampleAgentId, number])[];
  detail: TranscriptDetail;
  now: number;
  windowStart: number;
  onQaStory: GenerateCallsOptions['onQaStory'];
  /** Stories told by each agent in the last RECENT_STORY_DAYS (`story|agent`): each must be told there once. */
  recentStories: Set<string>;
};

/** Each agent tells each of its quality-review stories at least once in these last days (the QA page shows 30). */
const RECENT_STORY_DAYS = 21;

const generateCall = (state: GeneratorState, index: number, plannedStart: number): ProviderCall => {
  const agentId = state.rng.pickWeighted(state.agents);
  const hour = businessHour(plannedStart);
  const mayDial = hour >= CALLING_HOURS[0] && hour < CALLING_HOURS[1];
  const direction: CallDirection = mayDial && state.rng.chance(outboundShare[agentId]) ? 'outbound' : 'inbound';
  // Each call's own generator: what one call says never shifts what the others say.
  const rng = createRng(hashSeed(state.contentKey, index));
  // zara talks to a sample candidate of the role, at the stage the call belongs to; the others to anyone.
  const zara = agentId === 'zara' ? planZaraCall(rng, (state.now - plannedStart) / DAY_MS) : null;
  const customer = zara?.customer ?? createCustomer(rng);
  const customerPhone = zara?.phone ?? customerNumber(rng);

  // A few calls tell a quality-review story, drawn from their own key so no other call changes; in
  // the recent days, the first call that can tell a story its agent has not told there yet does.
  const isRecent = plannedStart >= state.now - RECENT_STORY_DAYS * DAY_MS;
  const { outline, story } = tellQaStory(
    outlineCall(rng, agentId, direction, customer, plannedStart, zara?.plan ?? null),
    {
      key: hashSeed(state.contentKey, index, QA_STORY_SALT),
      agentId,
      agentVersion: agentVersionAt(plannedStart, state.now),
      mustTell: (told) => isRecent && !state.recentStories.has(`${told}|${agentId}`),
    },
  );
  if (story !== null && isRecent) state.recentStories.add(`${story}|${agentId}`);
  const shownTurns = state.detail === 'compact' ? 2 + (index % 3) : Number.POSITIVE_INFINITY;
  const layout = layOutTurns(rng, outline.phases, agentId === 'zara' ? 0.25 : 0.4, shownTurns);
  const durationMs = Math.round((layout.lastEnd + closingSeconds(rng, outline, layout)) * 1000);
  // A call still running at `now` would not be in the history yet: move it back so it has ended.
  const startTimestamp = Math.max(state.windowStart, Math.min(plannedStart, state.now - durationMs));

  const parts = buildTranscript(layout.shown, state.detail === 'full');
  const frame: CallFrame = {
    callId: makeCallId(state.idKeys, index),
    agentId,
    direction,
    customer,
    customerPhone,
    startTimestamp,
    durationMs,
    agentVersion: agentVersionAt(startTimestamp, state.now),
    rng,
  };
  if (story !== null)
    state.onQaStory?.({ call_id: frame.callId, agent_id: agentId, agent_version: frame.agentVersion, story });
  return assembleCall(frame, outline, parts, layout.latency, null);
};

// ---------------------------------------------------------------------------------------------
// Calls with real audio.

type PlannedRecording = { entry: RecordingEntry; startTimestamp: number; ordinal: number };

/** A business-hours start in the last two days (and the window) for each recording that fits. */
const planRecordings = (
  options: GenerateCallsOptions,
  agentIds: readonly SampleAgentId[],
  windowStart: number,
): PlannedRecording[] => {
  const rng = createRng(hashSeed(options.seed, 3));
  const earliest = Math.max(windowStart, options.now - 2 * DAY_MS);
  const eligible = loadRecordingManifest().recordings.filter((entry) =>
    (agentIds as readonly string[]).includes(entry.agent_id),
  );
  const planned: PlannedRecording[] = [];
  for (const [ordinal, entry] of eligible.entries()) {
    if (planned.length >= options.count) break;
    const latest = options.now - entry.duration_ms - 60_000;
    if (latest <= earliest) continue;
    let start = latest;
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const candidate = Math.floor(rng.between(earliest, latest));
      const hour = businessHour(candidate);
      if (hour >= 10 && hour < 18) {
        start = candidate;
        break;
      }
    }
    planned.push({ entry, startTimestamp: start, ordinal });
  }
  return planned.sort((x, y) => x.startTimestamp - y.startTimestamp);
};

const recordedCall = (state: GeneratorState, planned: PlannedRecording): ProviderCall => {
  const { entry, startTimestamp } = planned;
  const details = recordedCallDetails[entry.name];
  if (details === undefined || !isSampleAgentId(entry.agent_id)) {
    throw new Error(`Recording ${entry.name} has no call details in call-scripts.ts`);
  }
  const rng = createRng(hashSeed(state.idKeys[0], planned.ordinal, 7));
  const agentId = entry.agent_id;
  // zara's recorded calls talk to sample candidates, on their own numbers.
  const candidate = sampleCandidates.find(({ name }) => name === details.customerName);
  const [firstName = '', lastName = ''] = details.customerName.split(' ');
  const customer: Customer =
    candidate === undefined
      ? { firstName, lastName, fullName: details.customerName, email: details.email ?? '' }
      : customerOf(candidate);

  const latency: LatencyValues = { llm: [], e2e: [], tts: [], knowledge_base: [] };
  const timed: TimedTurn[] = [];
  let node: ScriptNode = details.nodes[0]?.node ?? greetingNodes[agentId];
  let responseId = 0;
  for (const [i, utterance] of entry.utterances.entries()) {
    node = details.nodes.find((n) => n.at === i)?.node ?? node;
    const previous = entry.utterances[i - 1];
    if (utterance.role === 'agent' && previous?.role === 'user') {
      // The pause in the audio is the reply latency, so the latency block agrees with what you hear.
      const e2e = Math.round((utterance.start - previous.end) * 1000);
      const llm = Math.round(e2e * rng.between(0.45, 0.6));
      latency.e2e.push(e2e);
      latency.llm.push(llm);
      latency.tts.push(Math.round((e2e - llm) * rng.between(0.5, 0.7)));
      if (rng.chance(0.4)) latency.knowledge_base.push(lognormal(rng, 95, 0.45, 20, 900));
    }
    timed.push({
      role: utterance.role,
      content: utterance.content,
      node,
      start: utterance.start,
      end: utterance.end,
      responseId: utterance.role === 'agent' ? responseId++ : null,
    });
  }

  const outline: CallOutline = {
    kind: 'connected',
    phases: [],
    callType: details.callType,
    isSuccessful: details.isSuccessful,
    sentiment: details.sentiment,
    summary: details.summary,
    detailedSummary: details.detailedSummary,
    disconnectionReason: details.disconnectionReason,
    inVoicemail: false,
    appointmentAt:
      details.appointment === null
        ? null
        : atBusinessTime(
            startTimestamp,
            details.appointment.daysAfter,
            details.appointment.hour,
            details.appointment.minute,
          ),
    email: details.email,
    ...(details.analysis === undefined ? {} : { analysis: details.analysis }),
  };
  const frame: CallFrame = {
    callId: makeCallId(state.idKeys, RECORDED_CALL_INDEX_BASE + planned.ordinal),
    agentId,
    direction: entry.direction,
    customer,
    customerPhone: candidate?.phone ?? customerNumber(rng),
    startTimestamp,
    durationMs: entry.duration_ms,
    agentVersion: agentVersionAt(startTimestamp, state.now),
    rng,
  };
  // Recorded calls always carry the full transcript: it is what the player highlights.
  return assembleCall(frame, outline, buildTranscript(timed, true), latency, `recording:${entry.file}`);
};

// ---------------------------------------------------------------------------------------------
// The window, hour by hour.

type HourSlot = { start: number; end: number; weight: number };

/** Hour slots aligned to business-time hours, weighted by hour, weekday, a slow trend and daily noise. */
const planHours = (rng: Rng, windowStart: number, now: number, days: number): HourSlot[] => {
  const slots: HourSlot[] = [];
  let dayFactor = 1;
  let day = -1;
  // First business-time hour boundary at or before the window start (the offset is whole half-hours).
  let start = Math.floor((windowStart + BUSINESS_UTC_OFFSET_MS) / HOUR_MS) * HOUR_MS - BUSINESS_UTC_OFFSET_MS;
  while (start < now) {
    const end = start + HOUR_MS;
    const local = new Date(start + BUSINESS_UTC_OFFSET_MS);
    const localDay = Math.floor((start + BUSINESS_UTC_OFFSET_MS) / DAY_MS);
    if (localDay !== day) {
      day = localDay;
      // Some days run an outbound campaign; the rest wobble around the weekly shape.
      dayFactor = Math.exp(0.15 * rng.normal()) * (rng.chance(0.06) ? 1.7 : 1);
    }
    const progress = Math.min(1, Math.max(0, (start - windowStart) / (days * DAY_MS)));
    const covered = (Math.min(end, now) - Math.max(start, windowStart)) / HOUR_MS;
    const weight =
      (hourWeights[local.getUTCHours()] ?? 0) *
      (weekdayWeights[local.getUTCDay()] ?? 0) *
      dayFactor *
      (0.8 + 0.4 * progress) *
      covered;
    slots.push({ start: Math.max(start, windowStart), end: Math.min(end, now), weight });
    start = end;
  }
  return slots;
};

const validate = (options: GenerateCallsOptions): SampleAgentId[] => {
  if (!Number.isInteger(options.count) || options.count < 0) throw new Error('count must be a whole number, 0 or more');
  if (!Number.isFinite(options.now)) throw new Error('now must be an epoch time in milliseconds');
  if (!(options.days > 0)) throw new Error('days must be more than 0');
  const requested = options.agentIds ?? [...sampleAgentIds];
  const unknown = requested.filter((id) => !isSampleAgentId(id));
  if (unknown.length > 0)
    throw new Error(`No call scripts for agent ${unknown.join(', ')}; known: ${sampleAgentIds.join(', ')}`);
  if (requested.length === 0 && options.count > 0) throw new Error('agentIds must name at least one agent');
  return requested.filter(isSampleAgentId);
};

/**
 * Streams `count` sample calls over the `days` before `now`, oldest first. Holds one hour of calls
 * at a time (plus the last hour or so, which is re-sorted after moving still-running calls back).
 */
export function* iterateCalls(options: GenerateCallsOptions): Generator<ProviderCall> {
  const agentIds = validate(options);
  if (options.count === 0) return;

  const windowStart = options.now - Math.round(options.days * DAY_MS);
  const state: GeneratorState = {
    rng: createRng(hashSeed(options.seed, 2)),
    contentKey: hashSeed(options.seed, 4),
    idKeys: [hashSeed(options.seed, 10), hashSeed(options.seed, 11), hashSeed(options.seed, 12)],
    agents: agentIds.map((id) => [id, agentWeights[id]] as const),
    detail: options.transcriptDetail ?? 'full',
    now: options.now,
    windowStart,
    onQaStory: options.onQaStory,
    recentStories: new Set(),
  };
  const scheduleRng = createRng(hashSeed(options.seed, 1));
  const slots = planHours(scheduleRng, windowStart, options.now, options.days);
  const recordings = planRecordings(options, agentIds, windowStart);

  let remaining = options.count - recordings.length;
  let weightLeft = slots.reduce((sum, slot) => sum + slot.weight, 0);
  let index = 0;
  let nextRecording = 0;
  // Calls that start this close to `now` may be moved back; they are sorted once at the end.
  const tailStart = options.now - MAX_CALL_MS - 60_000;
  const tail: ProviderCall[] = [];
  const byStart = (x: ProviderCall, y: ProviderCall): number => (x.start_timestamp ?? 0) - (y.start_timestamp ?? 0);

  for (const [i, slot] of slots.entries()) {
    const n =
      i === slots.length - 1
        ? remaining
        : binomial(scheduleRng, remaining, weightLeft > 0 ? slot.weight / weightLeft : 1);
    remaining -= n;
    weightLeft -= slot.weight;

    const starts: number[] = [];
    for (let k = 0; k < n; k += 1) starts.push(Math.floor(scheduleRng.between(slot.start, slot.end)));
    starts.sort((x, y) => x - y);

    const calls: ProviderCall[] = [];
    for (const start of starts) calls.push(generateCall(state, index++, start));
    let hasRecorded = false;
    for (
      let planned = recordings[nextRecording];
      planned !== undefined && planned.startTimestamp < slot.end;
      planned = recordings[nextRecording]
    ) {
      calls.push(recordedCall(state, planned));
      nextRecording += 1;
      hasRecorded = true;
    }

    if (slot.end > tailStart) {
      for (const call of calls) tail.push(call);
      continue;
    }
    if (hasRecorded) calls.sort(byStart);
    yield* calls;
  }
  tail.sort(byStart);
  yield* tail;
}

/** All of `iterateCalls` as an array; for seeding and tests, not for millions of calls. */
export const generateCalls = (options: GenerateCallsOptions): ProviderCall[] => Array.from(iterateCalls(options));
