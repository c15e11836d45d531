import type { ProviderCall } from './calls.ts';
import { clipQuote, type RuleVerdict } from './qa-review-evidence.ts';

// Outcome criteria of a call review (issue #29, item 2): a field of the provider's post-call
// analysis (call_successful, appointment_booked, a custom field…) compared with the value the
// scorecard expects. The evidence is the analysis's summary: the analysis speaks for the whole
// call, not for one moment of it.

export type OutcomeRuleConfig = { field: string; equals: boolean | string | number };

const CUSTOM_PREFIX = 'custom:';
const WHITESPACE = /\s+/g;

/** Strings compare as a person reads them: case and runs of spaces do not matter. */
const normalise = (text: string): string => text.trim().replace(WHITESPACE, ' ').toLowerCase();

/**
 * Whether the analysis's value is the expected one. Custom fields often arrive as text, so a
 * string of the expected number or of true/false counts as that value; otherwise numbers and
 * booleans compare exactly.
 */
const isEqual = (actual: string | number | boolean, expected: string | number | boolean): boolean => {
  if (typeof expected === 'string') return normalise(String(actual)) === normalise(expected);
  if (typeof actual !== 'string') return actual === expected;
  const text = normalise(actual);
  if (typeof expected === 'boolean') return text === String(expected);
  return text !== '' && Number(text) === expected;
};

const written = (value: string | number | boolean): string =>
  typeof value === 'string' ? `"${clipQuote(value)}"` : String(value);

const isSingleValue = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));

/** An outcome criterion decided on one call's post-call analysis. */
export const judgeOutcome = (call: ProviderCall, config: OutcomeRuleConfig): RuleVerdict => {
  const analysis = call.call_analysis;
  const isCustom = config.field.startsWith(CUSTOM_PREFIX);
  const name = isCustom ? config.field.slice(CUSTOM_PREFIX.length) : config.field;
  const summary = typeof analysis?.call_summary === 'string' ? clipQuote(analysis.call_summary) : null;
  const evidence = { turn_index: null, quote: summary === '' ? null : summary, at_seconds: null };
  if (analysis === null || analysis === undefined) {
    return { outcome: 'not_applicable', detail: 'This call has no post-call analysis', evidence };
  }
  const source: Record<string, unknown> | null | undefined = isCustom ? analysis.custom_analysis_data : analysis;
  const value = source?.[name];
  const named = isCustom ? `custom field ${name}` : name;
  if (value === null || value === undefined) {
    return { outcome: 'not_applicable', detail: `The post-call analysis has no ${named}`, evidence };
  }
  if (!isSingleValue(value)) {
    return { outcome: 'not_applicable', detail: `The post-call analysis's ${named} is not a single value`, evidence };
  }
  const isPassed = isEqual(value, config.equals);
  const expected = isPassed ? '' : ` (${written(config.equals)} expected)`;
  return {
    outcome: isPassed ? 'passed' : 'failed',
    detail: `The post-call analysis says ${name} is ${written(value)}${expected}`,
    evidence,
  };
};
