import type { Call } from '@agentdesk/shared';
import { useState } from 'react';
import { AudioPlayer } from '../../../components/call-record/audio-player.tsx';
import { CallMetaBar } from './call-meta-bar.tsx';
import { CallSidebar } from './call-sidebar.tsx';
import { ChannelRail } from './channel-rail.tsx';
import type { Channel } from './channel-rail.tsx';
import { Composer } from './composer.tsx';
import { ConversationHeader } from './conversation-header.tsx';
import { MessageList } from '../../../components/call-record/message-list.tsx';
import { useCallPlayback } from '../../../components/call-record/use-call-playback.ts';

type Props = { call: Call; agentName: string; onBack: () => void };

/**
 * A loaded call: header, recording, transcript and composer; the call sidebar and the channel
 * rail beside them on wide screens, below them on narrow ones.
 */
export const CallConversation = ({ call, agentName, onBack }: Props) => {
  const { hasRecording, player, messages, activeIndex, onSeek } = useCallPlayback(call);
  const [channel, setChannel] = useState<Channel>('calls');

  return (
    <div
      data-testid="call-detail"
      data-call-id={call.call_id}
      // Below 768 px the page itself scrolls, once, through everything: header, recording,
      // transcript, composer and sidebar. From 768 px the detail scrolls in its column, and from
      // 1280 px each part scrolls on its own beside the others.
      className="flex min-w-0 flex-1 flex-col overflow-x-hidden md:min-h-0 md:overflow-y-auto xl:flex-row xl:overflow-hidden"
    >
      <div className="flex min-w-0 shrink-0 flex-col bg-gray-50 xl:min-h-0 xl:flex-1 xl:shrink">
        <ConversationHeader onBack={onBack} />
        <CallMetaBar call={call} agentName={agentName} />
        {hasRecording ? <AudioPlayer player={player} /> : null}
        <MessageList
          callId={call.call_id}
          messages={messages}
          activeIndex={activeIndex}
          onSeek={onSeek}
          className="max-md:overflow-y-visible max-md:overscroll-auto md:h-[60dvh] md:min-h-72 xl:h-auto xl:min-h-0 xl:flex-1"
        />
        <Composer />
      </div>
      <ChannelRail active={channel} onChange={setChannel} className="xl:order-3" />
      <CallSidebar key={call.call_id} call={call} className="xl:order-2" />
    </div>
  );
};
