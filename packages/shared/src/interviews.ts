import { z } from 'zod';
import { envelopeSchema } from './api.ts';
import { applicationStages } from './candidates.ts';

// Interview scheduling (#18; SPEC §7 /interviewer/interviewers, /interview-config/): interviewers
// with their hours in their own time zone, a plan of rounds per job, free slots for a panel or a
// pool, bookings with calendar invitations, self-booking links and scorecards.

export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof weekdays)[number];
export const weekdayLabels: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

export const interviewLimits = {
  nameMax: 120,
  emailMax: 254,
  typeMax: 60,
  typesMax: 20,
  rangesPerDayMax: 4,
  roundsMax: 8,
  criteriaMax: 12,
  criterionMax: 120,
  notesMax: 2_000,
  /** Interviewers in one round. */
  roundInterviewersMax: 20,
  durationMin: 15,
  durationMax: 480,
  bufferMax: 120,
  windowDaysMax: 90,
  minNoticeHoursMax: 14 * 24,
  /** Slots one request answers at most. */
  slotsMax: 200,
} as const;

export const interviewMessages = {
  interviewerNotFound: 'Interviewer not found',
  interviewNotFound: 'Interview not found',
  planNotFound: 'This job has no interview plan yet',
  roundNotFound: 'Round not found in the job’s interview plan',
  unknownTimeZone: 'Unknown time zone: use an IANA name such as Asia/Kolkata or Europe/London',
  badHours: 'Working hours are HH:MM ranges, each ending after it starts, not overlapping',
  jobClosed: 'The job is closed: its interviews can no longer be booked',
  slotTaken: 'That time is no longer free: choose another slot',
  emailTaken: 'An interviewer with this e-mail address exists already',
  linkExpired: 'This booking link has expired. Ask the recruiter for a new one.',
  linkUsed: 'This booking link was used already: your interview is booked.',
  linkInvalid: 'This booking link is not valid.',
  /** The candidate's reschedule-or-cancel link (#30 item 3). */
  manageLinkExpired: 'This link has expired. Reply to the recruiter’s message if you need to change your interview.',
  interviewStarted:
    'This interview has started, so it can no longer be rescheduled or cancelled here. Reply to the recruiter’s message if you need to.',
  interviewCancelledAlready: 'This interview was cancelled.',
  candidateRescheduled: 'Your interview is rescheduled',
  candidateCancelled: 'Your interview is cancelled',
  booked: 'Interview booked; invitations sent',
  rescheduled: 'Interview moved; updated invitations sent',
  cancelled: 'Interview cancelled; cancellations sent',
  scorecardSaved: 'Scorecard saved',
  notEnoughInterviewers: 'The round needs more active interviewers than it has',
} as const;

/** One round of a job's interview plan. */
export const interviewRoundSchema = z.object({
  round_id: z.string(),
  name: z.string(),
  duration_minutes: z.number().int(),
  /** Fixed: every interviewer named attends. Pool: `panel_size` of them, the least loaded first. */
  mode: z.enum(['fixed', 'pool']),
  interviewer_ids: z.array(z.string()),
  panel_size: z.number().int(),
  buffer_before_minutes: z.number().int(),
  buffer_after_minutes: z.number().int(),
  /** What the scorecard rates, 1 to 4 each. */
  criteria: z.array(z.string()),
  /** The stage a positive scorecard moves the application to. */
  advance_to: z.enum(applicationStages),
});
export type InterviewRound = z.infer<typeof interviewRoundSchema>;

export const interviewPlanSchema = z.object({
  job_id: z.string(),
  rounds: z.array(interviewRoundSchema),
  /** Slots are offered from the minimum notice up to this many days ahead. */
  window_days: z.number().int(),
  min_notice_hours: z.number().int(),
  updated_timestamp: z.number().int(),
});
export type InterviewPlan = z.infer<typeof interviewPlanSchema>;

export const interviewRoundFormSchema = z
  .object({
    round_id: z.string().max(100).optional(),
    name: z.string().trim().min(1, 'Name the round').max(interviewLimits.nameMax),
    duration_minutes: z.number().int().min(interviewLimits.durationMin).max(interviewLimits.durationMax),
    mode: z.enum(['fixed', 'pool']).default('fixed'),
    interviewer_ids: z
      .array(z.string().min(1).max(100))
      .min(1, 'Choose the round’s interviewers')
      .max(interviewLimits.roundInterviewersMax),
    panel_size: z.number().int().min(1).max(interviewLimits.roundInterviewersMax).default(1),
    buffer_before_minutes: z.number().int().min(0).max(interviewLimits.bufferMax).default(0),
    buffer_after_minutes: z.number().int().min(0).max(interviewLimits.bufferMax).default(0),
    criteria: z
      .array(z.string().trim().min(1).max(interviewLimits.criterionMax))
      .max(interviewLimits.criteriaMax)
      .default([]),
    advance_to: z.enum(applicationStages).default('interview'),
  })
  .refine((round) => round.mode === 'fixed' || round.panel_size <= round.interviewer_ids.length, {
    message: 'The pool is smaller than the panel',
    path: ['panel_size'],
  });

/** PUT /interview-config/: a job's whole plan. */
export const interviewPlanFormSchema = z.object({
  job_id: z.string().trim().min(1).max(100),
  rounds: z.array(interviewRoundFormSchema).min(1, 'Add a round').max(interviewLimits.roundsMax),
  window_days: z.number().int().min(1).max(interviewLimits.windowDaysMax).default(14),
  min_notice_hours: z.number().int().min(0).max(interviewLimits.minNoticeHoursMax).default(24),
});
export type InterviewPlanForm = z.input<typeof interviewPlanFormSchema>;
export const interviewPlanQuerySchema = z.object({ job_id: z.string().trim().min(1).max(100) });
export const interviewPlanResponseSchema = envelopeSchema(interviewPlanSchema);

export const interviewStatuses = ['scheduled', 'completed', 'cancelled', 'no_show'] as const;
export type InterviewStatus = (typeof interviewStatuses)[number];
export const interviewBookers = ['recruiter', 'candidate', 'zara'] as const;

export const scorecardSchema = z.object({
  ratings: z.array(z.object({ criterion: z.string(), rating: z.number().int().min(1).max(4), notes: z.string() })),
  /** Advance: the application moves to the round's `advance_to`; reject: to Rejected with the summary as reason. */
  decision: z.enum(['advance', 'hold', 'reject']),
  summary: z.string(),
  submitted_by: z.string().nullable(),
  submitted_timestamp: z.number().int(),
});
export type Scorecard = z.infer<typeof scorecardSchema>;

export const interviewSchema = z.object({
  interview_id: z.string(),
  application_id: z.string(),
  candidate_id: z.string(),
  candidate_name: z.string(),
  candidate_email: z.string().nullable(),
  job_id: z.string(),
  job_title: z.string(),
  round_id: z.string(),
  round_name: z.string(),
  start_timestamp: z.number().int(),
  end_timestamp: z.number().int(),
  interviewers: z.array(
    z.object({ interviewer_id: z.string(), name: z.string(), email: z.string(), time_zone: z.string() }),
  ),
  status: z.enum(interviewStatuses),
  /** The invitation's iCalendar SEQUENCE: raised with every change. */
  sequence: z.number().int(),
  booked_by: z.enum(interviewBookers),
  /** The candidate's zone when they booked themselves, else null. */
  candidate_time_zone: z.string().nullable(),
  scorecard: scorecardSchema.nullable(),
  created_timestamp: z.number().int(),
});
export type Interview = z.infer<typeof interviewSchema>;
export const interviewResponseSchema = envelopeSchema(interviewSchema);
export const interviewListResponseSchema = envelopeSchema(z.object({ interviews: z.array(interviewSchema) }));

/** GET /interviews: interviews overlapping [from, to) (UTC ms), optionally of one interviewer or job. */
export const listInterviewsQuerySchema = z.object({
  from: z.coerce.number().int(),
  to: z.coerce.number().int(),
  interviewer_id: z.string().max(100).optional(),
  job_id: z.string().max(100).optional(),
  status: z.enum(interviewStatuses).optional(),
});

export const slotSchema = z.object({
  start_timestamp: z.number().int(),
  end_timestamp: z.number().int(),
  interviewer_ids: z.array(z.string()),
});
export type Slot = z.infer<typeof slotSchema>;
/** GET /interviews/slots: free slots of a round for an application (within the plan's window unless narrowed). */
export const slotsQuerySchema = z.object({
  application_id: z.string().min(1).max(100),
  round_id: z.string().min(1).max(100),
  from: z.coerce.number().int().optional(),
  to: z.coerce.number().int().optional(),
  limit: z.coerce.number().int().min(1).max(interviewLimits.slotsMax).default(50),
});
export const slotsResponseSchema = envelopeSchema(z.object({ slots: z.array(slotSchema) }));

export const bookInterviewSchema = z.object({
  application_id: z.string().min(1).max(100),
  round_id: z.string().min(1).max(100),
  start_timestamp: z.number().int(),
  /** For a pool: the interviewers chosen (else the least loaded free ones). */
  interviewer_ids: z.array(z.string().min(1).max(100)).max(interviewLimits.roundInterviewersMax).optional(),
});
export const rescheduleInterviewSchema = bookInterviewSchema.pick({ start_timestamp: true, interviewer_ids: true });
export const cancelInterviewSchema = z.object({ reason: z.string().trim().max(500).optional() });
export const interviewParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const scorecardFormSchema = z
  .object({
    ratings: z.array(
      z.object({
        criterion: z.string().trim().min(1).max(interviewLimits.criterionMax),
        rating: z.number().int().min(1).max(4),
        notes: z.string().trim().max(interviewLimits.notesMax).default(''),
      }),
    ),
    decision: z.enum(['advance', 'hold', 'reject']),
    summary: z.string().trim().max(interviewLimits.notesMax).default(''),
    /** Whether the candidate came: false records a no-show, which needs no ratings. */
    attended: z.boolean().default(true),
  })
  .refine((form) => !form.attended || form.ratings.length > 0, {
    message: 'Rate at least one criterion',
    path: ['ratings'],
  });

/** POST /interviews/booking-links: a signed link the candidate books the round with, once, before it expires. */
export const bookingLinkSchema = z.object({
  application_id: z.string().min(1).max(100),
  round_id: z.string().min(1).max(100),
  valid_hours: z
    .number()
    .int()
    .min(1)
    .max(24 * 14)
    .default(72),
});
export const bookingLinkResponseSchema = envelopeSchema(
  z.object({ url: z.string(), expires_timestamp: z.number().int() }),
);

/** POST /interviews/scheduling-call. */
export const schedulingCallSchema = z.object({
  application_id: z.string().min(1).max(100),
  round_id: z.string().min(1).max(100),
});
export const schedulingCallResponseSchema = envelopeSchema(z.object({ call_id: z.string() }));
