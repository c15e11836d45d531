import { campaignMessages, type Recipient } from '@agentdesk/shared';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';

type Props = { recipients: Recipient[]; onChange: (recipients: Recipient[]) => void };

type Draft = { email: string; info: string };

const toRecipient = (draft: Draft): Recipient | null => {
  if (draft.email.trim() === '') {
    toast.error(campaignMessages.emailRequired);
    return null;
  }
  return { RecipientEmail: draft.email.trim(), RecipientInfo: draft.info.trim() };
};

/** Manual recipients: add, edit (Save or Cancel) and delete; 'Email required' without an address. */
export const ManualRecipients = ({ recipients, onChange }: Props) => {
  const [draft, setDraft] = useState<Draft>({ email: '', info: '' });
  const [editing, setEditing] = useState<{ index: number; draft: Draft } | null>(null);

  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    const recipient = toRecipient(draft);
    if (!recipient) return;
    onChange([...recipients, recipient]);
    setDraft({ email: '', info: '' });
  };

  const onSave = () => {
    if (!editing) return;
    const recipient = toRecipient(editing.draft);
    if (!recipient) return;
    onChange(recipients.map((r, index) => (index === editing.index ? recipient : r)));
    setEditing(null);
  };

  return (
    <div className="flex flex-col gap-3">
      <form noValidate onSubmit={onAdd} className="grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="recipient-email">Recipient email</Label>
          <Input
            id="recipient-email"
            type="email"
            value={draft.email}
            onChange={(e) => setDraft({ ...draft, email: e.target.value })}
            placeholder="name@company.com"
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="recipient-info">Recipient info</Label>
          <Input
            id="recipient-info"
            value={draft.info}
            onChange={(e) => setDraft({ ...draft, info: e.target.value })}
            placeholder="name=Asha; company=Acme"
          />
        </div>
        <Button type="submit" variant="secondary">
          <Plus size={16} aria-hidden="true" />
          Add Recipient
        </Button>
      </form>

      {recipients.length === 0 ? (
        <p className="rounded-md border border-dashed border-gray-300 px-3 py-4 text-center text-[13px] text-gray-500">
          No recipients yet. Add one above.
        </p>
      ) : (
        <ul aria-label="Recipients" className="divide-y divide-gray-200 rounded-md border border-gray-200">
          {recipients.map((recipient, index) =>
            editing?.index === index ? (
              <li key={`edit-${index}`} className="grid gap-2 p-2 sm:grid-cols-[1fr_1fr_auto_auto] sm:items-center">
                <Input
                  aria-label="Edit recipient email"
                  value={editing.draft.email}
                  onChange={(e) => setEditing({ index, draft: { ...editing.draft, email: e.target.value } })}
                />
                <Input
                  aria-label="Edit recipient info"
                  value={editing.draft.info}
                  onChange={(e) => setEditing({ index, draft: { ...editing.draft, info: e.target.value } })}
                />
                <Button size="sm" onClick={onSave}>
                  Save
                </Button>
                <Button size="sm" variant="secondary" onClick={() => setEditing(null)}>
                  Cancel
                </Button>
              </li>
            ) : (
              <li key={`${recipient.RecipientEmail}-${index}`} className="flex items-center gap-2 px-3 py-2">
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm text-gray-900">{recipient.RecipientEmail}</p>
                  {recipient.RecipientInfo !== '' ? (
                    <p className="truncate text-xs text-gray-500">{recipient.RecipientInfo}</p>
                  ) : null}
                </div>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Edit ${recipient.RecipientEmail}`}
                  onClick={() =>
                    setEditing({ index, draft: { email: recipient.RecipientEmail, info: recipient.RecipientInfo } })
                  }
                >
                  <Pencil size={15} aria-hidden="true" />
                </Button>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Delete ${recipient.RecipientEmail}`}
                  onClick={() => onChange(recipients.filter((_, i) => i !== index))}
                >
                  <Trash2 size={15} aria-hidden="true" />
                </Button>
              </li>
            ),
          )}
        </ul>
      )}
    </div>
  );
};
