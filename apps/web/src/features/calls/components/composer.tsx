import { Mic, Paperclip, SendHorizontal, Smile, Sparkles } from 'lucide-react';
import { useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';

type ComposerChannel = 'whatsapp' | 'email';

const channelOptions = [
  { value: 'whatsapp', label: 'Whatsapp' },
  { value: 'email', label: 'Email' },
];

// These actions do nothing yet (SPEC §2); they are labelled so they can be found.
const toolButtons = [
  { label: 'AI assist', icon: Sparkles },
  { label: 'Emoji', icon: Smile },
  { label: 'Attach file', icon: Paperclip },
  { label: 'Voice input', icon: Mic },
] as const;

/** The reply composer: channel, tool buttons, a 4-row text area and send (which only logs, SPEC §2). */
export const Composer = () => {
  const [channel, setChannel] = useState<ComposerChannel>('whatsapp');
  const [text, setText] = useState('');

  const send = () => {
    // Blank or whitespace-only text is not sent (SPEC §5).
    if (text.trim() === '') return;
    console.info('Message sent', { channel, content: text.trim() });
    setText('');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  // Enter sends, Shift+Enter starts a new line.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form onSubmit={onSubmit} aria-label="Reply" className="shrink-0 border-t border-gray-200 bg-white p-3">
      <Textarea
        rows={4}
        aria-label="Message"
        placeholder="Use '@' for tag, ':' for emoji"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="mt-2 flex min-w-0 items-center gap-1">
        <div className="w-32 shrink-0">
          <Select
            aria-label="Channel"
            size="sm"
            value={channel}
            onValueChange={(value) => setChannel(value === 'email' ? 'email' : 'whatsapp')}
            options={channelOptions}
          />
        </div>
        {toolButtons.map(({ label, icon: Icon }) => (
          <button
            key={label}
            type="button"
            aria-label={label}
            title={label}
            className="flex size-8 shrink-0 items-center justify-center rounded-md text-gray-500 hover:bg-gray-100 hover:text-gray-800"
          >
            <Icon size={16} aria-hidden="true" />
          </button>
        ))}
        <Button type="submit" size="sm" aria-label="Send" className="ml-auto">
          <SendHorizontal size={14} aria-hidden="true" />
          <span className="hidden sm:inline">Send</span>
        </Button>
      </div>
    </form>
  );
};
