import type { CallContact, ComposerChannel, ContactMessage } from '@agentdesk/shared';
import { SendHorizontal, Sparkles } from 'lucide-react';
import { useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useDraftCallReply } from '../api/draft-call-reply.ts';
import { useSendCallMessage } from '../api/send-call-message.ts';
import { useAttachments } from '../hooks/use-attachments.ts';
import { insertAt } from '../utils/emoji-list.ts';
import { channelOptions, preferredChannel, queuedText } from '../utils/contact-channels.ts';
import { AttachFileButton } from './attach-file-button.tsx';
import { AttachmentChips } from './attachment-chips.tsx';
import { EmojiPicker } from './emoji-picker.tsx';
import { ToolButton } from './tool-button.tsx';
import { canRecordVoice, VoiceNoteButton } from './voice-note-button.tsx';

type Props = {
  callId: string;
  /** The call's contact (undefined while it loads): which channels reach them, and whether AI-assist is offered. */
  contact: CallContact | undefined;
  /** A message went out: the conversation shows it. */
  onSent: (message: ContactMessage) => void;
};

/**
 * The reply composer (SPEC §2): channel, AI-assist (when a language model is configured), emoji,
 * attach and voice note (mail only), a 4-row text area and Send, which sends through the channel.
 */
export const Composer = ({ callId, contact, onSent }: Props) => {
  const [chosen, setChosen] = useState<ComposerChannel | null>(null);
  const [text, setText] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const attachments = useAttachments();
  const sending = useSendCallMessage(callId);
  const drafting = useDraftCallReply(callId);

  const channel = chosen ?? preferredChannel(contact);
  const reach = contact?.channels[channel];
  const takesFiles = reach?.takes_attachments === true;
  const isBusy = sending.isPending;

  const send = () => {
    const content = text.trim();
    // Blank or whitespace-only text is not sent (SPEC §5); nor anything while the contact loads or the channel cannot reach them.
    if (content === '' || isBusy || contact === undefined || reach?.is_available !== true) return;
    sending.mutate(
      { body: { channel, text: content }, files: takesFiles ? attachments.files : [] },
      {
        onSuccess: (message) => {
          setText('');
          if (takesFiles) attachments.clear();
          toast.success(queuedText(channel, contact));
          onSent(message);
        },
        onError: (error) => toast.error(errorMessage(error, 'The message could not be sent. Please try again.')),
      },
    );
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

  const insertEmoji = (emoji: string) => {
    const element = field.current;
    const next = insertAt(
      text,
      { start: element?.selectionStart ?? text.length, end: element?.selectionEnd ?? text.length },
      emoji,
    );
    setText(next.text);
    // After React writes the new text: the caret right after the emoji.
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(next.caret, next.caret);
    });
  };

  const draft = () =>
    drafting.mutate(channel, {
      onSuccess: (reply) => {
        const previous = text;
        setText(reply);
        field.current?.focus();
        toast.success(
          'Reply drafted: read it through before you send it',
          previous.trim() === '' ? undefined : { action: { label: 'Undo', onClick: () => setText(previous) } },
        );
      },
      onError: (error) => toast.error(errorMessage(error, 'The reply could not be drafted. Please try again.')),
    });

  const waitingFiles = !takesFiles && attachments.files.length > 0;

  return (
    <form
      onSubmit={onSubmit}
      aria-label="Reply"
      data-testid="composer"
      className="shrink-0 border-t border-gray-200 bg-white p-3"
    >
      <Textarea
        ref={field}
        rows={4}
        aria-label="Message"
        placeholder="Use '@' for tag, ':' for emoji"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {takesFiles ? <AttachmentChips attachments={attachments} isDisabled={isBusy} /> : null}
      {reach !== undefined && !reach.is_available ? (
        <p data-testid="channel-unavailable" className="mt-2 text-xs text-amber-800">
          {reach.reason}
        </p>
      ) : waitingFiles ? (
        <p className="mt-2 text-xs text-gray-500">
          {new Intl.PluralRules('en').select(attachments.files.length) === 'one'
            ? 'The attachment waits'
            : `${attachments.files.length} attachments wait`}{' '}
          for an e-mail: WhatsApp sends text only.
        </p>
      ) : null}
      <div className="mt-2 flex min-w-0 flex-wrap items-center gap-1">
        <div className="w-32 shrink-0">
          <Select
            aria-label="Channel"
            size="sm"
            value={channel}
            onValueChange={(value) => setChosen(value === 'email' ? 'email' : 'whatsapp')}
            options={channelOptions(contact)}
            disabled={contact === undefined}
          />
        </div>
        {contact?.ai_assist ? (
          drafting.isPending ? (
            <span role="status" aria-label="Drafting a reply" className="flex size-8 items-center justify-center">
              <Spinner size={16} />
            </span>
          ) : (
            <ToolButton label="AI assist" icon={Sparkles} onClick={draft} isDisabled={isBusy} />
          )
        ) : null}
        <EmojiPicker onPick={insertEmoji} isDisabled={isBusy} />
        {takesFiles ? (
          <>
            <AttachFileButton attachments={attachments} isDisabled={isBusy} look="icon" />
            {canRecordVoice() ? (
              <VoiceNoteButton onRecorded={(file) => attachments.add([file])} isDisabled={isBusy} />
            ) : null}
          </>
        ) : null}
        <Button
          type="submit"
          size="sm"
          aria-label="Send"
          className="ml-auto"
          isLoading={isBusy}
          // Nothing to send yet: the button says so by being off (#26: no button does nothing).
          disabled={(reach !== undefined && !reach.is_available) || text.trim() === ''}
        >
          {isBusy ? null : <SendHorizontal size={14} aria-hidden="true" />}
          <span className="hidden sm:inline">Send</span>
        </Button>
      </div>
    </form>
  );
};
