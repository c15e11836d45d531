import { describe, expect, it } from 'vitest';
import { emptyCriterion } from './criterion-draft.ts';
import { checkScorecard, errorKeyOf, serverErrorKey, type ScorecardDraft } from './scorecard-draft.ts';

const draftWith = (patch: Partial<ReturnType<typeof emptyCriterion>>): ScorecardDraft => ({
  name: 'Inbound',
  agentIds: ['riley'],
  versions: '',
  criteria: [{ ...emptyCriterion(), label: 'Rule', weight: '2', ...patch }],
  webhookUrl: '',
});

const configOf = (draft: ScorecardDraft) => {
  const checked = checkScorecard(draft);
  if (!checked.isValid) throw new Error(JSON.stringify(checked.errors));
  return checked.body.criteria[0]!.config;
};

describe('checkScorecard', () => {
  it('sends only the chosen kind’s fields, numbers as numbers', () => {
    expect(
      configOf(
        draftWith({ kind: 'measure', measure: 'longest_silence_seconds', comparator: 'at_most', threshold: '4.5' }),
      ),
    ).toEqual({
      kind: 'measure',
      measure: 'longest_silence_seconds',
      comparator: 'at_most',
      threshold: 4.5,
    });
    expect(configOf(draftWith({ kind: 'outcome', field: 'call_successful', expected: 'false' }))).toEqual({
      kind: 'outcome',
      field: 'call_successful',
      equals: false,
    });
    expect(configOf(draftWith({ kind: 'outcome', field: 'user_sentiment', expected: 'Positive' }))).toEqual({
      kind: 'outcome',
      field: 'user_sentiment',
      equals: 'Positive',
    });
    expect(
      configOf(
        draftWith({
          kind: 'question',
          question: 'Did the agent invent a price?',
          passWhen: 'no',
          useKnowledgeBase: true,
        }),
      ),
    ).toEqual({
      kind: 'question',
      question: 'Did the agent invent a price?',
      pass_when: 'no',
      use_knowledge_base: true,
    });
  });

  it('reads a custom field’s value as typed: true/false and numbers as such, else text', () => {
    const custom = (expected: string) =>
      configOf(draftWith({ kind: 'outcome', field: 'custom', customKey: 'loan_amount', expected }));
    expect(custom('true')).toEqual({ kind: 'outcome', field: 'custom:loan_amount', equals: true });
    expect(custom(' 250000 ')).toEqual({ kind: 'outcome', field: 'custom:loan_amount', equals: 250000 });
    expect(custom('gold tier')).toEqual({ kind: 'outcome', field: 'custom:loan_amount', equals: 'gold tier' });
  });

  it('puts each issue at its field, in words for people', () => {
    const checked = checkScorecard({
      ...draftWith({ kind: 'measure', threshold: '', weight: '' }),
      versions: '3, x',
    });
    expect(checked.isValid).toBe(false);
    if (checked.isValid) return;
    expect(checked.errors).toEqual({
      agent_versions: 'Versions must be whole numbers, e.g. 3, 4',
      'criteria.0.weight': 'Weight must be 1 to 10',
      'criteria.0.config.threshold': 'Threshold must be a number',
    });
    const custom = checkScorecard(
      draftWith({ kind: 'outcome', field: 'custom', customKey: 'has space', expected: '' }),
    );
    expect(custom.isValid ? null : custom.errors).toEqual({
      'criteria.0.config.field': 'A custom field key has letters, digits, _ . or - (at most 100)',
      'criteria.0.config.equals': 'Enter the expected value',
    });
  });

  it('keys issue paths by their field', () => {
    expect(errorKeyOf(['name'])).toBe('name');
    expect(errorKeyOf(['agent_versions', 1])).toBe('agent_versions');
    expect(errorKeyOf(['criteria'])).toBe('criteria');
    expect(errorKeyOf(['criteria', 2, 'label'])).toBe('criteria.2.label');
    expect(errorKeyOf(['criteria', 0, 'config', 'phrases', 3])).toBe('criteria.0.config.phrases');
  });
});

describe('serverErrorKey', () => {
  it('places a refusal at the field it names, else nowhere', () => {
    const question = draftWith({ kind: 'question', question: 'Was the caller helped?' });
    expect(serverErrorKey('Questions need a language model: set LLM_BASE_URL', question)).toBe(
      'criteria.0.config.question',
    );
    expect(serverErrorKey('A scorecard named Inbound already exists', question)).toBe('name');
    expect(serverErrorKey('Unknown agent: riley', draftWith({}))).toBe('agent_ids');
    expect(serverErrorKey("Only an admin can set or change a scorecard's webhook", draftWith({}))).toBe('webhook_url');
    expect(serverErrorKey('Something went wrong', draftWith({}))).toBeNull();
  });
});
