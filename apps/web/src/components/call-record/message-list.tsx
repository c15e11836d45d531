import { MessageSquareOff } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { SCROLL_REGION_FOCUS } from '../ui/scroll-region.tsx';
import { cn } from '../../lib/cn.ts';
import type { CallMessage } from './to-messages.ts';
import { MessageItem } from './message-item.tsx';

type Props = {
  callId: string;
  messages: CallMessage[];
  /** Index of the message being spoken, -1 for none. */
  activeIndex: number;
  /** Seeks the recording; absent when the call has none. */
  onSeek?: (seconds: number) => void;
  /**
   * The message a QA result points at (its evidence), outlined and brought into view; `seq` counts
   * the choices, so choosing the same result again scrolls to it again.
   */
  highlight?: MessageHighlight | null;
  className?: string;
};

export type MessageHighlight = { index: number; seq: number };

/**
 * The transcript as messages, scrolled to the newest; the spoken one is highlighted and kept in view,
 * and the one a QA result points at is outlined and brought into view.
 */
export const MessageList = ({ callId, messages, activeIndex, onSeek, highlight = null, className }: Props) => {
  const scrollRef = useRef<HTMLDivElement>(null);

  // Open at the newest message, like a chat.
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (element !== null) element.scrollTop = element.scrollHeight;
  }, [callId, messages.length]);

  // Follow playback without moving the page around the list.
  useEffect(() => {
    const container = scrollRef.current;
    const active = container?.querySelector<HTMLElement>(`[data-message-index="${activeIndex}"]`);
    if (container === null || container === undefined || active === null || active === undefined) return;
    const top = active.offsetTop;
    const isVisible =
      top >= container.scrollTop && top + active.offsetHeight <= container.scrollTop + container.clientHeight;
    if (!isVisible) container.scrollTo({ top: Math.max(0, top - container.clientHeight / 3), behavior: 'smooth' });
  }, [activeIndex]);

  // The evidence's turn is centred in the transcript, and the page scrolls to it where the page scrolls.
  useEffect(() => {
    if (highlight === null) return;
    const container = scrollRef.current;
    const target = container?.querySelector<HTMLElement>(`[data-message-index="${highlight.index}"]`);
    target?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [highlight]);

  return (
    <div
      ref={scrollRef}
      role="log"
      aria-label="Transcript"
      // A scrolling region must be reachable by keyboard, even when no line inside can take focus
      // (a call without a recording has no seekable lines).
      tabIndex={0}
      data-testid="message-list"
      className={cn('relative overflow-y-auto overscroll-contain px-3 py-4 sm:px-5', SCROLL_REGION_FOCUS, className)}
    >
      {messages.length === 0 ? (
        <div className="flex h-full flex-col items-center justify-center gap-2 text-center text-[13px] text-gray-500">
          <MessageSquareOff size={20} aria-hidden="true" className="text-gray-400" />
          No transcript for this call.
        </div>
      ) : (
        <ol className="flex flex-col gap-4">
          {messages.map((message, index) => (
            <MessageItem
              key={message.id}
              index={index}
              message={message}
              isActive={index === activeIndex}
              isHighlighted={index === highlight?.index}
              onSeek={onSeek}
            />
          ))}
        </ol>
      )}
    </div>
  );
};
