import { LOW_CONFIDENCE, NOT_AVAILABLE, type FieldEvidence } from '@agentdesk/shared';
import { Pencil } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useCorrectField } from '../api/document-actions.ts';
import { ConfidenceBadge } from './confidence-badge.tsx';

type Props = {
  documentId: string;
  field: string;
  label: string;
  /** As shown ('N/A' when missing). */
  text: string;
  evidence: FieldEvidence | undefined;
  isEditable: boolean;
};

/** One extracted value with how sure its reading is (marked when the rules were unsure), correctable in place. */
export const FieldValue = ({ documentId, field, label, text, evidence, isEditable }: Props) => {
  const correct = useCorrectField();
  const [draft, setDraft] = useState<string | null>(null);
  const isLow = evidence !== undefined && evidence.confidence < LOW_CONFIDENCE;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    correct.mutate({ id: documentId, field: field as never, value: draft ?? '' }, { onSuccess: () => setDraft(null) });
  };

  if (draft !== null)
    return (
      <form onSubmit={onSubmit} className="flex flex-wrap items-center gap-1.5">
        <Input
          aria-label={`Correct ${label}`}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          className="h-8 min-w-0 flex-1"
          // Opened by the person's own "Correct": the field they asked for takes the focus.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
        />
        <Button type="submit" size="sm" variant="primary" disabled={correct.isPending}>
          Save
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setDraft(null)}>
          Cancel
        </Button>
        {correct.isError ? (
          <span className="w-full text-xs text-red-700">
            {errorMessage(correct.error, 'Failed to save the correction.')}
          </span>
        ) : null}
      </form>
    );
  return (
    <span className="group inline-flex max-w-full flex-wrap items-center gap-1.5">
      <span
        data-field={field}
        data-low-confidence={isLow ? 'true' : undefined}
        className={isLow ? 'rounded bg-amber-50 px-1 text-amber-900 ring-1 ring-amber-200' : undefined}
      >
        {text}
      </span>
      {text === NOT_AVAILABLE ? null : <ConfidenceBadge evidence={evidence} />}
      {isEditable ? (
        <button
          type="button"
          aria-label={`Correct ${label}`}
          onClick={() => setDraft(text === NOT_AVAILABLE ? '' : text)}
          className={cn(
            'rounded p-0.5 text-gray-400 hover:text-brand',
            'focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:outline-none',
          )}
        >
          <Pencil size={12} aria-hidden="true" />
        </button>
      ) : null}
    </span>
  );
};
