import { formatMessageTime } from '@agentdesk/shared/call-format';
import { BrandLogo } from '../ui/brand-logo.tsx';
import { cn } from '../../lib/cn.ts';
import { formatClock } from './format-clock.ts';
import { avatarLetter, senderLabel } from './to-messages.ts';
import type { CallMessage } from './to-messages.ts';

type Props = {
  index: number;
  message: CallMessage;
  isActive: boolean;
  /** The turn a QA result points at: outlined, marked in words and with aria-current, not by colour alone. */
  isHighlighted?: boolean;
  onSeek?: (seconds: number) => void;
};

/** One transcript turn: agent (label 'Agent' and the logo) or user (sender and first-letter avatar). */
export const MessageItem = ({ index, message, isActive, isHighlighted = false, onSeek }: Props) => {
  const { isAgent, startSeconds } = message;
  const canSeek = onSeek !== undefined && startSeconds !== null;
  const name = isAgent ? 'Agent' : senderLabel(message.sender);

  return (
    <li
      data-testid="message"
      data-message-index={index}
      data-sender={isAgent ? 'agent' : 'user'}
      data-active={isActive ? 'true' : undefined}
      data-highlighted={isHighlighted ? 'true' : undefined}
      aria-current={isHighlighted ? 'location' : isActive ? 'true' : undefined}
      className={cn('flex max-w-full gap-2.5', isAgent ? 'flex-row-reverse' : 'flex-row')}
    >
      {isAgent ? (
        <BrandLogo showName={false} className="mt-5 shrink-0 [&>span]:size-7 [&>span]:text-[11px]" />
      ) : (
        <span
          aria-hidden="true"
          data-testid="message-avatar"
          className="mt-5 flex size-7 shrink-0 items-center justify-center rounded-full bg-gray-200 text-[11px] font-semibold text-gray-700"
        >
          {avatarLetter(message.sender)}
        </span>
      )}
      <div
        className={cn('flex min-w-0 max-w-[85%] flex-col gap-1 sm:max-w-[75%]', isAgent ? 'items-end' : 'items-start')}
      >
        <div className={cn('flex items-center gap-2 text-xs', isAgent ? 'flex-row-reverse' : 'flex-row')}>
          <span data-testid="message-sender" className="font-medium text-gray-700">
            {name}
          </span>
          {isHighlighted ? (
            <span className="rounded border border-brand px-1 text-[11px] font-semibold text-brand">QA evidence</span>
          ) : null}
          {message.timestamp !== null ? (
            <time
              data-testid="message-time"
              dateTime={new Date(message.timestamp).toISOString()}
              className="text-gray-500 tabular-nums"
            >
              {formatMessageTime(message.timestamp)}
            </time>
          ) : null}
          {canSeek ? (
            <button
              type="button"
              aria-label={`Jump to ${formatClock(startSeconds)}`}
              onClick={() => onSeek(startSeconds)}
              className="rounded px-1 text-gray-500 tabular-nums hover:bg-gray-200 hover:text-gray-700"
            >
              {formatClock(startSeconds)}
            </button>
          ) : null}
        </div>
        {/* A click on the line seeks there too; the keyboard seeks with the time button above. */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
        <div
          onClick={canSeek ? () => onSeek(startSeconds) : undefined}
          className={cn(
            'rounded-lg border px-3 py-2 text-[13px] leading-relaxed break-words whitespace-pre-wrap transition-colors [overflow-wrap:anywhere]',
            isAgent ? 'border-blue-100 bg-white text-gray-900' : 'border-gray-200 bg-white text-gray-900',
            canSeek && 'cursor-pointer hover:border-gray-300',
            isActive && 'border-brand bg-brand-soft ring-2 ring-brand/20',
            isHighlighted && 'outline-2 outline-offset-2 outline-brand outline-dashed',
          )}
        >
          {message.content}
        </div>
      </div>
    </li>
  );
};
