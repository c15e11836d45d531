import type { Call } from '@agentdesk/shared';
import { useMemo, useState } from 'react';
import { useAudioPlayer } from '../hooks/use-audio-player.ts';
import { useStableRecordingSrc } from '../hooks/use-stable-recording-src.ts';
import { findActiveEntryIndex } from '../utils/find-active-entry-index.ts';
import { toMessages } from '../utils/to-messages.ts';
import { AudioPlayer } from './audio-player.tsx';
import { CallMetaBar } from './call-meta-bar.tsx';
import { CallSidebar } from './call-sidebar.tsx';
import { ChannelRail } from './channel-rail.tsx';
import type { Channel } from './channel-rail.tsx';
import { Composer } from './composer.tsx';
import { ConversationHeader } from './conversation-header.tsx';
import { MessageList } from './message-list.tsx';

type Props = { call: Call; agentName: string; onBack: () => void };

/**
 * A loaded call: header, recording, transcript and composer; the call sidebar and the channel
 * rail beside them on wide screens, below them on narrow ones.
 */
export const CallConversation = ({ call, agentName, onBack }: Props) => {
  const recordingSrc = useStableRecordingSrc(call.recording_url);
  const player = useAudioPlayer(recordingSrc);
  const messages = useMemo(() => toMessages(call), [call]);
  const starts = useMemo(() => messages.map((message) => message.startSeconds), [messages]);
  const activeIndex = player.isPlaying ? findActiveEntryIndex(starts, player.currentTime) : -1;
  const [channel, setChannel] = useState<Channel>('calls');

  return (
    <div
      data-testid="call-detail"
      data-call-id={call.call_id}
      className="flex min-h-0 min-w-0 flex-1 flex-col overflow-x-hidden overflow-y-auto xl:flex-row xl:overflow-hidden"
    >
      <div className="flex min-w-0 shrink-0 flex-col bg-gray-50 xl:min-h-0 xl:flex-1 xl:shrink">
        <ConversationHeader onBack={onBack} />
        <CallMetaBar call={call} agentName={agentName} />
        {recordingSrc !== null ? <AudioPlayer player={player} /> : null}
        <MessageList
          callId={call.call_id}
          messages={messages}
          activeIndex={activeIndex}
          onSeek={recordingSrc !== null ? player.seek : undefined}
          className="h-[60dvh] min-h-72 xl:h-auto xl:min-h-0 xl:flex-1"
        />
        <Composer />
      </div>
      <ChannelRail active={channel} onChange={setChannel} className="xl:order-3" />
      <CallSidebar key={call.call_id} call={call} className="xl:order-2" />
    </div>
  );
};
