import type { Call } from '@agentdesk/shared';

/** A transcript entry as the message list shows it (SPEC §3 Message, plus where it starts in the recording). */
export type CallMessage = {
  id: string;
  /** Its index in transcript_object (other roles are skipped, so it may differ from its place in the list). */
  turnIndex: number;
  /** 'Agent' for the agent; the caller's name, or '' when the call does not know it. */
  sender: string;
  content: string;
  /** When the message was spoken (call start + first word start), or null when unknown. */
  timestamp: number | null;
  isAgent: boolean;
  /** Seconds into the recording where the first word starts, or null without word timings. */
  startSeconds: number | null;
};

/** The first letter of the sender for the avatar; 'U' when there is no sender (SPEC §2). */
export const avatarLetter = (sender: string): string => {
  const first = sender.trim().charAt(0);
  return first === '' ? 'U' : first.toUpperCase();
};

/** The name shown above a user message: the sender, or 'User' when it is empty. */
export const senderLabel = (sender: string): string => (sender.trim() === '' ? 'User' : sender.trim());

type MessageSource = Pick<Call, 'call_id' | 'start_timestamp' | 'transcript_object' | 'call_analysis'>;

/**
 * Builds the message list from transcript_object: agent and user turns, in order. The caller is
 * `callerName` when the contact is known (resolved on the server), else the name the analysis gives.
 */
export const toMessages = (call: MessageSource, knownCaller?: string | null): CallMessage[] => {
  const callerName = knownCaller?.trim() || (call.call_analysis?.custom_analysis_data?.name?.trim() ?? '');
  const entries = call.transcript_object ?? [];

  return entries.flatMap((entry, index) => {
    if (entry.role !== 'agent' && entry.role !== 'user') return [];
    const isAgent = entry.role === 'agent';
    const startSeconds = entry.words?.[0]?.start ?? null;
    const startTimestamp = call.start_timestamp ?? null;
    const timestamp = startTimestamp === null ? null : startTimestamp + Math.round((startSeconds ?? 0) * 1000);
    return [
      {
        id: `${call.call_id}-${index}`,
        turnIndex: index,
        sender: isAgent ? 'Agent' : callerName,
        content: entry.content,
        timestamp,
        isAgent,
        startSeconds,
      },
    ];
  });
};
