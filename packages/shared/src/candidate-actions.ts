import { z } from 'zod';
import { envelopeSchema } from './api.ts';
import { applicationStages, candidateLimits, candidateMessages } from './candidates.ts';

// What a recruiter does to candidates (#17): bookmark, move stage, ask for a screening call, erase.

/** POST /candidate-fit-score: sets or clears an application's bookmark. */
export const bookmarkBodySchema = z.object({
  application_id: z.string().trim().min(1).max(100),
  bookmarked: z.boolean(),
});
export type BookmarkBody = z.infer<typeof bookmarkBodySchema>;
export const bookmarkResponseSchema = envelopeSchema(z.object({ application_id: z.string(), bookmarked: z.boolean() }));

/** POST /candidate/stage: moves one or many applications (of one workspace) to a stage; a rejection needs its reason. */
export const stageChangeBodySchema = z
  .object({
    application_ids: z
      .array(z.string().trim().min(1).max(100))
      .min(1, 'Choose at least one candidate')
      .max(candidateLimits.bulkMax),
    stage: z.enum(applicationStages),
    reason: z.string().trim().max(candidateLimits.reasonMax).optional(),
  })
  .refine((body) => body.stage !== 'rejected' || (body.reason ?? '').length > 0, {
    message: candidateMessages.reasonRequired,
    path: ['reason'],
  });
export type StageChangeBody = z.input<typeof stageChangeBodySchema>;
export const stageChangeResponseSchema = envelopeSchema(
  z.object({ application_ids: z.array(z.string()), stage: z.enum(applicationStages) }),
);

/** POST /candidate/screening-call. */
export const screeningCallBodySchema = z.object({ application_id: z.string().trim().min(1).max(100) });
export const screeningCallResponseSchema = envelopeSchema(
  z.object({ application_id: z.string(), call_id: z.string(), to_number: z.string() }),
);

/**
 * What becomes of an erased candidate's calls: `erase` deletes them (transcript, recording link,
 * numbers, analysis); `anonymise` keeps them for the analytics with the candidate's name, address and
 * number replaced ([name], [email], [number]) and the recording link removed.
 */
export const erasureCallChoices = ['erase', 'anonymise'] as const;
export type ErasureCallChoice = (typeof erasureCallChoices)[number];

/** DELETE /candidate/{candidateId}?calls=erase|anonymise: the choice is asked for, never assumed. */
export const erasureQuerySchema = z.object({
  calls: z.enum(erasureCallChoices, {
    error: 'Choose what happens to the candidate’s calls: calls=erase or calls=anonymise',
  }),
});
export type ErasureQuery = z.infer<typeof erasureQuerySchema>;

const count = z.number().int().nonnegative();
/** DELETE /candidate/{candidateId}: what the erasure did. */
export const erasureResponseSchema = envelopeSchema(
  z.object({
    candidate_id: z.string(),
    applications: count,
    calls_choice: z.enum(erasureCallChoices),
    /** Their calls erased, or kept anonymised (per `calls_choice`). */
    calls: count,
    /** Their interviews still to come, called off (the interviewers told, the candidate not). */
    interviews_cancelled: count,
    /** Mails to them still queued, never sent now. */
    mails_cancelled: count,
    /** Mail conversations, chats and WhatsApp calls with them, deleted. */
    conversations: count,
  }),
);
export type Erasure = z.infer<typeof erasureResponseSchema>['data'];
