import { qaScorecardInputSchema, type QaScorecard, type QaScorecardInput } from '@agentdesk/shared';
import type { z } from 'zod';
import { emptyCriterion, toCriterionConfig, toCriterionDraft, type CriterionDraft } from './criterion-draft.ts';

/** A scorecard as the dialog holds it. */
export type ScorecardDraft = {
  name: string;
  agentIds: string[];
  /** The versions as typed ('3, 4'); empty for every version. */
  versions: string;
  criteria: CriterionDraft[];
  /** The call_reviewed webhook's URL as typed; empty for none. */
  webhookUrl: string;
};

/** Field errors by the field's key: 'name', 'agent_ids', 'criteria.0.label', 'criteria.0.config.threshold'. */
export type ScorecardErrors = Partial<Record<string, string>>;

export const emptyScorecard = (): ScorecardDraft => ({
  name: '',
  agentIds: [],
  versions: '',
  criteria: [emptyCriterion()],
  webhookUrl: '',
});

export const toScorecardDraft = (scorecard: QaScorecard): ScorecardDraft => ({
  name: scorecard.name,
  agentIds: scorecard.agent_ids,
  versions: scorecard.agent_versions?.join(', ') ?? '',
  criteria: [...scorecard.criteria].sort((a, b) => a.position - b.position).map(toCriterionDraft),
  webhookUrl: scorecard.webhook_url ?? '',
});

const splitVersions = (text: string) => text.split(/[\s,]+/).filter((part) => part !== '');

/** The draft in the contract's shape, before the schema has checked it. */
const toCandidate = (draft: ScorecardDraft) => {
  const versions = splitVersions(draft.versions);
  return {
    name: draft.name,
    agent_ids: draft.agentIds,
    agent_versions: versions.length === 0 ? null : versions,
    criteria: draft.criteria.map((criterion) => ({
      ...(criterion.id === undefined ? {} : { id: criterion.id }),
      label: criterion.label,
      weight: criterion.weight.trim() === '' ? Number.NaN : Number(criterion.weight),
      config: toCriterionConfig(criterion),
    })),
    webhook_url: draft.webhookUrl.trim() === '' ? null : draft.webhookUrl.trim(),
  };
};

/** The key a schema issue's path is shown under: the field it belongs to (a phrase's issue goes to its list). */
export const errorKeyOf = (path: readonly PropertyKey[]): string => {
  const parts = path.map(String);
  if (parts[0] !== 'criteria' || parts.length <= 2) return parts.slice(0, 1).join('.');
  return parts.slice(0, parts[2] === 'config' ? 4 : 3).join('.');
};

/** The schema's own sentence, except where it speaks to a programmer (a type, a pattern) rather than a person. */
const messageOf = (key: string, issue: z.core.$ZodIssue): string => {
  const field = key.split('.').at(-1);
  if (field === 'weight') return issue.code === 'invalid_type' ? 'Weight must be 1 to 10' : issue.message;
  if (field === 'turns') return 'Turns must be a whole number from 1 to 50';
  if (field === 'agent_versions') return 'Versions must be whole numbers, e.g. 3, 4';
  if (field === 'equals') return 'Enter the expected value';
  if (field === 'field') return 'A custom field key has letters, digits, _ . or - (at most 100)';
  return issue.message;
};

type Checked = { isValid: true; body: QaScorecardInput } | { isValid: false; errors: ScorecardErrors };

/** Checks the draft with the contract's schema: the body to send, or each field's first error. */
export const checkScorecard = (draft: ScorecardDraft): Checked => {
  const parsed = qaScorecardInputSchema.safeParse(toCandidate(draft));
  if (parsed.success) return { isValid: true, body: parsed.data };
  const errors: ScorecardErrors = {};
  for (const issue of parsed.error.issues) {
    const key = errorKeyOf(issue.path);
    errors[key] ??= messageOf(key, issue);
  }
  return { isValid: false, errors };
};

/**
 * The field a refusal of the server belongs to, when its sentence names one (the server answers
 * with one error_message, no path): a question without a language model goes to the first question,
 * a name taken to the name, a refused webhook to its URL. Null: it is shown above the buttons.
 */
export const serverErrorKey = (message: string, draft: ScorecardDraft): string | null => {
  const question = draft.criteria.findIndex((criterion) => criterion.kind === 'question');
  if (question !== -1 && /question|language model|LLM_BASE_URL/i.test(message))
    return `criteria.${question}.config.question`;
  if (/webhook/i.test(message)) return 'webhook_url';
  if (/\bnamed?\b/i.test(message)) return 'name';
  if (/\bagents?\b/i.test(message)) return 'agent_ids';
  return null;
};
