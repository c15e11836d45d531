import { describe, expect, it } from 'vitest';
import type { ProviderCall } from './calls.ts';
import { reviewCall } from './qa-review.ts';
import { judgeQuestion, locateQuote, type QaQuestionConfig } from './qa-review-questions.ts';
import type { QaCriterion } from './qa-scorecards.ts';

const words = (text: string, start: number) =>
  text.split(' ').map((word, index) => ({ word, start: start + index * 0.4, end: start + index * 0.4 + 0.3 }));

const call = {
  call_id: 'c1',
  transcript_object: [
    {
      role: 'agent',
      content: 'Hi, this is Zara. The check-up costs $40.',
      words: words('Hi, this is Zara. The check-up costs $40.', 1.2),
    },
    { role: 'user', content: 'OK. Book me in, please!' },
  ],
} as unknown as ProviderCall;

const config: QaQuestionConfig = {
  kind: 'question',
  question: 'Did the agent quote a price?',
  pass_when: 'no',
  use_knowledge_base: false,
};
const found = { turn_index: 0, quote: 'costs $40', at_seconds: 1.2 };

describe('judgeQuestion', () => {
  it('passes or fails on the answer the criterion passes with, with the reason as a sentence', () => {
    const answered = (answer: 'yes' | 'no') =>
      judgeQuestion(config, {
        state: 'answered',
        answer,
        reason: 'The agent named $40',
        evidence: found,
        quoteMissing: false,
      });
    expect(answered('yes')).toEqual({
      outcome: 'failed',
      detail: 'The language model answered yes (no passes): The agent named $40.',
      evidence: found,
    });
    expect(answered('no').outcome).toBe('passed');
    expect(
      judgeQuestion(
        { ...config, pass_when: 'yes' },
        { state: 'answered', answer: 'yes', reason: '', evidence: found, quoteMissing: false },
      ),
    ).toMatchObject({
      outcome: 'passed',
      detail: 'The language model answered yes (yes passes).',
    });
  });

  it('decides nothing while waiting, after the model failed, without a model, or when it could not tell', () => {
    const none = { turn_index: null, quote: null, at_seconds: null };
    expect(judgeQuestion(config, { state: 'pending' })).toEqual({
      outcome: 'not_applicable',
      detail: "Waiting for the language model's answer",
      evidence: none,
    });
    expect(judgeQuestion(config, { state: 'no_model' }).detail).toBe(
      'Not judged: no language model is set up (LLM_BASE_URL)',
    );
    expect(judgeQuestion(config, { state: 'failed', error: 'language model answered 503' })).toMatchObject({
      outcome: 'not_applicable',
      detail: 'The language model did not answer (language model answered 503)',
    });
    expect(
      judgeQuestion(config, {
        state: 'answered',
        answer: 'unclear',
        reason: 'Too short!',
        evidence: none,
        quoteMissing: true,
      }),
    ).toMatchObject({
      outcome: 'not_applicable',
      detail:
        'The language model could not tell from the transcript: Too short! The quote it gave is not in the transcript.',
    });
  });

  it('is what reviewCall gives a question criterion, in the criteria order; without answers it refuses', () => {
    const criteria: QaCriterion[] = [
      { id: '00000000-0000-4000-8000-000000000001', position: 0, label: 'No price', weight: 2, config },
    ];
    const measures = {} as Parameters<typeof reviewCall>[1];
    expect(reviewCall(call, measures, criteria, () => ({ state: 'pending' }))[0]).toMatchObject({
      kind: 'question',
      outcome: 'not_applicable',
    });
    expect(() => reviewCall(call, measures, criteria)).toThrow(/question is judged by the language model/);
  });
});

describe('locateQuote', () => {
  it('finds the quote however it is punctuated or cased, in the turn named first, then anywhere', () => {
    expect(locateQuote(call, 'The check-up COSTS $40', 0)).toEqual({
      turn_index: 0,
      quote: 'The check-up COSTS $40',
      at_seconds: 1.2,
    });
    expect(locateQuote(call, 'book me in please', 0)).toEqual({
      turn_index: 1,
      quote: 'book me in please',
      at_seconds: null,
    });
  });

  it('finds whole words only, and nothing for a quote the call does not hold', () => {
    expect(locateQuote(call, 'zar', null)).toBeNull();
    expect(locateQuote(call, 'the price is fifty', 0)).toBeNull();
    expect(locateQuote(call, '  ', 0)).toBeNull();
    expect(locateQuote(call, null, 0)).toBeNull();
  });
});
