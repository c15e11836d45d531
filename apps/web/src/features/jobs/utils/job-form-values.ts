import {
  employmentTypes,
  jobFormSchema,
  jobLimits,
  payPeriods,
  seniorities,
  workplaceTypes,
  type EmploymentType,
  type Job,
  type JobDraft,
  type PayPeriod,
  type Seniority,
  type WorkplaceType,
} from '@agentdesk/shared';
import { z } from 'zod';

/** The job listing form as typed: lists one item a line, skills separated by commas, numbers as text, '' for no seniority or deadline. */
export type JobFormValues = {
  title: string;
  department: string;
  location: string;
  employment_type: EmploymentType;
  workplace_type: WorkplaceType;
  salary_min: string;
  salary_max: string;
  salary_currency: string;
  salary_period: PayPeriod;
  summary: string;
  responsibilities: string;
  requirements: string;
  skills: string;
  seniority: Seniority | '';
  nice_to_have: string;
  benefits: string;
  application_deadline: string;
  openings: string;
  hiring_manager: string;
};

export type JobFormField = keyof JobFormValues;

export const salaryNumberMessage = 'Enter the salary as a whole number, such as 85000';
export const salaryMaxMessage = `Enter a salary up to ${jobLimits.salaryMax.toLocaleString('en-US')}`;

/** A leading bullet or number ('- ', '• ', '3. ', '2) '), which pasted lists carry. */
const BULLET = /^(?:[-*•·]|\d{1,2}[.)])\s+/;

/** One item a line, bullets dropped, empty lines skipped. */
export const splitLines = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim().replace(BULLET, '').trim())
    .filter((line) => line !== '');

/** Skills separated by commas (or lines), each once whatever its case. */
export const splitSkills = (text: string): string[] => {
  const seen = new Set<string>();
  return text
    .split(/[,\n]/)
    .map((skill) => skill.trim())
    .filter((skill) => {
      const key = skill.toLowerCase();
      if (skill === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
};

/** '85,000' or '85 000' is 85000, '' is no salary; otherwise why it is not a salary. */
export const readSalary = (text: string): { amount: number | null; problem: string | null } => {
  const trimmed = text.trim();
  if (trimmed === '') return { amount: null, problem: null };
  if (!/^\d[\d,\s]*$/.test(trimmed)) return { amount: null, problem: salaryNumberMessage };
  const amount = Number(trimmed.replace(/[,\s]/g, ''));
  return amount > jobLimits.salaryMax ? { amount: null, problem: salaryMaxMessage } : { amount, problem: null };
};

/** '3' is 3; anything else is not a number, which the contract refuses with its own sentence. */
const readOpenings = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The typed fields in the contract's shape, before any check. */
const readTyped = (typed: JobFormValues, salaryMin: number | null, salaryMax: number | null) => ({
  ...typed,
  salary_min: salaryMin,
  salary_max: salaryMax,
  salary_currency: typed.salary_currency.trim().toUpperCase(),
  responsibilities: splitLines(typed.responsibilities),
  requirements: splitLines(typed.requirements),
  nice_to_have: splitLines(typed.nice_to_have),
  benefits: splitLines(typed.benefits),
  skills: splitSkills(typed.skills),
  seniority: typed.seniority === '' ? null : typed.seniority,
  application_deadline: typed.application_deadline.trim() === '' ? null : typed.application_deadline.trim(),
  openings: readOpenings(typed.openings),
});

/**
 * The typed form read into the contract's shape and checked by the contract's own schema (title
 * required, salary order, currency), so the messages are the server's; every field's problem at once.
 */
export const jobFormValuesSchema = z
  .object({
    title: z.string(),
    department: z.string(),
    location: z.string(),
    employment_type: z.enum(employmentTypes),
    workplace_type: z.enum(workplaceTypes),
    salary_min: z.string(),
    salary_max: z.string(),
    salary_currency: z.string(),
    salary_period: z.enum(payPeriods),
    summary: z.string(),
    responsibilities: z.string(),
    requirements: z.string(),
    skills: z.string(),
    seniority: z.enum(['', ...seniorities]),
    nice_to_have: z.string(),
    benefits: z.string(),
    application_deadline: z.string(),
    openings: z.string(),
    hiring_manager: z.string(),
  })
  .transform((typed, ctx) => {
    const salaryMin = readSalary(typed.salary_min);
    const salaryMax = readSalary(typed.salary_max);
    const parsed = jobFormSchema.safeParse(readTyped(typed, salaryMin.amount, salaryMax.amount));
    if (salaryMin.problem !== null) ctx.addIssue({ code: 'custom', path: ['salary_min'], message: salaryMin.problem });
    if (salaryMax.problem !== null) ctx.addIssue({ code: 'custom', path: ['salary_max'], message: salaryMax.problem });
    if (parsed.success && salaryMin.problem === null && salaryMax.problem === null) return parsed.data;
    for (const issue of parsed.error?.issues ?? [])
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return z.NEVER;
  });

/** The form's values for a job, a written draft or a blank form: lists a line each, skills joined with commas. */
export const toJobFormValues = (job?: Partial<Job>): JobFormValues => ({
  title: job?.title ?? '',
  department: job?.department ?? '',
  location: job?.location ?? '',
  employment_type: job?.employment_type ?? 'full_time',
  workplace_type: job?.workplace_type ?? 'on_site',
  salary_min: job?.salary_min == null ? '' : String(job.salary_min),
  salary_max: job?.salary_max == null ? '' : String(job.salary_max),
  salary_currency: job?.salary_currency ?? '',
  salary_period: job?.salary_period ?? 'year',
  summary: job?.summary ?? '',
  responsibilities: (job?.responsibilities ?? []).join('\n'),
  requirements: (job?.requirements ?? []).join('\n'),
  skills: (job?.skills ?? []).join(', '),
  seniority: job?.seniority ?? '',
  nice_to_have: (job?.nice_to_have ?? []).join('\n'),
  benefits: (job?.benefits ?? []).join('\n'),
  application_deadline: job?.application_deadline ?? '',
  openings: String(job?.openings ?? 1),
  hiring_manager: job?.hiring_manager ?? '',
});

/**
 * The job as typed so far, for a live preview: what the form would send, with what does not read
 * yet (a salary of '80k', a half-typed date, openings of '') left out instead of refused.
 */
export const toJobPreview = (typed: JobFormValues): JobDraft => {
  const fields = readTyped(typed, readSalary(typed.salary_min).amount, readSalary(typed.salary_max).amount);
  const isDate =
    /^\d{4}-\d{2}-\d{2}$/.test(fields.application_deadline ?? '') &&
    !Number.isNaN(Date.parse(fields.application_deadline ?? ''));
  return {
    ...fields,
    title: typed.title.trim(),
    department: typed.department.trim(),
    location: typed.location.trim(),
    summary: typed.summary.trim(),
    hiring_manager: typed.hiring_manager.trim(),
    application_deadline: isDate ? fields.application_deadline : null,
    openings: Number.isInteger(fields.openings) && fields.openings >= 1 ? fields.openings : 1,
  };
};
