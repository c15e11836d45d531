import { z } from 'zod';
import { envelopeSchema } from './api.ts';
import { jobFieldsShape, jobLimits, jobMessages, jobSchema, trimmedText } from './jobs.ts';

// Writing a job: a pasted description read into the fields, a brief a whole draft is written from,
// and the written draft (not saved until the form's Save).

/** POST /job-description/upload-text: a pasted description, read into the fields. */
export const uploadJobTextBodySchema = z.object({
  text: z
    .string()
    .refine((value) => value.trim() !== '', jobMessages.textRequired)
    .refine(
      (value) => value.length <= jobLimits.textMax,
      `The text must be at most ${jobLimits.textMax.toLocaleString('en-US')} characters`,
    ),
  /** Overrides the title read from the text. */
  title: trimmedText(jobLimits.titleMax).optional(),
});
export type UploadJobTextBody = z.input<typeof uploadJobTextBodySchema>;

/**
 * POST /job-description/generate ("Write it for me"): what the recruiter knows of the role, from
 * which a whole draft is written (by the language model when one is configured, else a template).
 */
export const generateJobBodySchema = z.object({
  title: jobFieldsShape.title,
  seniority: jobFieldsShape.seniority,
  department: jobFieldsShape.department,
  location: jobFieldsShape.location,
  workplace_type: jobFieldsShape.workplace_type,
  employment_type: jobFieldsShape.employment_type,
  skills: z
    .array(trimmedText(jobLimits.skillMax))
    .max(jobLimits.briefSkillsMax, jobMessages.briefSkillsMax)
    .default([])
    .transform((skills) =>
      skills.filter(
        (skill, index) =>
          skill !== '' && skills.findIndex((other) => other.toLowerCase() === skill.toLowerCase()) === index,
      ),
    ),
});
export type GenerateJobBody = z.input<typeof generateJobBodySchema>;
export type JobBrief = z.output<typeof generateJobBodySchema>;

/** A written draft: a job's fields, not saved (the form's Save creates the job). */
export const jobDraftSchema = jobSchema.pick({
  title: true,
  department: true,
  location: true,
  employment_type: true,
  workplace_type: true,
  salary_min: true,
  salary_max: true,
  salary_currency: true,
  summary: true,
  responsibilities: true,
  requirements: true,
  skills: true,
  seniority: true,
  nice_to_have: true,
  benefits: true,
  application_deadline: true,
  openings: true,
  hiring_manager: true,
});
export type JobDraft = z.infer<typeof jobDraftSchema>;
export const jobDraftResponseSchema = envelopeSchema(jobDraftSchema);
