import type { ProviderCall } from './calls.ts';
import type { KnowledgeBaseMeasure, ToolCallMeasure, TransferMeasure } from './qa-measures-schema.ts';
import { roundSeconds, type SpokenTurn } from './qa-turns.ts';

// Tool calls, transfers and knowledge-base use, read from what the provider reports
// (transcript_with_tool_calls in Retell's format, the end reason, the latency block). Nothing is
// guessed: a call that reports nothing has no tool calls and an unreported knowledge base.

type ToolEntry = Record<string, unknown> & { role: string };

const textOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** End reasons that say the call was handed over to someone else. */
const transferredEndReasons = new Set(['call_transfer', 'transfer_bridged']);
const isTransferTool = (name: string): boolean => /transfer/i.test(name);
const isEndCallTool = (name: string): boolean => /end_?call|hang_?up/i.test(name);
const isKnowledgeBaseTool = (name: string): boolean => /knowledge|retriev/i.test(name);

const failedStatuses = new Set(['error', 'failed', 'failure', 'fail']);

/** The result's content as a JSON object, or null when it is not one (plain text, a list, a number). */
const parseObject = (content: string): Record<string, unknown> | null => {
  try {
    const parsed: unknown = JSON.parse(content);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
};

/** Why a JSON result reads as a failure, or null when it does not. */
const jsonFailure = (result: Record<string, unknown>): string | null => {
  const error = result['error'];
  if (error !== undefined && error !== null && error !== false && error !== '') {
    return `error: ${typeof error === 'string' ? error : JSON.stringify(error)}`;
  }
  for (const flag of ['success', 'successful', 'ok']) {
    if (result[flag] === false) return `${flag}: false`;
  }
  const status = result['status'];
  if (typeof status === 'string' && failedStatuses.has(status.toLowerCase())) return `status: ${status}`;
  return null;
};

/**
 * Why a tool call failed, or null when it succeeded. In order: the provider's `successful` flag
 * when it sends one; a result whose content is JSON with an `error`, or `success` / `successful` /
 * `ok` false, or a `status` of error / failed; a plain-text result that says error, failed, failure,
 * exception, unable or timeout (not "no errors"); no result at all, unless the call ended as the tool asked (a transfer
 * tool on a call that ended by transfer, an end-call tool).
 */
export const readToolFailure = (
  name: string,
  result: ToolEntry | undefined,
  disconnectionReason: string | null | undefined,
): string | null => {
  if (result === undefined) {
    if (isTransferTool(name) && transferredEndReasons.has(disconnectionReason ?? '')) return null;
    if (isEndCallTool(name)) return null;
    return 'no result';
  }
  if (result['successful'] === false) return 'successful: false';
  if (result['successful'] === true) return null;
  const content = textOf(result['content']) ?? '';
  const json = parseObject(content);
  return json === null ? textFailure(content) : jsonFailure(json);
};

/** Words that say a plain-text result went wrong, unless the word before takes it back ("no errors"). */
const failureWords = /^(error|errors|failed|failure|exception|unable|timeout|timed)$/;
const takenBack = new Set(['no', 'not', 'without', 'zero', '0']);

const textFailure = (content: string): string | null => {
  const words = content.toLowerCase().split(/[^a-z0-9]+/);
  const isFailure = words.some((word, index) => failureWords.test(word) && !takenBack.has(words[index - 1] ?? ''));
  return isFailure ? content.trim().slice(0, 200) : null;
};

/** transcript_object indices of the utterances in transcript_with_tool_calls, matched in order by role and content. */
const utteranceTurnIndices = (call: ProviderCall, entries: readonly ToolEntry[]): (number | null)[] => {
  const transcript = call.transcript_object ?? [];
  let next = 0;
  return entries.map((entry) => {
    if (entry.role !== 'agent' && entry.role !== 'user') return null;
    const content = textOf(entry['content']);
    for (let k = next; k < transcript.length; k += 1) {
      if (transcript[k]?.role === entry.role && transcript[k]?.content === content) {
        next = k + 1;
        return k;
      }
    }
    return null;
  });
};

/**
 * Every tool invocation in transcript_with_tool_calls, with the spoken turn just before it as
 * evidence and whether it succeeded (see readToolFailure).
 */
export const readToolCalls = (call: ProviderCall, turns: readonly SpokenTurn[]): ToolCallMeasure[] => {
  const entries = (call.transcript_with_tool_calls ?? []) as ToolEntry[];
  const turnIndices = utteranceTurnIndices(call, entries);
  const results = new Map<string, ToolEntry>();
  for (const entry of entries) {
    const id = textOf(entry['tool_call_id']);
    if (entry.role === 'tool_call_result' && id !== null && !results.has(id)) results.set(id, entry);
  }
  const turnEnds = new Map(turns.map((turn) => [turn.turn_index, turn.end]));
  const toolCalls: ToolCallMeasure[] = [];
  let lastTurnIndex: number | null = null;
  for (const [position, entry] of entries.entries()) {
    lastTurnIndex = turnIndices[position] ?? lastTurnIndex;
    if (entry.role !== 'tool_call_invocation') continue;
    const name = textOf(entry['name']) ?? 'unnamed tool';
    const id = textOf(entry['tool_call_id']);
    const failure = readToolFailure(name, id === null ? undefined : results.get(id), call.disconnection_reason);
    const turnEnd = lastTurnIndex === null ? null : (turnEnds.get(lastTurnIndex) ?? null);
    toolCalls.push({
      name,
      tool_call_id: id,
      turn_index: lastTurnIndex,
      at_seconds: turnEnd === null ? null : roundSeconds(turnEnd),
      ok: failure === null,
      failure,
    });
  }
  return toolCalls;
};

/**
 * Transfers: made when a transfer tool call succeeded or the call ended by transfer
 * (call_transfer, transfer_bridged); failed when a transfer tool call failed or the provider
 * reports transfer_cancelled. The evidence is the turn before the first transfer tool call, else
 * the last spoken turn when only the end reason tells.
 */
export const readTransfer = (
  toolCalls: readonly ToolCallMeasure[],
  disconnectionReason: string | null | undefined,
  turns: readonly SpokenTurn[],
): TransferMeasure => {
  const transferCalls = toolCalls.filter((toolCall) => isTransferTool(toolCall.name));
  const made = transferCalls.some((toolCall) => toolCall.ok) || transferredEndReasons.has(disconnectionReason ?? '');
  const failed = transferCalls.some((toolCall) => !toolCall.ok) || disconnectionReason === 'transfer_cancelled';
  const lastTurn = turns.at(-1)?.turn_index ?? null;
  const turnIndex = transferCalls[0]?.turn_index ?? (made || failed ? lastTurn : null);
  return { made, failed, turn_index: turnIndex };
};

/**
 * Knowledge-base use as the provider reports it: a knowledge_base_retrieved_contents_url, a
 * knowledge-base retrieval tool call, or latency.knowledge_base with at least one measurement mean
 * it was used; latency.knowledge_base with none means it was reported unused. Otherwise unreported.
 */
export const readKnowledgeBase = (call: ProviderCall, toolCalls: readonly ToolCallMeasure[]): KnowledgeBaseMeasure => {
  const contentsUrl = (call as Record<string, unknown>)['knowledge_base_retrieved_contents_url'];
  if (typeof contentsUrl === 'string' && contentsUrl.trim() !== '') return { reported: true, used: true };
  if (toolCalls.some((toolCall) => isKnowledgeBaseTool(toolCall.name))) return { reported: true, used: true };
  const stats = call.latency?.knowledge_base;
  if (stats === undefined) return { reported: false };
  const measured = Math.max(stats.num ?? 0, stats.values?.length ?? 0);
  return { reported: true, used: measured > 0 };
};
