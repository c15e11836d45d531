import { FOLLOW_UP_SUBJECT, type CallContact, type ComposerChannel, type ContactMessage } from '@agentdesk/shared';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useSendCallMessage } from '../api/send-call-message.ts';
import { useAttachments } from '../hooks/use-attachments.ts';
import { queuedText } from '../utils/contact-channels.ts';
import { AttachFileButton } from './attach-file-button.tsx';
import { AttachmentChips } from './attachment-chips.tsx';

type Props = {
  callId: string;
  contact: CallContact;
  /** The channel chosen under 'New Conversation'; null when the dialog is closed. */
  channel: ComposerChannel | null;
  onClose: () => void;
  onSent: (message: ContactMessage) => void;
};

type FormProps = Omit<Props, 'channel'> & { channel: ComposerChannel };

/** The compose form: a new mail conversation (with its subject and files) or a WhatsApp message. */
const NewConversationForm = ({ callId, contact, channel, onClose, onSent }: FormProps) => {
  const isEmail = channel === 'email';
  const [subject, setSubject] = useState(FOLLOW_UP_SUBJECT);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<{ subject?: string; text?: string }>({});
  const attachments = useAttachments();
  const sending = useSendCallMessage(callId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(isEmail && subject.trim() === '' ? { subject: 'Subject is required' } : {}),
      ...(text.trim() === '' ? { text: 'Write a message' } : {}),
    };
    setProblem(found);
    if (Object.keys(found).length > 0) return;
    sending.mutate(
      {
        body: isEmail ? { channel, subject: subject.trim(), text: text.trim() } : { channel, text: text.trim() },
        files: isEmail ? attachments.files : [],
      },
      {
        onSuccess: (message) => {
          toast.success(queuedText(channel, contact));
          onSent(message);
          onClose();
        },
        onError: (error) => toast.error(errorMessage(error, 'The message could not be sent. Please try again.')),
      },
    );
  };

  return (
    <form
      onSubmit={onSubmit}
      aria-label={isEmail ? 'New email' : 'New WhatsApp message'}
      className="mt-4 flex flex-col gap-4"
    >
      <p className="text-[13px] text-gray-700">
        To <span className="font-medium text-gray-900">{contact.display_name}</span>{' '}
        <span className="text-gray-500 tabular-nums">{isEmail ? `<${contact.email}>` : contact.phone_display}</span>
      </p>
      {isEmail ? (
        <TextField
          id="new-conversation-subject"
          label="Subject"
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
          error={problem.subject}
          maxLength={300}
        />
      ) : null}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="new-conversation-text">Message</Label>
        <Textarea
          id="new-conversation-text"
          rows={6}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={problem.text !== undefined ? true : undefined}
          aria-describedby={problem.text !== undefined ? 'new-conversation-text-error' : undefined}
        />
        {problem.text !== undefined ? (
          <p id="new-conversation-text-error" className="text-xs text-red-700">
            {problem.text}
          </p>
        ) : null}
        {isEmail ? <AttachmentChips attachments={attachments} isDisabled={sending.isPending} /> : null}
      </div>
      <div className="flex flex-wrap items-center justify-end gap-2">
        {isEmail ? (
          <span className="mr-auto">
            <AttachFileButton attachments={attachments} isDisabled={sending.isPending} look="button" />
          </span>
        ) : null}
        <Button type="button" variant="secondary" size="sm" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" size="sm" isLoading={sending.isPending}>
          {isEmail ? 'Send email' : 'Send WhatsApp message'}
        </Button>
      </div>
    </form>
  );
};

/** 'New Conversation' with the call's contact: a new mail conversation, or a WhatsApp message through the workspace's chat hook. */
export const NewConversationDialog = ({ channel, onClose, ...props }: Props) => (
  <Dialog
    open={channel !== null}
    onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
    title={
      channel === 'whatsapp'
        ? `New WhatsApp message to ${props.contact.display_name}`
        : `New email to ${props.contact.display_name}`
    }
    className="max-w-lg"
  >
    {channel !== null ? <NewConversationForm key={channel} channel={channel} onClose={onClose} {...props} /> : null}
  </Dialog>
);
