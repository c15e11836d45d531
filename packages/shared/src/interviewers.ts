import { z } from 'zod';
import { envelopeSchema } from './api.ts';
import { interviewLimits, weekdays } from './interviews.ts';

// Interviewers (#18; SPEC §7 /interviewer/interviewers): who interviews, with their working hours in
// their own time zone.

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Use HH:MM');
export const timeRangeSchema = z.object({ start: hhmm, end: hhmm });
export type TimeRange = z.infer<typeof timeRangeSchema>;

/** Weekly working hours, local wall-clock times in the interviewer's zone; a day left out is not worked. */
export const workingHoursSchema = z.partialRecord(
  z.enum(weekdays),
  z.array(timeRangeSchema).max(interviewLimits.rangesPerDayMax),
);
export type WorkingHours = z.infer<typeof workingHoursSchema>;

export const DEFAULT_WORKING_HOURS: WorkingHours = Object.fromEntries(
  weekdays.slice(0, 5).map((day) => [day, [{ start: '09:00', end: '17:00' }]]),
);

export const interviewerSchema = z.object({
  interviewer_id: z.string(),
  name: z.string(),
  email: z.string(),
  /** IANA, e.g. Asia/Kolkata. */
  time_zone: z.string(),
  working_hours: workingHoursSchema,
  /** The kinds of interview they run (free text the plans' rounds match, e.g. "Technical", "Culture"). */
  interview_types: z.array(z.string()),
  max_per_day: z.number().int(),
  max_per_week: z.number().int(),
  is_active: z.boolean(),
  created_timestamp: z.number().int(),
  updated_timestamp: z.number().int(),
});
export type Interviewer = z.infer<typeof interviewerSchema>;

const name = z.string().trim().min(1, 'Enter a name').max(interviewLimits.nameMax);
const email = z
  .string()
  .trim()
  .max(interviewLimits.emailMax)
  .pipe(z.email('Enter an e-mail address such as name@example.com'))
  .transform((value) => value.toLowerCase());

export const interviewerFormSchema = z.object({
  name,
  email,
  time_zone: z.string().trim().min(1).max(64),
  working_hours: workingHoursSchema.default(DEFAULT_WORKING_HOURS),
  interview_types: z
    .array(z.string().trim().min(1).max(interviewLimits.typeMax))
    .max(interviewLimits.typesMax)
    .default([]),
  max_per_day: z.number().int().min(1).max(20).default(4),
  max_per_week: z.number().int().min(1).max(100).default(15),
});
export type InterviewerForm = z.input<typeof interviewerFormSchema>;
export const updateInterviewerSchema = interviewerFormSchema.partial().extend({ is_active: z.boolean().optional() });
export const interviewerParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const listInterviewersQuerySchema = z.object({
  active: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export const interviewerResponseSchema = envelopeSchema(interviewerSchema);
export const interviewerListResponseSchema = envelopeSchema(z.object({ interviewers: z.array(interviewerSchema) }));
