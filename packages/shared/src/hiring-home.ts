import { z } from 'zod';
import { timeZoneSchema } from './calls.ts';
import { applicationStages } from './candidates.ts';
import { interviewStatuses } from './interviews.ts';

// The hiring home (/zara, #18 item 7): open jobs with their candidates per stage, this week's
// interviews, zara's recent screening calls and what needs action. Each list is bounded; `more`
// says that there are more than the list shows.

/** How many rows each list of the hiring home shows at most. */
export const hiringHomeLimits = { jobs: 12, interviews: 12, calls: 8, actions: 8 } as const;

export const hiringHomeQuerySchema = z.object({
  /** The user's zone: "this week" starts on its Monday. */
  tz: timeZoneSchema.optional(),
});

const stageCounts = z.record(z.enum(applicationStages), z.number().int().nonnegative());

export const hiringHomeSchema = z.object({
  open_jobs: z.object({
    items: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        location: z.string(),
        applicant_count: z.number().int(),
        stage_counts: stageCounts,
      }),
    ),
    more: z.boolean(),
  }),
  /**
   * Interviews starting this week (Monday to Sunday in the user's zone) booked, held or missed
   * (countedInterviewStatuses), soonest first; total: all of them, as the recruiting analytics count this week.
   */
  interviews_this_week: z.object({
    total: z.number().int().nonnegative(),
    items: z.array(
      z.object({
        id: z.string(),
        application_id: z.string(),
        candidate_id: z.string(),
        candidate_name: z.string(),
        job_id: z.string(),
        job_title: z.string(),
        round_name: z.string(),
        starts_at: z.number(),
        status: z.enum(interviewStatuses),
      }),
    ),
    more: z.boolean(),
  }),
  /** zara's screening calls with candidates, newest first. */
  screening_calls: z.object({
    items: z.array(
      z.object({
        call_id: z.string(),
        candidate_id: z.string(),
        candidate_name: z.string(),
        job_id: z.string().nullable(),
        job_title: z.string().nullable(),
        started_at: z.number(),
        /** true/false from the call's analysis, null until analysed. */
        successful: z.boolean().nullable(),
        summary: z.string().nullable(),
      }),
    ),
    more: z.boolean(),
  }),
  needs_action: z.object({
    /** Shortlisted applications with no interview scheduled, longest waiting first. */
    shortlisted_without_interview: z.object({
      items: z.array(
        z.object({
          application_id: z.string(),
          candidate_id: z.string(),
          candidate_name: z.string(),
          job_id: z.string(),
          job_title: z.string(),
          since: z.number(),
        }),
      ),
      more: z.boolean(),
    }),
    /** Interviews that ended with no scorecard yet, oldest first. */
    missing_scorecards: z.object({
      items: z.array(
        z.object({
          id: z.string(),
          application_id: z.string(),
          candidate_id: z.string(),
          candidate_name: z.string(),
          job_id: z.string(),
          job_title: z.string(),
          round_name: z.string(),
          starts_at: z.number(),
        }),
      ),
      more: z.boolean(),
    }),
  }),
});
export type HiringHome = z.infer<typeof hiringHomeSchema>;
