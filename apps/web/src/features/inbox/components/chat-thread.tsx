import type { ChatMessage } from '@agentdesk/shared';
import { DeliveryState } from '../../../components/messages/delivery-state.tsx';
import { cn } from '../../../lib/cn.ts';

const timeFormat = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A chat conversation as bubbles: the contact's on the left, ours on the right with delivery status. */
export const ChatThread = ({ messages, contactName }: { messages: ChatMessage[]; contactName: string }) => (
  <ol aria-label={`Messages with ${contactName}`} className="flex flex-col gap-2">
    {messages.map((m) => {
      const isOut = m.direction === 'out';
      return (
        <li key={m.id} data-testid="chat-message" className={cn('flex', isOut ? 'justify-end' : 'justify-start')}>
          <div
            className={cn(
              'max-w-[80%] rounded-2xl px-3 py-2 text-sm',
              isOut
                ? 'rounded-br-sm bg-brand text-white'
                : 'rounded-bl-sm border border-gray-200 bg-white text-gray-900',
            )}
          >
            {isOut && m.agent_name ? (
              <p className="mb-0.5 text-[11px] font-semibold text-blue-100">{m.agent_name}</p>
            ) : null}
            <p className="break-words whitespace-pre-wrap">{m.text}</p>
            <p className={cn('mt-1 text-[11px] tabular-nums', isOut ? 'text-blue-100' : 'text-gray-500')}>
              {timeFormat.format(m.created_at)}
            </p>
            {isOut && m.delivery_status !== 'sent' ? (
              <div className="mt-1 rounded-md bg-white px-1.5 py-1">
                <DeliveryState status={m.delivery_status} error={m.delivery_error} channel="chat" />
              </div>
            ) : null}
          </div>
        </li>
      );
    })}
  </ol>
);
