import { z } from 'zod';

// People correct the machine (issue #29, item 5): a reviewer marks a criterion's automatic result
// on a call right or wrong, with a note; each scorecard shows how often people agreed, per criterion.

/** qaOutcomes of qa-scorecards.ts, spelled here because that file imports this one (no import cycle). */
const judgedOutcomes = ['passed', 'failed', 'not_applicable'] as const;

export const qaVerdicts = ['right', 'wrong'] as const;
export type QaVerdict = (typeof qaVerdicts)[number];

/** The longest note a correction keeps. */
export const QA_CORRECTION_NOTE_MAX = 1000;

/** PUT /call/calls/:id/reviews/:scorecardId/corrections/:criterionId: the call's result marked right or wrong. */
export const qaCorrectionInputSchema = z.object({
  verdict: z.enum(qaVerdicts, { error: "Verdict must be 'right' or 'wrong'" }),
  /** Why; blank is the same as none. */
  note: z
    .string('Note must be text')
    .trim()
    .max(QA_CORRECTION_NOTE_MAX, `Note must be at most ${QA_CORRECTION_NOTE_MAX} characters`)
    .nullish()
    .transform((note) => (note === undefined || note === null || note === '' ? null : note)),
});
export type QaCorrectionInput = z.input<typeof qaCorrectionInputSchema>;

/** The call, the scorecard of its review and the criterion a correction is about. */
export const qaCorrectionParamsSchema = z.object({
  id: z.string().min(1).max(200),
  scorecardId: z.uuid('Scorecard id must be a UUID'),
  criterionId: z.uuid('Criterion id must be a UUID'),
});

/**
 * The current correction of one result, as a call's reviews show it. A re-review (the scorecard saved
 * again) keeps the correction: it still names the outcome and version it judged, and `is_current`
 * says whether the result is still that outcome (a correction of an older result counts no more
 * towards the scorecard's agreement).
 */
export const qaResultCorrectionSchema = z.object({
  verdict: z.enum(qaVerdicts),
  note: z.string().nullable(),
  /** The reviewer's name; null once their account is gone. */
  corrected_by_name: z.string().nullable(),
  corrected_at: z.iso.datetime(),
  /** The automatic outcome the reviewer judged, and the scorecard's version it came from. */
  judged_outcome: z.enum(judgedOutcomes),
  judged_scorecard_version: z.number().int().positive(),
  /** Whether the result is still the outcome that was judged. */
  is_current: z.boolean(),
});
export type QaResultCorrection = z.infer<typeof qaResultCorrectionSchema>;

/** What PUT answers: the correction with what it is about. */
export const qaCorrectionSchema = qaResultCorrectionSchema.extend({
  call_id: z.string(),
  scorecard_id: z.uuid(),
  criterion_id: z.uuid(),
});
export type QaCorrection = z.infer<typeof qaCorrectionSchema>;

/** How often people agreed with one criterion's automatic results (GET /qa/scorecards/:id/agreement). */
export const qaCriterionAgreementSchema = z.object({
  criterion_id: z.uuid(),
  label: z.string(),
  /** Corrections of results that are still what was judged. */
  corrections: z.number().int().nonnegative(),
  /** Of those, how many marked the result right. */
  agreed: z.number().int().nonnegative(),
  /** agreed / corrections, 0 to 1; null when there is no correction. */
  agreement_rate: z.number().min(0).max(1).nullable(),
  /** Corrections of an older result (the call was reviewed again with another outcome): not counted. */
  outdated: z.number().int().nonnegative(),
});
export type QaCriterionAgreement = z.infer<typeof qaCriterionAgreementSchema>;

/** A criterion people agree with less often than this is one to rewrite. */
export const QA_AGREEMENT_LOW = 0.7;
