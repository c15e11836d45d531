import type { Call, ComposerChannel } from '@agentdesk/shared';
import { useRef, useState } from 'react';
import { AudioPlayer } from '../../../components/call-record/audio-player.tsx';
import { MessageList } from '../../../components/call-record/message-list.tsx';
import { useCallPlayback } from '../../../components/call-record/use-call-playback.ts';
import { useHasRole } from '../../../lib/use-workspaces.ts';
import { useCallContact } from '../api/call-contact.ts';
import { useEvidenceJump } from '../hooks/use-evidence-jump.ts';
import { CallMetaBar } from './call-meta-bar.tsx';
import { CallSidebar } from './call-sidebar.tsx';
import { ChannelRail } from './channel-rail.tsx';
import type { Channel } from './channel-rail.tsx';
import { Composer } from './composer.tsx';
import { ContactMessages } from './contact-messages.tsx';
import { ConversationHeader } from './conversation-header.tsx';
import { NewConversationDialog } from './new-conversation-dialog.tsx';

type Props = { call: Call; agentName: string; onBack: () => void };

const viewClasses =
  'max-md:overflow-y-visible max-md:overscroll-auto md:h-[60dvh] md:min-h-72 xl:h-auto xl:min-h-0 xl:flex-1';

/**
 * A loaded call: header, then the transcript with its recording (Calls) or the messages exchanged
 * with the contact (Chats), and the composer for members; the call sidebar and the channel rail
 * beside them on wide screens, below them on narrow ones.
 */
export const CallConversation = ({ call, agentName, onBack }: Props) => {
  const contact = useCallContact(call.call_id);
  const canWrite = useHasRole('member');
  const { hasRecording, player, messages, activeIndex, onSeek } = useCallPlayback(call, contact.data?.name);
  const [channel, setChannel] = useState<Channel>('calls');
  const [newConversation, setNewConversation] = useState<ComposerChannel | null>(null);
  // A message sent from here shows in the conversation with its delivery state.
  const showChats = () => setChannel('chats');
  const root = useRef<HTMLDivElement>(null);
  const evidence = useEvidenceJump({ messages, player, hasRecording, onBeforeJump: () => setChannel('calls') });
  // The rail sits below the composer on narrower screens: what it switched to is brought into view.
  const switchTo = (next: Channel) => {
    setChannel(next);
    const element = root.current;
    if (element === null) return;
    if (element.getBoundingClientRect().top < 0) element.scrollIntoView({ block: 'start' });
    else if (element.scrollTop > 0) element.scrollTo({ top: 0 });
  };

  return (
    <div
      ref={root}
      data-testid="call-detail"
      data-call-id={call.call_id}
      // Below 768 px the page itself scrolls, once, through everything: header, recording,
      // transcript, composer and sidebar. From 768 px the detail scrolls in its column, and from
      // 1280 px each part scrolls on its own beside the others.
      className="flex min-w-0 flex-1 flex-col overflow-x-hidden md:min-h-0 md:overflow-y-auto xl:flex-row xl:overflow-hidden"
    >
      <div className="flex min-w-0 shrink-0 flex-col bg-gray-50 xl:min-h-0 xl:flex-1 xl:shrink">
        <ConversationHeader
          onBack={onBack}
          contact={contact.data}
          contactError={
            contact.isError ? { onRetry: () => void contact.refetch(), isRetrying: contact.isFetching } : undefined
          }
          startTimestamp={call.start_timestamp ?? null}
          canWrite={canWrite}
          onNewConversation={setNewConversation}
        />
        <CallMetaBar call={call} agentName={agentName} />
        <div id="call-conversation-view" className="contents">
          {channel === 'calls' ? (
            <>
              {hasRecording ? <AudioPlayer player={player} /> : null}
              <MessageList
                callId={call.call_id}
                messages={messages}
                activeIndex={activeIndex}
                onSeek={onSeek}
                highlight={evidence.highlight}
                className={viewClasses}
              />
            </>
          ) : (
            <ContactMessages callId={call.call_id} contact={contact.data} canWrite={canWrite} className={viewClasses} />
          )}
        </div>
        {canWrite ? (
          <Composer key={call.call_id} callId={call.call_id} contact={contact.data} onSent={showChats} />
        ) : null}
      </div>
      <ChannelRail active={channel} onChange={switchTo} className="xl:order-3" />
      <CallSidebar
        key={call.call_id}
        call={call}
        hasRecording={hasRecording}
        onShowEvidence={evidence.showEvidence}
        className="xl:order-2"
      />
      {contact.data !== undefined && canWrite ? (
        <NewConversationDialog
          callId={call.call_id}
          contact={contact.data}
          channel={newConversation}
          onClose={() => setNewConversation(null)}
          onSent={showChats}
        />
      ) : null}
    </div>
  );
};
