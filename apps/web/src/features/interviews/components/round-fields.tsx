import { applicationStageLabels, applicationStages, interviewLimits, type Interviewer } from '@agentdesk/shared';
import { Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { ChipsInput } from '../../../components/ui/chips-input.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { RadioGroup } from '../../../components/ui/radio-group.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { RoundDraft } from '../utils/plan-draft.ts';

type Props = {
  round: RoundDraft;
  index: number;
  interviewers: Interviewer[];
  errors: Record<string, string>;
  canRemove: boolean;
  onChange: (round: RoundDraft) => void;
  onRemove: () => void;
};

/** One round of a plan: name, length, a fixed panel or a pool, who, buffers, what the scorecard rates, and where a pass moves the candidate. */
export const RoundFields = ({ round, index, interviewers, errors, canRemove, onChange, onRemove }: Props) => {
  const id = (field: string) => `round-${index}-${field}`;
  const error = (field: string) => errors[`rounds.${index}.${field}`];
  const set = <K extends keyof RoundDraft>(field: K, value: RoundDraft[K]) => onChange({ ...round, [field]: value });
  const choosable = interviewers.filter(
    (person) => person.is_active || round.interviewer_ids.includes(person.interviewer_id),
  );

  return (
    <fieldset
      data-testid="round-fields"
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <legend className="text-sm font-semibold text-gray-900">Round {index + 1}</legend>
        {canRemove ? (
          <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove round ${index + 1}`}>
            <Trash2 size={14} aria-hidden="true" />
            Remove
          </Button>
        ) : null}
      </div>
      <div className="grid gap-3 sm:grid-cols-[1fr_10rem]">
        <TextField
          id={id('name')}
          label="Round name"
          placeholder="Technical"
          maxLength={interviewLimits.nameMax}
          value={round.name}
          error={error('name')}
          onChange={(event) => set('name', event.target.value)}
        />
        <TextField
          id={id('duration')}
          label="Length (minutes)"
          type="number"
          inputMode="numeric"
          min={15}
          max={480}
          step={5}
          value={round.duration_minutes}
          error={error('duration_minutes')}
          onChange={(event) => set('duration_minutes', event.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1">
        <span id={id('mode-label')} className="text-[13px] font-medium text-gray-800">
          Panel
        </span>
        <RadioGroup
          aria-labelledby={id('mode-label')}
          value={round.mode}
          onValueChange={(mode) => set('mode', mode === 'pool' ? 'pool' : 'fixed')}
          options={[
            { value: 'fixed', label: 'Fixed: everyone chosen attends' },
            { value: 'pool', label: 'Pool: the least busy free ones of those chosen' },
          ]}
        />
      </div>
      <fieldset
        className="flex min-w-0 flex-col gap-1.5"
        aria-describedby={error('interviewer_ids') === undefined ? undefined : id('interviewers-error')}
      >
        <legend className="mb-1 text-[13px] font-medium text-gray-800">Interviewers</legend>
        {choosable.length === 0 ? (
          <p className="text-[13px] text-gray-500">Add interviewers first (the Interviewers tab).</p>
        ) : (
          <div className="grid gap-1 sm:grid-cols-2">
            {choosable.map((person) => (
              <label
                key={person.interviewer_id}
                className="flex min-w-0 items-center gap-2 rounded-md px-1 py-1 text-[13px] text-gray-800 hover:bg-gray-50"
              >
                <Checkbox
                  checked={round.interviewer_ids.includes(person.interviewer_id)}
                  onChange={(event) =>
                    set(
                      'interviewer_ids',
                      event.target.checked
                        ? [...round.interviewer_ids, person.interviewer_id]
                        : round.interviewer_ids.filter((each) => each !== person.interviewer_id),
                    )
                  }
                />
                <span className="min-w-0 truncate">
                  {person.name} <span className="text-gray-500">· {person.time_zone}</span>
                </span>
              </label>
            ))}
          </div>
        )}
        {error('interviewer_ids') === undefined ? null : (
          <p id={id('interviewers-error')} className="text-xs font-medium text-red-600">
            {error('interviewer_ids')}
          </p>
        )}
      </fieldset>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {round.mode === 'pool' ? (
          <TextField
            id={id('panel')}
            label="Panel size"
            type="number"
            inputMode="numeric"
            min={1}
            max={20}
            value={round.panel_size}
            error={error('panel_size')}
            onChange={(event) => set('panel_size', event.target.value)}
          />
        ) : null}
        <TextField
          id={id('before')}
          label="Buffer before (min)"
          type="number"
          inputMode="numeric"
          min={0}
          max={120}
          value={round.buffer_before_minutes}
          error={error('buffer_before_minutes')}
          onChange={(event) => set('buffer_before_minutes', event.target.value)}
        />
        <TextField
          id={id('after')}
          label="Buffer after (min)"
          type="number"
          inputMode="numeric"
          min={0}
          max={120}
          value={round.buffer_after_minutes}
          error={error('buffer_after_minutes')}
          onChange={(event) => set('buffer_after_minutes', event.target.value)}
        />
      </div>
      <FormField
        id={id('criteria')}
        label="Scorecard criteria"
        hint="Each is rated 1 to 4. Press Enter or a comma after each."
        error={error('criteria')}
      >
        {(control) => (
          <ChipsInput
            {...control}
            value={round.criteria}
            onChange={(criteria) => set('criteria', criteria)}
            max={interviewLimits.criteriaMax}
            maxLength={interviewLimits.criterionMax}
            placeholder="System design, Communication"
          />
        )}
      </FormField>
      <FormField id={id('advance')} label="A positive scorecard moves the candidate to">
        {(control) => (
          <Select
            id={control.id}
            aria-label={`Round ${index + 1}: a positive scorecard moves the candidate to`}
            value={round.advance_to}
            onValueChange={(stage) => set('advance_to', stage as RoundDraft['advance_to'])}
            options={applicationStages
              .filter((stage) => stage !== 'rejected' && stage !== 'new')
              .map((stage) => ({ value: stage, label: applicationStageLabels[stage] }))}
          />
        )}
      </FormField>
    </fieldset>
  );
};
