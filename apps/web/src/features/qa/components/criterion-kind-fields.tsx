import { qaMeasureKeys, qaMeasureLabels } from '@agentdesk/shared';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { isYesNoField, type CriterionDraft } from '../utils/criterion-draft.ts';
import type { ScorecardErrors } from '../utils/scorecard-draft.ts';
import { SelectField } from './select-field.tsx';

export type KindFieldsProps = {
  draft: CriterionDraft;
  /** The errors of this criterion's config, by field name ('threshold', 'phrases'...). */
  errors: ScorecardErrors;
  onChange: (patch: Partial<CriterionDraft>) => void;
};

// Two columns down to the narrowest phone: the dialog is narrow, and a dropdown cut to 'Mu...' says nothing.
const grid = 'grid grid-cols-2 gap-3';

const MeasureFields = ({ draft, errors, onChange }: KindFieldsProps) => (
  <div className={grid}>
    <div className="col-span-2">
      <SelectField
        id={`${draft.key}-measure`}
        label="Measure"
        value={draft.measure}
        options={qaMeasureKeys.map((key) => ({ value: key, label: qaMeasureLabels[key] }))}
        onChange={(measure) => onChange({ measure })}
      />
    </div>
    <SelectField
      id={`${draft.key}-comparator`}
      label="Passes when it is"
      value={draft.comparator}
      options={[
        { value: 'at_most', label: 'At most' },
        { value: 'at_least', label: 'At least' },
      ]}
      onChange={(comparator) => onChange({ comparator })}
    />
    <TextField
      id={`${draft.key}-threshold`}
      label="Threshold"
      type="number"
      inputMode="decimal"
      min={0}
      value={draft.threshold}
      onChange={(event) => onChange({ threshold: event.target.value })}
      error={errors['threshold']}
    />
  </div>
);

const PhraseFields = ({ draft, errors, onChange }: KindFieldsProps) => (
  <div className="flex flex-col gap-3">
    <FormField
      id={`${draft.key}-phrases`}
      label="Phrases, one a line"
      hint="Any one of them counts. Case, punctuation and small variations are matched as a person would."
      error={errors['phrases']}
    >
      {(control) => (
        <Textarea
          {...control}
          rows={3}
          placeholder="This call may be recorded"
          value={draft.phrases}
          onChange={(event) => onChange({ phrases: event.target.value })}
        />
      )}
    </FormField>
    <div className={grid}>
      <SelectField
        id={`${draft.key}-rule`}
        label="Rule"
        value={draft.rule}
        options={[
          { value: 'must_say', label: 'Must say' },
          { value: 'must_not_say', label: 'Must never say' },
        ]}
        onChange={(rule) => onChange({ rule })}
      />
      <SelectField
        id={`${draft.key}-speaker`}
        label="Said by"
        value={draft.speaker}
        options={[
          { value: 'agent', label: 'Agent' },
          { value: 'user', label: 'Caller' },
          { value: 'any', label: 'Either' },
        ]}
        onChange={(speaker) => onChange({ speaker })}
      />
      <SelectField
        id={`${draft.key}-within`}
        label="Where"
        value={draft.within}
        options={[
          { value: 'first_turns', label: 'First turns' },
          { value: 'last_turns', label: 'Last turns' },
          { value: 'anywhere', label: 'Anywhere' },
        ]}
        onChange={(within) => onChange({ within })}
      />
      {draft.within === 'anywhere' ? null : (
        <TextField
          id={`${draft.key}-turns`}
          label="Turns"
          type="number"
          inputMode="numeric"
          min={1}
          max={50}
          value={draft.turns}
          onChange={(event) => onChange({ turns: event.target.value })}
          error={errors['turns']}
        />
      )}
    </div>
  </div>
);

const fieldOptions = [
  { value: 'call_successful', label: 'Call successful' },
  { value: 'appointment_booked', label: 'Appointment booked' },
  { value: 'in_voicemail', label: 'Reached voicemail' },
  { value: 'user_sentiment', label: 'User sentiment' },
  { value: 'custom', label: 'Custom field' },
] as const;

const yesNo = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];
const sentiments = ['Positive', 'Neutral', 'Negative', 'Unknown'].map((word) => ({ value: word, label: word }));

/** A new field starts from a value it can take (a sentiment after a yes/no, say). */
const expectedFor = (field: CriterionDraft['field']) =>
  isYesNoField(field) ? 'true' : field === 'user_sentiment' ? 'Positive' : '';

const OutcomeFields = ({ draft, errors, onChange }: KindFieldsProps) => (
  <div className={grid}>
    <SelectField
      id={`${draft.key}-field`}
      label="Analysis field"
      value={draft.field}
      options={fieldOptions}
      onChange={(field) => onChange({ field, expected: expectedFor(field) })}
    />
    {draft.field === 'custom' ? (
      <TextField
        id={`${draft.key}-custom-key`}
        label="Custom field key"
        autoComplete="off"
        placeholder="loan_amount"
        value={draft.customKey}
        onChange={(event) => onChange({ customKey: event.target.value })}
        error={errors['field']}
      />
    ) : null}
    {draft.field === 'custom' ? (
      <TextField
        id={`${draft.key}-expected`}
        label="Expected value"
        autoComplete="off"
        hint="true, false, a number or a text"
        value={draft.expected}
        onChange={(event) => onChange({ expected: event.target.value })}
        error={errors['equals']}
      />
    ) : (
      <SelectField
        id={`${draft.key}-expected`}
        label="Expected value"
        value={draft.expected}
        options={isYesNoField(draft.field) ? yesNo : sentiments}
        onChange={(expected) => onChange({ expected })}
      />
    )}
  </div>
);

const QuestionFields = ({ draft, errors, onChange }: KindFieldsProps) => (
  <div className="flex flex-col gap-3">
    <FormField
      id={`${draft.key}-question`}
      label="Question"
      hint="Judged by the language model against the transcript, with the quote it rests on."
      error={errors['question']}
    >
      {(control) => (
        <Textarea
          {...control}
          rows={2}
          placeholder="Did the agent make up a price or a policy?"
          value={draft.question}
          onChange={(event) => onChange({ question: event.target.value })}
        />
      )}
    </FormField>
    <div className="grid grid-cols-2 items-end gap-3">
      <SelectField
        id={`${draft.key}-pass-when`}
        label="Passes when the answer is"
        value={draft.passWhen}
        options={[
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
        ]}
        onChange={(passWhen) => onChange({ passWhen })}
      />
      <label className="flex min-h-10 items-center gap-2 text-[13px] text-gray-800">
        <Checkbox
          checked={draft.useKnowledgeBase}
          onChange={(event) => onChange({ useKnowledgeBase: event.target.checked })}
        />
        Use the knowledge base
      </label>
    </div>
  </div>
);

/** The fields of the criterion's kind. */
export const CriterionKindFields = (props: KindFieldsProps) => {
  switch (props.draft.kind) {
    case 'measure':
      return <MeasureFields {...props} />;
    case 'phrase':
      return <PhraseFields {...props} />;
    case 'outcome':
      return <OutcomeFields {...props} />;
    case 'question':
      return <QuestionFields {...props} />;
  }
};
