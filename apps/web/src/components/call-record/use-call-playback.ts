import type { Call } from '@agentdesk/shared';
import { useMemo } from 'react';
import { findActiveEntryIndex } from './find-active-entry-index.ts';
import { toMessages } from './to-messages.ts';
import { useAudioPlayer } from './use-audio-player.ts';
import { useStableRecordingSrc } from './use-stable-recording-src.ts';

/**
 * A call's recording and transcript, played together: the player, the transcript as messages and
 * the one being spoken. Conversations and the inbox's calls both show a call through it; the caller's
 * name is the contact's when it is known.
 */
export const useCallPlayback = (call: Call, callerName?: string | null) => {
  const recordingSrc = useStableRecordingSrc(call.recording_url);
  const player = useAudioPlayer(recordingSrc);
  const messages = useMemo(() => toMessages(call, callerName), [call, callerName]);
  const starts = useMemo(() => messages.map((message) => message.startSeconds), [messages]);
  const activeIndex = player.isPlaying ? findActiveEntryIndex(starts, player.currentTime) : -1;
  return {
    hasRecording: recordingSrc !== null,
    player,
    messages,
    activeIndex,
    onSeek: recordingSrc !== null ? player.seek : undefined,
  };
};
