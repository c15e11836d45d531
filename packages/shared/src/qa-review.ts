import type { ProviderCall } from './calls.ts';
import type { CallMeasures } from './qa-measures-schema.ts';
import { type PhraseTranscript, readPhraseTranscript } from './qa-phrases.ts';
import type { RuleVerdict } from './qa-review-evidence.ts';
import { judgeMeasure } from './qa-review-measures.ts';
import { judgeOutcome } from './qa-review-outcomes.ts';
import { judgePhrase } from './qa-review-phrases.ts';
import { judgeQuestion, type QaQuestionState } from './qa-review-questions.ts';
import type { QaCriterion, QaCriterionConfig, QaCriterionResult } from './qa-scorecards.ts';

// A call reviewed against a scorecard's rule criteria (issue #29, items 2 and 3): thresholds on
// the call's measures, phrases said or never said, post-call analysis fields. Pure and
// deterministic, so the server's worker and the browser give the same results; questions for the
// language model are asked elsewhere (the server), and only their answers are read here.

export { qaMeasureValue, type HangUpFacts } from './qa-review-measures.ts';
export {
  judgeQuestion,
  locateQuote,
  notJudgedWithoutModel,
  waitingForModel,
  type QaQuestionConfig,
  type QaQuestionState,
} from './qa-review-questions.ts';

/** A criterion decided by rules alone: a measure's threshold, a phrase, or a post-call analysis field. */
export type QaRuleCriterion = QaCriterion & { config: Exclude<QaCriterionConfig, { kind: 'question' }> };

/** Whether reviewCall can decide the criterion (every kind but the language model's questions). */
export const isRuleCriterion = (criterion: QaCriterion): criterion is QaRuleCriterion =>
  criterion.config.kind !== 'question';

/** What the model said about a question criterion of this call (the server reads it from its answers). */
export type QuestionStateOf = (criterion: QaCriterion) => QaQuestionState;

/** What a review reads from the call: the call, its measures, and its transcript for phrases (read at most once). */
type ReviewInput = {
  call: ProviderCall;
  measures: CallMeasures;
  transcript: () => PhraseTranscript;
  questionStateOf: QuestionStateOf | undefined;
};

const judge = (input: ReviewInput, criterion: QaCriterion): RuleVerdict => {
  const { config } = criterion;
  switch (config.kind) {
    case 'measure':
      return judgeMeasure(input.call, input.measures, config);
    case 'phrase':
      return judgePhrase(input.transcript(), config, input.call.call_analysis?.in_voicemail === true);
    case 'outcome':
      return judgeOutcome(input.call, config);
    case 'question':
      if (!input.questionStateOf)
        throw new Error(
          `reviewCall cannot decide criterion "${criterion.label}" (${criterion.id}): a question is judged by the language model; give its answers (questionStateOf) or keep only the criteria isRuleCriterion accepts`,
        );
      return judgeQuestion(config, input.questionStateOf(criterion));
  }
};

/**
 * One call's results against rule criteria, one per criterion in the criteria's order, each with
 * its outcome, a sentence with the numbers, and the evidence (turn, quote, time) that decided it.
 * `measures` are the call's measureCall results (stored beside the call). A question criterion is
 * decided by what the model said (`questionStateOf`); without it, reviewCall throws on one: filter
 * with isRuleCriterion first.
 */
export const reviewCall = (
  call: ProviderCall,
  measures: CallMeasures,
  criteria: readonly QaCriterion[],
  questionStateOf?: QuestionStateOf,
): QaCriterionResult[] => {
  // A scorecard's phrase criteria share one reading of the transcript: tokenising is most of their cost.
  let transcript: PhraseTranscript | null = null;
  const input: ReviewInput = {
    call,
    measures,
    transcript: () => (transcript ??= readPhraseTranscript(call.transcript_object)),
    questionStateOf,
  };
  return criteria.map((criterion) => {
    const verdict = judge(input, criterion);
    return {
      criterion_id: criterion.id,
      label: criterion.label,
      kind: criterion.config.kind,
      weight: criterion.weight,
      outcome: verdict.outcome,
      detail: verdict.detail,
      evidence: verdict.evidence,
    };
  });
};
