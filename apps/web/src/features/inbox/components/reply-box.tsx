import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useReplyInboxItem } from '../api/reply-inbox-item.ts';
import type { ReplyAs } from '../utils/reply-agent.ts';

type Props = { tab: 'mails' | 'chats'; id: string; recipient: string; replyAs: ReplyAs };

/**
 * Reply from the detail pane: a threaded mail, or a chat message, sent as the chosen agent (the
 * first one unless another is picked); blank text is not sent (SPEC §5).
 */
export const ReplyBox = ({ tab, id, recipient, replyAs }: Props) => {
  const [text, setText] = useState('');
  const reply = useReplyInboxItem();
  const isBlank = text.trim() === '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isBlank) return;
    reply.mutate(
      { id, body: { tab, text, ...(replyAs.agentId !== null ? { agent_id: replyAs.agentId } : {}) } },
      {
        onSuccess: () => {
          setText('');
          toast.success(tab === 'mails' ? 'Reply sent' : 'Message sent');
        },
        onError: (error) => toast.error(errorMessage(error, 'Failed to send the reply')),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="shrink-0 border-t border-gray-200 bg-white p-3">
      <label htmlFor={`reply-${id}`} className="sr-only">
        {`Reply to ${recipient}`}
      </label>
      <Textarea
        id={`reply-${id}`}
        rows={3}
        value={text}
        placeholder={tab === 'mails' ? `Reply to ${recipient}...` : 'Write a message...'}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) onSubmit(event);
        }}
      />
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        {replyAs.agents.length > 0 ? (
          <div className="flex min-w-0 items-center gap-2">
            <label htmlFor={`reply-as-${id}`} className="shrink-0 text-xs text-gray-500">
              Reply as
            </label>
            <Select
              id={`reply-as-${id}`}
              size="sm"
              value={replyAs.agentId ?? ''}
              onValueChange={replyAs.onChange}
              options={replyAs.agents.map((agent) => ({ value: agent.id, label: agent.name }))}
            />
          </div>
        ) : (
          <span className="text-xs text-gray-500">
            {tab === 'mails' ? 'Sent as a reply in this thread' : 'Ctrl+Enter to send'}
          </span>
        )}
        <Button type="submit" size="sm" disabled={isBlank} isLoading={reply.isPending}>
          {reply.isPending ? null : <Send size={14} aria-hidden="true" />}
          Send
        </Button>
      </div>
    </form>
  );
};
