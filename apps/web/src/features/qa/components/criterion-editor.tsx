import type { QaCriterionKind } from '@agentdesk/shared';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useQuestionsAvailable } from '../api/scorecards.ts';
import type { CriterionDraft } from '../utils/criterion-draft.ts';
import type { ScorecardErrors } from '../utils/scorecard-draft.ts';
import { CriterionKindFields } from './criterion-kind-fields.tsx';
import { SelectField } from './select-field.tsx';

import type { MoveDirection } from '../hooks/use-criteria-list.ts';

type Props = {
  index: number;
  count: number;
  draft: CriterionDraft;
  errors: ScorecardErrors;
  onChange: (patch: Partial<CriterionDraft>) => void;
  onMove: (direction: MoveDirection) => void;
  onRemove: () => void;
};

/** The kinds to choose from; a question only where a language model is set up to judge it. */
const kindOptionsWhen = (
  questionsAvailable: boolean | undefined,
): { value: QaCriterionKind; label: string; disabled?: boolean }[] => [
  { value: 'phrase', label: 'Phrase said or not' },
  { value: 'measure', label: 'Measure threshold' },
  { value: 'outcome', label: 'Call outcome' },
  questionsAvailable === false
    ? { value: 'question', label: 'Question for the model (no language model is set up)', disabled: true }
    : { value: 'question', label: 'Question for the model' },
];

const iconButton =
  'flex size-8 items-center justify-center rounded-md text-gray-500 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:text-gray-300 disabled:hover:bg-transparent';

/** The errors under `criteria.<index>.` and `criteria.<index>.config.`, by their field's name. */
const errorsOf = (errors: ScorecardErrors, index: number) => {
  const own: ScorecardErrors = {};
  const prefix = `criteria.${index}.`;
  for (const [key, message] of Object.entries(errors))
    if (key.startsWith(prefix)) own[key.slice(prefix.length).replace(/^config\./, '')] = message;
  return own;
};

/** One criterion of the scorecard: its label, weight and kind, the kind's fields, and moving or removing it. */
export const CriterionEditor = ({ index, count, draft, errors, onChange, onMove, onRemove }: Props) => {
  const own = errorsOf(errors, index);
  const kindOptions = kindOptionsWhen(useQuestionsAvailable());
  const number = index + 1;
  return (
    <fieldset data-testid="criterion" className="flex min-w-0 flex-col gap-3 rounded-lg border border-gray-200 p-3">
      {/* A legend must be the fieldset's first child; the visible title sits in a row with the buttons. */}
      <legend className="sr-only">Criterion {number}</legend>
      <div className="flex items-center justify-between gap-2">
        <p aria-hidden="true" className="text-[13px] font-semibold text-gray-900">
          Criterion {number}
        </p>
        <div className="flex gap-0.5">
          <button
            type="button"
            id={`${draft.key}-move-up`}
            aria-label={`Move criterion ${number} up`}
            title="Move up"
            disabled={index === 0}
            onClick={() => onMove('up')}
            className={iconButton}
          >
            <ArrowUp size={16} aria-hidden="true" />
          </button>
          <button
            type="button"
            id={`${draft.key}-move-down`}
            aria-label={`Move criterion ${number} down`}
            title="Move down"
            disabled={index === count - 1}
            onClick={() => onMove('down')}
            className={iconButton}
          >
            <ArrowDown size={16} aria-hidden="true" />
          </button>
          <button
            type="button"
            aria-label={`Remove criterion ${number}`}
            title="Remove"
            disabled={count === 1}
            onClick={onRemove}
            className={iconButton}
          >
            <Trash2 size={16} aria-hidden="true" />
          </button>
        </div>
      </div>
      <div className="grid grid-cols-[5rem_1fr] gap-3 sm:grid-cols-[1fr_5rem_13rem]">
        <div className="col-span-2 sm:col-span-1">
          <TextField
            id={`${draft.key}-label`}
            label="Label"
            autoComplete="off"
            placeholder="Recording disclosure"
            value={draft.label}
            onChange={(event) => onChange({ label: event.target.value })}
            error={own['label']}
          />
        </div>
        <TextField
          id={`${draft.key}-weight`}
          label="Weight"
          type="number"
          inputMode="numeric"
          min={1}
          max={10}
          value={draft.weight}
          onChange={(event) => onChange({ weight: event.target.value })}
          error={own['weight']}
        />
        <SelectField
          id={`${draft.key}-kind`}
          label="Kind"
          value={draft.kind}
          options={kindOptions}
          onChange={(kind) => onChange({ kind })}
        />
      </div>
      <CriterionKindFields draft={draft} errors={own} onChange={onChange} />
    </fieldset>
  );
};
