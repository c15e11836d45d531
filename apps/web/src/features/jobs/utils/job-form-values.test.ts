import { jobMessages } from '@agentdesk/shared';
import { describe, expect, it } from 'vitest';
import { makeJob } from '../testing/make-job.ts';
import { jobFormValuesSchema, salaryMaxMessage, salaryNumberMessage, splitLines, splitSkills, toJobFormValues, type JobFormValues } from './job-form-values.ts';

const typed = (overrides: Partial<JobFormValues> = {}): JobFormValues => ({ ...toJobFormValues(), title: 'Nurse', ...overrides });

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
    expect(splitLines('- Design APIs\r\n\n  • Review code  \n3. Mentor juniors\n2) On call\n3 years of TypeScript\n')).toEqual([
      'Design APIs',
      'Review code',
      'Mentor juniors',
      'On call',
      '3 years of TypeScript',
    ]);
    expect(splitLines('  \n ')).toEqual([]);
  });

  it('reads skills separated by commas or lines, each once whatever its case', () => {
    expect(splitSkills(' TypeScript, SQL,,\nDocker , typescript ')).toEqual(['TypeScript', 'SQL', 'Docker']);
  });

  it('answers the contract fields: salaries as numbers, the currency in capitals, lists as arrays', () => {
    const parsed = jobFormValuesSchema.parse(
      typed({ title: '  Nurse  ', salary_min: '85,000', salary_max: ' 95 000 ', salary_currency: 'eur', responsibilities: 'Care\nChart', skills: 'Triage, IV' }),
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
    const job = makeJob();
    const values = toJobFormValues(job);
    expect(values).toMatchObject({ salary_min: '70000', responsibilities: 'Design APIs\nReview code', skills: 'TypeScript, PostgreSQL' });
    const { title, department, location, employment_type, workplace_type, salary_min, salary_max, salary_currency, summary, responsibilities, requirements, skills } = job;
    expect(jobFormValuesSchema.parse(values)).toEqual({ title, department, location, employment_type, workplace_type, salary_min, salary_max, salary_currency, summary, responsibilities, requirements, skills });
  });
});
