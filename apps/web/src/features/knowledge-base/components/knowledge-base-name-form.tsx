import { createKnowledgeBaseBodySchema } from '@agentdesk/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';

export type KnowledgeBaseNameValues = { knowledge_base_name: string; enable_auto_refresh: boolean };

type Props = {
  initialName?: string;
  /** The create form also asks whether web pages are re-read on their own. */
  hasAutoRefresh?: boolean;
  submitLabel: string;
  isPending: boolean;
  /** Why the server refused the last submit. */
  serverError: string | null;
  onSubmit: (values: KnowledgeBaseNameValues) => void;
  onCancel: () => void;
};

const nameSchema = createKnowledgeBaseBodySchema.shape.knowledge_base_name;

/** A knowledge base's name (checked as the server checks it) and, when creating, the auto refresh switch. */
export const KnowledgeBaseNameForm = ({ initialName = '', hasAutoRefresh = false, submitLabel, isPending, serverError, onSubmit, onCancel }: Props) => {
  const id = useId();
  const [name, setName] = useState(initialName);
  const [isAutoRefresh, setAutoRefresh] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  const error = nameError ?? serverError ?? undefined;

  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = nameSchema.safeParse(name);
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    onSubmit({ knowledge_base_name: parsed.data, enable_auto_refresh: isAutoRefresh });
  };

  return (
    <form onSubmit={onFormSubmit} noValidate className="mt-4 flex flex-col gap-4">
      <TextField
        id={`${id}-name`}
        label="Name"
        value={name}
        autoComplete="off"
        placeholder="e.g. Product FAQ"
        required
        aria-required="true"
        disabled={isPending}
        error={error}
        onChange={(event) => {
          setName(event.target.value);
          setNameError(null);
        }}
      />
      {hasAutoRefresh ? (
        <div className="flex items-start justify-between gap-4 rounded-md border border-gray-200 px-3 py-2.5">
          <div className="min-w-0">
            <Label htmlFor={`${id}-auto-refresh`}>Auto refresh</Label>
            <p id={`${id}-auto-refresh-hint`} className="mt-0.5 text-xs text-gray-500">
              Re-reads its web pages every 12 hours, so answers follow changes on your site.
            </p>
          </div>
          <Switch
            id={`${id}-auto-refresh`}
            checked={isAutoRefresh}
            onCheckedChange={setAutoRefresh}
            disabled={isPending}
            aria-describedby={`${id}-auto-refresh-hint`}
            className="mt-0.5"
          />
        </div>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onCancel} disabled={isPending}>
          Cancel
        </Button>
        <Button type="submit" size="sm" isLoading={isPending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
};
