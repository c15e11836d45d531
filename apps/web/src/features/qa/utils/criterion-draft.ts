import {
  type qaOutcomeFields,
  type QaComparator,
  type QaCriterion,
  type QaCriterionKind,
  type QaMeasureKey,
} from '@agentdesk/shared';

/** The outcome fields the editor offers: the analysis's own, or a key of custom_analysis_data. */
export type OutcomeFieldChoice = (typeof qaOutcomeFields)[number] | 'custom';

/**
 * One criterion as the editor holds it: every kind's fields at once (as typed, numbers as text),
 * so switching the kind back and forth loses nothing; only the chosen kind's fields are sent.
 */
export type CriterionDraft = {
  /** Stable while editing (React key, field ids); not sent. */
  key: string;
  /** The saved criterion's id, kept so its results and corrections stay with it. */
  id?: string;
  label: string;
  weight: string;
  kind: QaCriterionKind;
  measure: QaMeasureKey;
  comparator: QaComparator;
  threshold: string;
  rule: 'must_say' | 'must_not_say';
  /** One phrase a line; any one of them counts as said. */
  phrases: string;
  speaker: 'agent' | 'user' | 'any';
  within: 'first_turns' | 'last_turns' | 'anywhere';
  turns: string;
  field: OutcomeFieldChoice;
  customKey: string;
  /** 'true'/'false' for the yes/no fields, the sentiment's word, or a custom field's value as typed. */
  expected: string;
  question: string;
  passWhen: 'yes' | 'no';
  useKnowledgeBase: boolean;
};

let nextKey = 0;
const newKey = () => `c${(nextKey += 1)}`;

/** A new criterion: a phrase the agent must say in its first turns, the commonest rule. */
export const emptyCriterion = (): CriterionDraft => ({
  key: newKey(),
  label: '',
  weight: '1',
  kind: 'phrase',
  measure: 'interruptions_by_user',
  comparator: 'at_most',
  threshold: '',
  rule: 'must_say',
  phrases: '',
  speaker: 'agent',
  within: 'first_turns',
  turns: '2',
  field: 'call_successful',
  customKey: '',
  expected: 'true',
  question: '',
  passWhen: 'yes',
  useKnowledgeBase: false,
});

const isBooleanField = (field: OutcomeFieldChoice) =>
  field === 'call_successful' || field === 'appointment_booked' || field === 'in_voicemail';

/** Whether the outcome field is answered yes or no (its expected value is a boolean). */
export const isYesNoField = isBooleanField;

/** A custom field's expected value as typed: true/false and numbers as such, anything else as text. */
const parseCustomValue = (text: string): boolean | number | string => {
  const trimmed = text.trim();
  if (trimmed === 'true' || trimmed === 'false') return trimmed === 'true';
  if (trimmed !== '' && Number.isFinite(Number(trimmed))) return Number(trimmed);
  return trimmed;
};

/** A number typed in a field; empty is NaN so the schema says it is missing. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The criterion's config as the contract takes it, from the chosen kind's fields. */
export const toCriterionConfig = (draft: CriterionDraft) => {
  switch (draft.kind) {
    case 'measure':
      return {
        kind: 'measure' as const,
        measure: draft.measure,
        comparator: draft.comparator,
        threshold: numberOf(draft.threshold),
      };
    case 'phrase':
      return {
        kind: 'phrase' as const,
        rule: draft.rule,
        phrases: draft.phrases.split('\n').filter((line) => line.trim() !== ''),
        speaker: draft.speaker,
        within: draft.within,
        turns: numberOf(draft.turns),
      };
    case 'outcome':
      return {
        kind: 'outcome' as const,
        field: draft.field === 'custom' ? `custom:${draft.customKey.trim()}` : draft.field,
        equals:
          draft.field === 'custom'
            ? parseCustomValue(draft.expected)
            : isBooleanField(draft.field)
              ? draft.expected === 'true'
              : draft.expected,
      };
    case 'question':
      return {
        kind: 'question' as const,
        question: draft.question,
        pass_when: draft.passWhen,
        use_knowledge_base: draft.useKnowledgeBase,
      };
  }
};

const outcomeFieldOf = (field: string): { field: OutcomeFieldChoice; customKey: string } =>
  field.startsWith('custom:')
    ? { field: 'custom', customKey: field.slice('custom:'.length) }
    : { field: field as OutcomeFieldChoice, customKey: '' };

/** A saved criterion, to edit. */
export const toCriterionDraft = (criterion: QaCriterion): CriterionDraft => {
  const draft: CriterionDraft = {
    ...emptyCriterion(),
    id: criterion.id,
    label: criterion.label,
    weight: String(criterion.weight),
    kind: criterion.config.kind,
  };
  const { config } = criterion;
  switch (config.kind) {
    case 'measure':
      return { ...draft, measure: config.measure, comparator: config.comparator, threshold: String(config.threshold) };
    case 'phrase':
      return {
        ...draft,
        rule: config.rule,
        phrases: config.phrases.join('\n'),
        speaker: config.speaker,
        within: config.within,
        turns: String(config.turns),
      };
    case 'outcome':
      return { ...draft, ...outcomeFieldOf(config.field), expected: String(config.equals) };
    case 'question':
      return {
        ...draft,
        question: config.question,
        passWhen: config.pass_when,
        useKnowledgeBase: config.use_knowledge_base,
      };
  }
};
