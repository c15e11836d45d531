import { composeMailBodySchema, type DraftMail } from '@agentdesk/shared';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useComposeMail } from '../api/compose-mail.ts';
import { useDeleteDraft } from '../api/delete-draft.ts';
import { useSaveDraft } from '../api/save-draft.ts';

type Props = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The draft being edited, when opened from the Drafts folder. */
  draft: DraftMail | null;
};

type Field = 'to' | 'subject' | 'text';

const fieldClass = 'mt-1';

/** The Inbox layout's pop-up: a new mail, sent through the outbox, or saved as a draft. */
export const ComposeDialog = ({ isOpen, onOpenChange, draft }: Props) => (
  <Dialog
    open={isOpen}
    onOpenChange={onOpenChange}
    title={draft === null ? 'New mail' : 'Edit draft'}
    className="max-w-xl"
  >
    {/* Keyed by the draft: opening another one starts from its text. */}
    {isOpen ? <ComposeForm key={draft?.id ?? 'new'} draft={draft} onDone={() => onOpenChange(false)} /> : null}
  </Dialog>
);

const ComposeForm = ({ draft, onDone }: { draft: DraftMail | null; onDone: () => void }) => {
  // A draft's id is checked with the fields, as the server checks it.
  const { registerField, handleSubmit, getValues, formState } = useSchemaForm(composeMailBodySchema, {
    to: draft?.to ?? '',
    subject: draft?.subject ?? '',
    text: draft?.text ?? '',
    ...(draft ? { draft_id: draft.id } : {}),
  });
  const { errors } = formState;
  const compose = useComposeMail();
  const save = useSaveDraft();
  const remove = useDeleteDraft();
  const isBusy = compose.isPending || save.isPending || remove.isPending;

  const onSend = handleSubmit((body) =>
    compose.mutate(body, {
      onSuccess: () => {
        toast.success('Mail sent');
        onDone();
      },
      onError: (error) => toast.error(errorMessage(error, 'Failed to send the mail')),
    }),
  );

  const onSaveDraft = () => {
    const { to, subject, text } = getValues();
    save.mutate(
      { id: draft?.id, body: { to, subject, text } },
      {
        onSuccess: () => {
          toast.success('Draft saved');
          onDone();
        },
        onError: (error) => toast.error(errorMessage(error, 'Failed to save the draft')),
      },
    );
  };

  const onDiscard = () => {
    if (draft === null) return onDone();
    remove.mutate(draft.id, {
      onSuccess: () => onDone(),
      onError: (error) => toast.error(errorMessage(error, 'Failed to delete the draft')),
    });
  };

  const error = (key: Field) =>
    errors[key] !== undefined ? (
      <p id={`compose-${key}-error`} role="alert" className="mt-1 text-xs text-red-600">
        {errors[key].message}
      </p>
    ) : null;

  return (
    <form onSubmit={onSend} noValidate className="mt-4 flex flex-col gap-3" aria-label="Compose mail">
      <div>
        <label htmlFor="compose-to" className="text-[13px] font-medium text-gray-700">
          To
        </label>
        <Input
          id="compose-to"
          type="email"
          className={fieldClass}
          {...registerField('to')}
          aria-invalid={errors.to !== undefined}
          aria-describedby={errors.to ? 'compose-to-error' : undefined}
          placeholder="name@example.com"
        />
        {error('to')}
      </div>
      <div>
        <label htmlFor="compose-subject" className="text-[13px] font-medium text-gray-700">
          Subject
        </label>
        <Input
          id="compose-subject"
          className={fieldClass}
          {...registerField('subject')}
          aria-invalid={errors.subject !== undefined}
          aria-describedby={errors.subject ? 'compose-subject-error' : undefined}
        />
        {error('subject')}
      </div>
      <div>
        <label htmlFor="compose-text" className="text-[13px] font-medium text-gray-700">
          Message
        </label>
        <Textarea
          id="compose-text"
          rows={8}
          className={fieldClass}
          {...registerField('text')}
          aria-invalid={errors.text !== undefined}
          aria-describedby={errors.text ? 'compose-text-error' : undefined}
        />
        {error('text')}
      </div>
      <div className="flex flex-wrap items-center justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onDiscard} disabled={isBusy} className="mr-auto">
          {draft === null ? 'Cancel' : 'Delete draft'}
        </Button>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={onSaveDraft}
          isLoading={save.isPending}
          disabled={isBusy}
        >
          Save draft
        </Button>
        <Button type="submit" size="sm" isLoading={compose.isPending} disabled={isBusy}>
          Send
        </Button>
      </div>
    </form>
  );
};
