import { z } from 'zod';
import { envelopeSchema } from './api.ts';
import { applicationStages, candidateFitDetailBaseSchema } from './candidates.ts';
import { interviewSchema } from './interviews.ts';

// One record per candidate (#30 item 5): the candidate's page reads what happened to them from their
// calls, interviews and self-booking links, and the stage the screening call's outcome implies is
// proposed to the recruiter, never applied on its own.

/** An interview of the application, as the candidate's page lists it. */
export const candidateInterviewSchema = interviewSchema
  .pick({
    interview_id: true,
    round_name: true,
    start_timestamp: true,
    end_timestamp: true,
    status: true,
    booked_by: true,
  })
  .extend({
    /** The scheduling call it was booked on, when the recruiting agent booked it. */
    call_id: z.string().nullable(),
  });
export type CandidateInterview = z.infer<typeof candidateInterviewSchema>;

/** A self-booking link mailed to the candidate: to which address, when, and whether it was used. */
export const sentBookingLinkSchema = z.object({
  link_id: z.string(),
  round_name: z.string(),
  sent_to: z.string(),
  sent_timestamp: z.number().int(),
  expires_timestamp: z.number().int(),
  is_used: z.boolean(),
});
export type SentBookingLink = z.infer<typeof sentBookingLinkSchema>;

/** The stage a screening call's outcome implies, proposed until the recruiter applies or dismisses it. */
export const stageProposalSchema = z.object({
  stage: z.enum(applicationStages),
  /** Why: the outcome, in words ('Passed the screening call'). */
  reason: z.string(),
  /** The screening call it comes from (dismissing it dismisses this call's proposal). */
  call_id: z.string(),
});
export type StageProposal = z.infer<typeof stageProposalSchema>;

/** GET /candidate-fit-score/{applicationId}: the application with everything the page shows beside the list. */
export const candidateFitDetailSchema = candidateFitDetailBaseSchema.extend({
  interviews: z.array(candidateInterviewSchema),
  /** Self-booking links mailed to the candidate for this application, newest first. */
  sent_booking_links: z.array(sentBookingLinkSchema),
  stage_proposal: stageProposalSchema.nullable(),
});
export type CandidateFitDetail = z.infer<typeof candidateFitDetailSchema>;
export const candidateFitDetailResponseSchema = envelopeSchema(candidateFitDetailSchema);

/** POST /candidate/stage-proposal/dismiss: the recruiter keeps the stage the candidate is in. */
export const dismissStageProposalSchema = z.object({
  application_id: z.string().min(1).max(100),
  call_id: z.string().min(1).max(200),
});
export const dismissStageProposalResponseSchema = envelopeSchema(z.object({ application_id: z.string() }));

/** POST /interviews/booking-links/mail: a self-booking link made and mailed to the candidate. */
export const mailBookingLinkSchema = z.object({
  application_id: z.string().min(1).max(100),
  round_id: z.string().min(1).max(100),
  valid_hours: z
    .number()
    .int()
    .min(1)
    .max(24 * 14)
    .default(72),
});
export const mailBookingLinkResponseSchema = envelopeSchema(
  z.object({ sent_to: z.string(), sent_timestamp: z.number().int(), expires_timestamp: z.number().int() }),
);

export const candidateRecordMessages = {
  linkMailed: (email: string) => `Self-booking link sent to ${email}`,
  linkCopied: 'Self-booking link copied',
  noEmail: 'This candidate has no e-mail address, so the link cannot be mailed: copy it and send it another way.',
  proposalDismissed: 'Suggestion dismissed; the stage stays as it is',
  proposalGone: 'There is no suggestion for this call any more',
} as const;
