import { z } from 'zod';
import { payPeriods } from './job-posting.ts';

// Job descriptions of the hiring area (SPEC §1, §2 Job Listings and Create Job Description, §4 close
// and copy, §7 /job-description/...). SPEC leaves the fields and statuses unstated: these are what a
// recruiter writes in a job description and what a job board needs to list it.

export const jobStatuses = ['draft', 'open', 'closed'] as const;
export type JobStatus = (typeof jobStatuses)[number];
export const jobStatusLabels: Record<JobStatus, string> = { draft: 'Draft', open: 'Open', closed: 'Closed' };

export const employmentTypes = ['full_time', 'part_time', 'contract', 'temporary', 'internship'] as const;
export type EmploymentType = (typeof employmentTypes)[number];
export const employmentTypeLabels: Record<EmploymentType, string> = {
  full_time: 'Full-time',
  part_time: 'Part-time',
  contract: 'Contract',
  temporary: 'Temporary',
  internship: 'Internship',
};

export const workplaceTypes = ['on_site', 'hybrid', 'remote'] as const;
export type WorkplaceType = (typeof workplaceTypes)[number];
export const workplaceTypeLabels: Record<WorkplaceType, string> = {
  on_site: 'On-site',
  hybrid: 'Hybrid',
  remote: 'Remote',
};

/** How senior the role is (schema.org's experienceRequirements and a job board's filter read it). */
export const seniorities = [
  'internship',
  'entry',
  'mid',
  'senior',
  'lead',
  'manager',
  'director',
  'executive',
] as const;
export type Seniority = (typeof seniorities)[number];
export const seniorityLabels: Record<Seniority, string> = {
  internship: 'Internship',
  entry: 'Entry level',
  mid: 'Mid level',
  senior: 'Senior',
  lead: 'Lead',
  manager: 'Manager',
  director: 'Director',
  executive: 'Executive',
};

/** How the description was made. */
export const jobSources = ['form', 'text', 'file', 'copy'] as const;

export const jobLimits = {
  titleMax: 150,
  fieldMax: 120,
  summaryMax: 5_000,
  itemMax: 500,
  itemsMax: 40,
  skillMax: 60,
  skillsMax: 40,
  /** Pasted job description text. */
  textMax: 50_000,
  /** An uploaded job description file. */
  fileBytes: 5 * 1024 * 1024,
  salaryMax: 100_000_000,
  openingsMax: 1_000,
  /** The skills a "Write it for me" brief names. */
  briefSkillsMax: 15,
  /** Jobs closed by one bulk close. */
  bulkMax: 100,
} as const;

export const JOB_FILE_ACCEPT = '.pdf,.docx,.txt,.md';

export const jobMessages = {
  titleRequired: 'Job title is required',
  textRequired: 'Paste the job description text',
  notFound: 'Job description not found',
  salaryOrder: 'The minimum salary cannot be above the maximum',
  currencyRequired: 'Choose the currency of the salary',
  currencyCode: 'Use a three-letter currency code such as USD',
  fileType: 'Only .pdf, .docx, .txt and .md files are accepted',
  fileTooLarge: `The file is larger than ${jobLimits.fileBytes / (1024 * 1024)} MB`,
  selectFile: 'Please select a file',
  closed: 'This job is closed; copy it to hire for the role again',
  created: 'Job description created',
  saved: 'Job description saved',
  published: 'Job published on your careers site',
  unpublished: 'Job unpublished: it is off your careers site',
  closedDone: 'Job closed',
  copied: 'Job description copied',
  deadlineFormat: 'Use a date such as 2026-12-31',
  openingsRange: `Openings must be between 1 and ${jobLimits.openingsMax.toLocaleString('en-US')}`,
  briefSkillsMax: `Name at most ${jobLimits.briefSkillsMax} skills`,
  draftByModel: 'Draft written by the language model',
  draftByTemplate: 'Draft written from the template',
  draftModelFailed: 'Draft written from the template (the language model did not answer)',
  draftModelUnusable: 'Draft written from the template (the language model’s answer was not a usable draft)',
  deleted: 'Job description deleted',
  hasApplicants: 'This job has applicants, so it cannot be deleted. Close it instead.',
  chooseJobs: 'Choose at least one job',
  tooManyJobs: `Choose at most ${jobLimits.bulkMax} jobs at a time`,
} as const;

/** Trimmed text of at most `max` characters. */
export const trimmedText = (max: number) => z.string().trim().max(max);
const list = (itemMax: number, itemsMax: number) =>
  z
    .array(trimmedText(itemMax))
    .max(itemsMax)
    .transform((items) => items.filter((item) => item !== ''));

/** The fields a recruiter edits. */
export const jobFieldsShape = {
  title: z
    .string({ error: jobMessages.titleRequired })
    .trim()
    .min(1, jobMessages.titleRequired)
    .max(jobLimits.titleMax, `The title must be at most ${jobLimits.titleMax} characters`),
  department: trimmedText(jobLimits.fieldMax).default(''),
  location: trimmedText(jobLimits.fieldMax).default(''),
  employment_type: z.enum(employmentTypes).default('full_time'),
  workplace_type: z.enum(workplaceTypes).default('on_site'),
  salary_min: z.number().int().min(0).max(jobLimits.salaryMax).nullable().default(null),
  salary_max: z.number().int().min(0).max(jobLimits.salaryMax).nullable().default(null),
  salary_currency: z
    .string()
    .trim()
    .regex(/^([A-Z]{3})?$/, jobMessages.currencyCode)
    .default(''),
  /** What the salary is paid per: a contractor's hourly rate is not a year's pay (none given: a year). */
  salary_period: z.enum(payPeriods).optional(),
  summary: trimmedText(jobLimits.summaryMax).default(''),
  responsibilities: list(jobLimits.itemMax, jobLimits.itemsMax).default([]),
  requirements: list(jobLimits.itemMax, jobLimits.itemsMax).default([]),
  skills: list(jobLimits.skillMax, jobLimits.skillsMax).default([]),
  seniority: z.enum(seniorities).nullable().default(null),
  /** Requirements above are the must-haves; these the nice-to-haves ("Preferred", "Bonus points"). */
  nice_to_have: list(jobLimits.itemMax, jobLimits.itemsMax).default([]),
  benefits: list(jobLimits.itemMax, jobLimits.itemsMax).default([]),
  /** The last day applications are taken (YYYY-MM-DD), or none. */
  application_deadline: z.iso.date(jobMessages.deadlineFormat).nullable().default(null),
  openings: z
    .number({ error: jobMessages.openingsRange })
    .int(jobMessages.openingsRange)
    .min(1, jobMessages.openingsRange)
    .max(jobLimits.openingsMax, jobMessages.openingsRange)
    .default(1),
  hiring_manager: trimmedText(jobLimits.fieldMax).default(''),
};

type SalaryFields = { salary_min?: number | null; salary_max?: number | null; salary_currency?: string };
const checkSalary = (value: SalaryFields, ctx: z.RefinementCtx) => {
  if (value.salary_min != null && value.salary_max != null && value.salary_min > value.salary_max) {
    ctx.addIssue({ code: 'custom', path: ['salary_min'], message: jobMessages.salaryOrder });
  }
  if ((value.salary_min != null || value.salary_max != null) && value.salary_currency === '') {
    ctx.addIssue({ code: 'custom', path: ['salary_currency'], message: jobMessages.currencyRequired });
  }
};

/** The job listing form: a whole description. */
export const jobFormSchema = z.object(jobFieldsShape).superRefine(checkSalary);
export type JobFormInput = z.input<typeof jobFormSchema>;
export type JobForm = z.output<typeof jobFormSchema>;

/** PUT /job-description/{jobId}: any of the fields, and the status (SPEC §7: partial updates). */
export const updateJobBodySchema = z
  .object({
    title: jobFieldsShape.title.optional(),
    department: trimmedText(jobLimits.fieldMax).optional(),
    location: trimmedText(jobLimits.fieldMax).optional(),
    employment_type: z.enum(employmentTypes).optional(),
    workplace_type: z.enum(workplaceTypes).optional(),
    salary_min: z.number().int().min(0).max(jobLimits.salaryMax).nullable().optional(),
    salary_max: z.number().int().min(0).max(jobLimits.salaryMax).nullable().optional(),
    salary_currency: jobFieldsShape.salary_currency.removeDefault().optional(),
    salary_period: z.enum(payPeriods).optional(),
    summary: trimmedText(jobLimits.summaryMax).optional(),
    responsibilities: list(jobLimits.itemMax, jobLimits.itemsMax).optional(),
    requirements: list(jobLimits.itemMax, jobLimits.itemsMax).optional(),
    skills: list(jobLimits.skillMax, jobLimits.skillsMax).optional(),
    seniority: jobFieldsShape.seniority.removeDefault().optional(),
    nice_to_have: list(jobLimits.itemMax, jobLimits.itemsMax).optional(),
    benefits: list(jobLimits.itemMax, jobLimits.itemsMax).optional(),
    application_deadline: jobFieldsShape.application_deadline.removeDefault().optional(),
    openings: jobFieldsShape.openings.removeDefault().optional(),
    hiring_manager: trimmedText(jobLimits.fieldMax).optional(),
    /** draft -> open publishes (on the careers site at once), open -> draft unpublishes; POST close closes. */
    status: z.enum(['draft', 'open']).optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), { message: 'Nothing to update' });
export type UpdateJobBody = z.input<typeof updateJobBodySchema>;

/** Who created or last changed a job (null once their account is gone). */
export const jobAuthorSchema = z.object({ user_id: z.string(), username: z.string() });
export type JobAuthor = z.infer<typeof jobAuthorSchema>;

export const jobSchema = z.object({
  job_id: z.string(),
  title: z.string(),
  department: z.string(),
  location: z.string(),
  employment_type: z.enum(employmentTypes),
  workplace_type: z.enum(workplaceTypes),
  salary_min: z.number().int().nullable(),
  salary_max: z.number().int().nullable(),
  salary_currency: z.string(),
  salary_period: z.enum(payPeriods),
  summary: z.string(),
  responsibilities: z.array(z.string()),
  requirements: z.array(z.string()),
  skills: z.array(z.string()),
  seniority: z.enum(seniorities).nullable(),
  nice_to_have: z.array(z.string()),
  benefits: z.array(z.string()),
  application_deadline: z.string().nullable(),
  openings: z.number().int(),
  hiring_manager: z.string(),
  status: z.enum(jobStatuses),
  source: z.enum(jobSources),
  /** The job this one was copied from. */
  copied_from: z.string().nullable(),
  /** Its part of its address on the careers site. */
  slug: z.string(),
  /** /careers/<workspace slug>/<slug>: where it is public while it is open (published). */
  careers_path: z.string(),
  /** Applications from the careers site. */
  applicant_count: z.number().int(),
  created_by: jobAuthorSchema.nullable(),
  updated_by: jobAuthorSchema.nullable(),
  created_timestamp: z.number().int(),
  updated_timestamp: z.number().int(),
  published_timestamp: z.number().int().nullable(),
  /** When it last went on the careers site (published); it is there exactly while it is open. */
  posted_timestamp: z.number().int().nullable(),
  closed_timestamp: z.number().int().nullable(),
});
export type Job = z.infer<typeof jobSchema>;

/** Whether a job's application deadline (a day, UTC) is behind `now`: it takes applications through that day. */
export const isPastDeadline = (job: Pick<Job, 'application_deadline'>, now = Date.now()): boolean =>
  job.application_deadline !== null && job.application_deadline < new Date(now).toISOString().slice(0, 10);

/**
 * Whether a job is on the workspace's careers site and in its feeds: exactly while it is open
 * (published). Publishing puts it there, unpublishing or closing takes it off, and a job closes
 * once its application deadline has passed.
 */
export const isJobPublic = (job: Pick<Job, 'status'>): boolean => job.status === 'open';
