// The quality module's face (issue #29): its routes, the review step the call measurer runs in the
// transaction that measures calls, the judge of its questions for the language model, the backfill of a saved scorecard's calls, and the removal of an
// erased call's reviews.
export { qualityRoutes } from './quality.routes.ts';
export { reviewMeasuredCalls, type MeasuredCall } from './review-calls.ts';
export { advanceQaBackfill, QA_BACKFILL_BATCH } from './qa-backfill.ts';
export { removeCallReviews } from './stored-reviews.ts';
export { createQaWebhooks } from './qa-webhooks.ts';
export { judgeQuestionBatch } from './question-judge.ts';
