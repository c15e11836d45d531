import { z } from 'zod';
import { envelopeSchema } from './api.ts';

// The workspace's public careers site: a published (open) job has a page at /careers/<workspace>/<job>
// with an Apply form, and is listed in the workspace's index and feeds until it is unpublished or
// closed. SPEC §7 /job-description/post-to-ats is publishing. Applications come from that form.

export const careersLimits = {
  nameMax: 120,
  emailMax: 254,
  phoneMax: 30,
  /** A résumé file. */
  resumeBytes: 5 * 1024 * 1024,
  /** Jobs on one page of the careers index. */
  indexPageSize: 50,
} as const;

/** What the Apply form takes as a résumé (its bytes are checked against the ending). */
export const RESUME_FILE_EXTENSIONS = ['.pdf', '.docx', '.txt', '.md'] as const;
export const RESUME_FILE_ACCEPT = RESUME_FILE_EXTENSIONS.join(',');

export const careersMessages = {
  /** post-to-ats publishes a draft: the same words as Publish. */
  posted: 'Job published on your careers site',
  alreadyPosted: 'The job is already on your careers site',
  nameRequired: 'Enter your name',
  emailInvalid: 'Enter an e-mail address such as name@example.com',
  phoneInvalid: 'Enter a phone number with its country code, such as +91 98765 43210',
  consentRequired: 'Tick the box to let us keep your application',
  resumeRequired: 'Attach your résumé',
  resumeType: 'Attach your résumé as a .pdf, .docx, .txt or .md file',
  resumeTooLarge: `The résumé is larger than ${careersLimits.resumeBytes / (1024 * 1024)} MB`,
  tooMany: 'Too many applications from this address. Please try again in an hour.',
  jobClosed: 'This job is no longer taking applications',
  notAMultipartForm: 'Send the form with its résumé file',
  applicationNotFound: 'Application not found',
} as const;

/** POST /job-description/post-to-ats: publishes the job, which puts it on the careers site (as Publish does). */
export const postJobToCareersBodySchema = z.object({ job_id: z.string().trim().min(1, 'job_id is required').max(100) });
export type PostJobToCareersBody = z.input<typeof postJobToCareersBodySchema>;

const field = (max: number) => z.string().trim().max(max);

/**
 * The Apply form's fields as posted (multipart text parts): the résumé comes as a file beside
 * them. `website` is the honeypot, hidden from people: a value there is a robot's.
 */
export const applyFormSchema = z.object({
  name: field(careersLimits.nameMax).min(1, careersMessages.nameRequired),
  email: z
    .string()
    .trim()
    .max(careersLimits.emailMax, careersMessages.emailInvalid)
    .pipe(z.email(careersMessages.emailInvalid))
    .transform((email) => email.toLowerCase()),
  phone: field(careersLimits.phoneMax)
    .regex(/^[0-9+()\-. ]*$/, careersMessages.phoneInvalid)
    .default(''),
  consent: z.literal('yes', { error: careersMessages.consentRequired }),
  website: z.string().max(500).default(''),
});
export type ApplyFormInput = z.input<typeof applyFormSchema>;
export type ApplyForm = z.output<typeof applyFormSchema>;

/** An application as the job's page lists it (the résumé is downloaded apart). */
export const jobApplicationSchema = z.object({
  application_id: z.string(),
  job_id: z.string(),
  name: z.string(),
  email: z.string(),
  /** E.164, or '' when none was given. */
  phone: z.string(),
  resume_filename: z.string(),
  resume_content_type: z.string(),
  resume_bytes: z.number().int().nonnegative(),
  consented_timestamp: z.number().int(),
  created_timestamp: z.number().int(),
});
export type JobApplication = z.infer<typeof jobApplicationSchema>;

export const listJobApplicationsQuerySchema = z.object({
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type ListJobApplicationsQuery = z.input<typeof listJobApplicationsQuerySchema>;

export const jobApplicationParamsSchema = z.object({
  jobId: z.string().min(1).max(100),
  applicationId: z.string().min(1).max(100),
});

/** total: every application of the job. */
export const jobApplicationListResponseSchema = envelopeSchema(
  z.object({ applications: z.array(jobApplicationSchema), next_cursor: z.string().nullable() }),
);
