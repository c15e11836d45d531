import type { ProviderCall } from './calls.ts';
import { clipQuote, noEvidence, turnEvidence, type RuleVerdict } from './qa-review-evidence.ts';
import type { QaCriterionConfig, QaEvidence } from './qa-scorecards.ts';

// Question criteria (issue #29 item 2): a yes/no question the language model answers against the
// transcript, with the quote its answer rests on. The server asks (modules/quality question-judge)
// and keeps the answer; this turns what it kept into the criterion's result, and finds the quote
// in the transcript so the evidence names the turn and the time the model pointed at.

export type QaQuestionConfig = Extract<QaCriterionConfig, { kind: 'question' }>;

/** The model's word on one question of one call, as the review reads it. */
export type QaQuestionState =
  /** No language model is set up (LLM_BASE_URL): the question is not judged, and nothing pretends it was. */
  | { state: 'no_model' }
  /** Asked, not answered yet. */
  | { state: 'pending' }
  /** The model gave no usable answer after every attempt. */
  | { state: 'failed'; error: string }
  | {
      state: 'answered';
      answer: 'yes' | 'no' | 'unclear';
      reason: string;
      /** Where the quote was found in the transcript; every field null when it was not. */
      evidence: QaEvidence;
      /** The model gave a quote the transcript does not hold. */
      quoteMissing: boolean;
    };

export const waitingForModel = "Waiting for the language model's answer";
export const notJudgedWithoutModel = 'Not judged: no language model is set up (LLM_BASE_URL)';

const sentence = (text: string): string => {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (trimmed === '') return '';
  const clipped = clipQuote(trimmed);
  return /[.!?…]$/.test(clipped) ? clipped : `${clipped}.`;
};

/** A question criterion's outcome, sentence and evidence from what the model said (or did not). */
export const judgeQuestion = (config: QaQuestionConfig, state: QaQuestionState): RuleVerdict => {
  switch (state.state) {
    case 'no_model':
      return { outcome: 'not_applicable', detail: notJudgedWithoutModel, evidence: noEvidence() };
    case 'pending':
      return { outcome: 'not_applicable', detail: waitingForModel, evidence: noEvidence() };
    case 'failed':
      return {
        outcome: 'not_applicable',
        detail: `The language model did not answer (${state.error.slice(0, 200)})`,
        evidence: noEvidence(),
      };
    case 'answered': {
      const why = sentence(state.reason);
      const missing = state.quoteMissing ? ' The quote it gave is not in the transcript.' : '';
      if (state.answer === 'unclear')
        return {
          outcome: 'not_applicable',
          detail: `The language model could not tell from the transcript${why ? `: ${why}` : '.'}${missing}`,
          evidence: state.evidence,
        };
      return {
        outcome: state.answer === config.pass_when ? 'passed' : 'failed',
        detail: `The language model answered ${state.answer} (${config.pass_when} passes)${why ? `: ${why}` : '.'}${missing}`,
        evidence: state.evidence,
      };
    }
  }
};

/** Lower case, letters and digits only, single spaces: a quote matches however it was punctuated. */
const plain = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * Where the model's quote is in the call: the turn it named first, then every turn in order; the
 * evidence quotes the words as the model gave them (clipped) with the turn's start. Null when no
 * turn holds the quote (or there is none).
 */
export const locateQuote = (call: ProviderCall, quote: string | null, turnHint: number | null): QaEvidence | null => {
  const wanted = quote === null ? '' : plain(quote);
  if (wanted === '') return null;
  const turns = call.transcript_object ?? [];
  const holds = (index: number) => {
    const turn = turns[index];
    return turn !== undefined && ` ${plain(turn.content)} `.includes(` ${wanted} `);
  };
  const order = turnHint !== null && holds(turnHint) ? [turnHint] : turns.map((_, index) => index);
  const found = order.find(holds);
  return found === undefined ? null : turnEvidence(call, found, quote);
};
