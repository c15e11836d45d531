import { jobMessages } from '@agentdesk/shared';
import { describe, expect, it } from 'vitest';
import { makeJob } from '../testing/make-job.ts';
import {
  jobFormValuesSchema,
  salaryMaxMessage,
  salaryNumberMessage,
  splitLines,
  splitSkills,
  toJobFormValues,
  toJobPreview,
  type JobFormValues,
} from './job-form-values.ts';

const typed = (overrides: Partial<JobFormValues> = {}): JobFormValues => ({
  ...toJobFormValues(),
  title: 'Nurse',
  ...overrides,
});

/** Each field's first problem, as the form shows them. */
const problems = (values: JobFormValues) => {
  const parsed = jobFormValuesSchema.safeParse(values);
  if (parsed.success) return {};
  const found: Record<string, string> = {};
  for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
  return found;
};

describe('the typed job form', () => {
  it('reads one item a line, dropping bullets, numbers and empty lines', () => {
    expect(
      splitLines('- Design APIs\r\n\n  • Review code  \n3. Mentor juniors\n2) On call\n3 years of TypeScript\n'),
    ).toEqual(['Design APIs', 'Review code', 'Mentor juniors', 'On call', '3 years of TypeScript']);
    expect(splitLines('  \n ')).toEqual([]);
  });

  it('reads skills separated by commas or lines, each once whatever its case', () => {
    expect(splitSkills(' TypeScript, SQL,,\nDocker , typescript ')).toEqual(['TypeScript', 'SQL', 'Docker']);
  });

  it('answers the contract fields: salaries as numbers, the currency in capitals, lists as arrays', () => {
    const parsed = jobFormValuesSchema.parse(
      typed({
        title: '  Nurse  ',
        salary_min: '85,000',
        salary_max: ' 95 000 ',
        salary_currency: 'eur',
        responsibilities: 'Care\nChart',
        skills: 'Triage, IV',
      }),
    );
    expect(parsed).toMatchObject({
      title: 'Nurse',
      salary_min: 85_000,
      salary_max: 95_000,
      salary_currency: 'EUR',
      responsibilities: ['Care', 'Chart'],
      requirements: [],
      skills: ['Triage', 'IV'],
      employment_type: 'full_time',
      workplace_type: 'on_site',
    });
    expect(jobFormValuesSchema.parse(typed()).salary_min).toBeNull();
  });

  it("says what is wrong in the contract's words, every field at once", () => {
    expect(problems(typed({ title: ' ', salary_min: '90000', salary_max: '80000', salary_currency: 'USD' }))).toEqual({
      title: jobMessages.titleRequired,
      salary_min: jobMessages.salaryOrder,
    });
    expect(problems(typed({ salary_max: '80000' }))).toEqual({ salary_currency: jobMessages.currencyRequired });
    expect(problems(typed({ salary_min: '80k', salary_max: '1000000000', salary_currency: 'USD' }))).toEqual({
      salary_min: salaryNumberMessage,
      salary_max: salaryMaxMessage,
    });
  });

  it('shows a job as typed, and reads it back unchanged', () => {
    const job = makeJob({
      nice_to_have: ['Kafka', 'Go'],
      benefits: ['Pension'],
      application_deadline: '2026-12-31',
      openings: 3,
      hiring_manager: 'Dana Reyes',
    });
    const values = toJobFormValues(job);
    expect(values).toMatchObject({
      salary_min: '70000',
      responsibilities: 'Design APIs\nReview code',
      skills: 'TypeScript, PostgreSQL',
      seniority: 'mid',
      nice_to_have: 'Kafka\nGo',
      application_deadline: '2026-12-31',
      openings: '3',
    });
    const {
      job_id,
      status,
      source,
      copied_from,
      slug,
      careers_path,
      applicant_count,
      created_by,
      updated_by,
      created_timestamp,
      updated_timestamp,
      published_timestamp,
      posted_timestamp,
      closed_timestamp,
      ...fields
    } = job;
    expect(jobFormValuesSchema.parse(values)).toEqual(fields);
  });

  it('reads no seniority and no deadline as null, and refuses a deadline or openings the contract refuses, in its words', () => {
    expect(
      jobFormValuesSchema.parse(typed({ seniority: '', application_deadline: ' ', openings: ' 12 ' })),
    ).toMatchObject({ seniority: null, application_deadline: null, openings: 12 });
    expect(problems(typed({ application_deadline: '2026-02-30', openings: '0' }))).toEqual({
      application_deadline: jobMessages.deadlineFormat,
      openings: jobMessages.openingsRange,
    });
    for (const openings of ['', '1.5', 'two', '1001'])
      expect(problems(typed({ openings }))).toEqual({ openings: jobMessages.openingsRange });
  });

  it('previews what is typed so far, leaving out what does not read yet instead of refusing it', () => {
    const values = typed({
      title: ' Nurse ',
      salary_min: '80k',
      salary_max: '90,000',
      salary_currency: 'gbp',
      application_deadline: '2026-1',
      openings: '',
      nice_to_have: '- Triage\n\nIV lines',
      skills: 'Care, care',
    });
    expect(toJobPreview(values)).toMatchObject({
      title: 'Nurse',
      salary_min: null,
      salary_max: 90_000,
      salary_currency: 'GBP',
      application_deadline: null,
      openings: 1,
      nice_to_have: ['Triage', 'IV lines'],
      skills: ['Care'],
      seniority: null,
    });
    expect(toJobPreview(typed({ application_deadline: '2026-12-31', openings: '4', seniority: 'lead' }))).toMatchObject(
      { application_deadline: '2026-12-31', openings: 4, seniority: 'lead' },
    );
  });
});
