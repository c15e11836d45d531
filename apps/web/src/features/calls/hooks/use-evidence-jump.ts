import type { QaEvidence } from '@agentdesk/shared';
import { useState } from 'react';
import { findActiveEntryIndex } from '../../../components/call-record/find-active-entry-index.ts';
import type { MessageHighlight } from '../../../components/call-record/message-list.tsx';
import type { CallMessage } from '../../../components/call-record/to-messages.ts';
import type { AudioPlayer } from '../../../components/call-record/use-audio-player.ts';

type Options = {
  messages: CallMessage[];
  player: AudioPlayer;
  hasRecording: boolean;
  /** Called first, so the transcript is on screen to be highlighted (the Chats view may be open). */
  onBeforeJump: () => void;
};

/** The message the evidence names: its turn of transcript_object, else the one spoken at its time. */
const messageIndexOf = (messages: CallMessage[], evidence: QaEvidence): number => {
  if (evidence.turn_index !== null) return messages.findIndex((message) => message.turnIndex === evidence.turn_index);
  if (evidence.at_seconds === null) return -1;
  return findActiveEntryIndex(
    messages.map((message) => message.startSeconds),
    evidence.at_seconds,
  );
};

/**
 * Going to a QA result's evidence: the recording plays from its moment (the turn's start when the
 * result names only the turn) and the turn is highlighted in the transcript. Without a recording
 * it only highlights the turn.
 */
export const useEvidenceJump = ({ messages, player, hasRecording, onBeforeJump }: Options) => {
  const [highlight, setHighlight] = useState<MessageHighlight | null>(null);

  const showEvidence = (evidence: QaEvidence) => {
    onBeforeJump();
    const index = messageIndexOf(messages, evidence);
    setHighlight((current) => (index === -1 ? null : { index, seq: (current?.seq ?? 0) + 1 }));
    const seconds = evidence.at_seconds ?? messages[index]?.startSeconds ?? null;
    if (!hasRecording || seconds === null) return;
    player.seek(seconds);
    void player.play();
  };

  return { highlight, showEvidence };
};
