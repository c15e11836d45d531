import { createKnowledgeBaseBodySchema } from '@agentdesk/shared';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';

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

// The name as the server checks it; the switch is only the create form's.
const nameFormSchema = z.object({
  knowledge_base_name: createKnowledgeBaseBodySchema.shape.knowledge_base_name,
  enable_auto_refresh: z.boolean(),
});

/** A knowledge base's name (checked as the server checks it) and, when creating, the auto refresh switch. */
export const KnowledgeBaseNameForm = ({
  initialName = '',
  hasAutoRefresh = false,
  submitLabel,
  isPending,
  serverError,
  onSubmit,
  onCancel,
}: Props) => {
  const id = useId();
  const { registerField, handleSubmit, control, formState } = useSchemaForm(nameFormSchema, {
    knowledge_base_name: initialName,
    enable_auto_refresh: false,
  });
  const error = formState.errors.knowledge_base_name?.message ?? serverError ?? undefined;
  const onFormSubmit = handleSubmit(onSubmit);

  return (
    <form onSubmit={onFormSubmit} noValidate className="mt-4 flex flex-col gap-4">
      <TextField
        id={`${id}-name`}
        label="Name"
        autoComplete="off"
        placeholder="e.g. Product FAQ"
        required
        aria-required="true"
        disabled={isPending}
        error={error}
        {...registerField('knowledge_base_name')}
      />
      {hasAutoRefresh ? (
        <div className="flex items-start justify-between gap-4 rounded-md border border-gray-200 px-3 py-2.5">
          <div className="min-w-0">
            <Label htmlFor={`${id}-auto-refresh`}>Auto refresh</Label>
            <p id={`${id}-auto-refresh-hint`} className="mt-0.5 text-xs text-gray-500">
              Re-reads its web pages every 12 hours, so answers follow changes on your site.
            </p>
          </div>
          <Controller
            control={control}
            name="enable_auto_refresh"
            render={({ field }) => (
              <Switch
                id={`${id}-auto-refresh`}
                checked={field.value}
                onCheckedChange={field.onChange}
                disabled={isPending}
                aria-describedby={`${id}-auto-refresh-hint`}
                className="mt-0.5"
              />
            )}
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
