import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useReplyInboxItem } from '../api/reply-inbox-item.ts';

type Props = { tab: 'mails' | 'chats'; id: string; recipient: string };

/** Reply from the detail pane: a threaded mail, or a chat message; blank text is not sent (SPEC §5). */
export const ReplyBox = ({ tab, id, recipient }: Props) => {
  const [text, setText] = useState('');
  const reply = useReplyInboxItem();
  const isBlank = text.trim() === '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isBlank) return;
    reply.mutate(
      { id, body: { tab, text } },
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
      <div className="mt-2 flex items-center justify-between gap-2">
        <span className="text-xs text-gray-500">{tab === 'mails' ? 'Sent as a reply in this thread' : 'Ctrl+Enter to send'}</span>
        <Button type="submit" size="sm" disabled={isBlank} isLoading={reply.isPending}>
          {reply.isPending ? null : <Send size={14} aria-hidden="true" />}
          Send
        </Button>
      </div>
    </form>
  );
};
