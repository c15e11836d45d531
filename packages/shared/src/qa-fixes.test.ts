import { describe, expect, it } from 'vitest';
import { qaFixFor } from './qa-fixes.ts';
import { qaMeasureKeys, type QaCriterionConfig } from './qa-scorecards.ts';

// Each failing criterion links to advice of its own (issue #29 item 4): specific, not one text for all.
const configs: QaCriterionConfig[] = [
  ...qaMeasureKeys.map((measure) => ({
    kind: 'measure' as const,
    measure,
    comparator: 'at_most' as const,
    threshold: 1,
  })),
  {
    kind: 'phrase',
    rule: 'must_say',
    phrases: ['this call may be recorded'],
    speaker: 'agent',
    within: 'first_turns',
    turns: 2,
  },
  {
    kind: 'phrase',
    rule: 'must_not_say',
    phrases: ['guaranteed approval'],
    speaker: 'agent',
    within: 'anywhere',
    turns: 2,
  },
  { kind: 'outcome', field: 'call_successful', equals: true },
  { kind: 'question', question: 'Did the agent make up a fact?', pass_when: 'no', use_knowledge_base: true },
];

describe('what usually fixes a failing criterion', () => {
  it('has its own advice for every measure and every kind of criterion', () => {
    const fixes = configs.map(qaFixFor);
    expect(new Set(fixes.map((fix) => fix.title)).size).toBe(configs.length);
    for (const fix of fixes) {
      expect(fix.title.length).toBeGreaterThanOrEqual(8);
      expect(fix.advice.split(/(?<=\.) /).length).toBeGreaterThanOrEqual(2);
      expect(fix.where).not.toBe('');
    }
  });

  it('names the setting that changes what the measure sees', () => {
    const interruptions = qaFixFor(configs[qaMeasureKeys.indexOf('interruptions_by_user')]!);
    expect(interruptions.where).toContain('interruption_sensitivity');
    expect(qaFixFor(configs[qaMeasureKeys.indexOf('longest_silence_seconds')]!).where).toContain('reminder_trigger_ms');
    expect(qaFixFor(configs.at(-1)!).where).toContain('Knowledge Base');
  });
});
