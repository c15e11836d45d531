import { z } from 'zod';

// The call list's QA filters and order (issue #29, item 4): calls whose review failed a criterion,
// a range of QA scores, and the list sorted by score. The score of a call is its review's by the
// scorecard `qa_scorecard` names, or, when none is named, the lowest score among its reviews (the
// worst verdict any scorecard gave it); a call without a scored review has none.

export const callSorts = ['newest', 'qa_score_asc', 'qa_score_desc'] as const;
export type CallSort = (typeof callSorts)[number];

const scoreParam = (name: string) =>
  z.coerce
    .number(`${name} must be a number`)
    .min(0, `${name} must be 0 to 100`)
    .max(100, `${name} must be 0 to 100`)
    .optional();

/** The QA filters of GET /call/calls and its export. */
export const callQaFilterFields = {
  /** Only calls whose current review failed this criterion. */
  qa_failed_criterion: z.uuid('qa_failed_criterion must be a UUID').optional(),
  /** Whose score the list shows, filters and sorts by; the lowest of the call's reviews when absent. */
  qa_scorecard: z.uuid('qa_scorecard must be a UUID').optional(),
  qa_score_min: scoreParam('qa_score_min'),
  qa_score_max: scoreParam('qa_score_max'),
};

/** GET /call/calls only: newest first (the default), or by QA score with calls without one last. */
export const callSortField = {
  sort: z.enum(callSorts, 'sort must be newest, qa_score_asc or qa_score_desc').optional(),
};

export const isOrderedScoreRange = (q: { qa_score_min?: number; qa_score_max?: number }) =>
  q.qa_score_min === undefined || q.qa_score_max === undefined || q.qa_score_min <= q.qa_score_max;
export const scoreRangeError = { message: 'qa_score_min must not be above qa_score_max', path: ['qa_score_min'] };

/** The same parameters as a page address keeps them: a value the API would refuse reads as absent. */
export const callQaAddressFields = {
  qa_failed_criterion: callQaFilterFields.qa_failed_criterion.catch(undefined),
  qa_scorecard: callQaFilterFields.qa_scorecard.catch(undefined),
  qa_score_min: callQaFilterFields.qa_score_min.catch(undefined),
  qa_score_max: callQaFilterFields.qa_score_max.catch(undefined),
  sort: callSortField.sort.catch(undefined),
};
