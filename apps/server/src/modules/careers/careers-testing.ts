import { careersPaths, type Job, type JobFormInput } from '@agentdesk/shared';
import type { TestApp } from '../../test/test-app.ts';
import { multipartForm, type FilePart } from '../../test/api-testing.ts';

export { api, apiAs, makeJob, multipartForm, type FilePart, type Member } from '../../test/api-testing.ts';

// Helpers of the careers tests (API, site and Apply form suites).

/** A complete job as a recruiter writes it: remote, in India, with a salary in rupees and a deadline. */
export const remoteJob: JobFormInput = {
  title: 'Senior Backend Engineer',
  department: 'Engineering',
  location: 'Remote (India)',
  employment_type: 'full_time',
  workplace_type: 'remote',
  salary_min: 2_000_000,
  salary_max: 3_200_000,
  salary_currency: 'INR',
  summary: 'Build the services behind our lending platform.\n\nYou will own payments end to end.',
  responsibilities: ['Design and run services', 'Review code'],
  requirements: ['Four years building backend services'],
  nice_to_have: ['Kafka in production'],
  skills: ['Go', 'PostgreSQL'],
  benefits: ['Health insurance for your family', 'Learning budget'],
  seniority: 'senior',
  application_deadline: '2031-12-31',
  openings: 2,
  hiring_manager: 'Priya Raman',
};

export const onSiteJob: JobFormInput = {
  ...remoteJob,
  title: 'Data Analyst',
  department: 'Analytics',
  location: 'Pune, India',
  workplace_type: 'on_site',
  salary_min: 800_000,
  salary_max: 1_400_000,
};

/** The workspace slug and job slug of a job's careers_path. */
export const slugsOf = (job: Job) => {
  const [, , workspace, jobSlug] = job.careers_path.split('/');
  return { workspace: workspace!, jobSlug: jobSlug! };
};

export const applicant = {
  name: 'Ananya Iyer',
  email: 'ananya.iyer@example.in',
  phone: '+91 98765 43210',
  consent: 'yes',
  website: '',
};
export const resumePdf = (): FilePart => ({
  filename: 'ananya-iyer.pdf',
  type: 'application/pdf',
  content: Buffer.from('%PDF-1.4\n% a résumé\n%%EOF\n', 'latin1'),
});

/** POSTs the Apply form of a job from a client address. */
export const apply = (
  t: TestApp,
  job: Job,
  fields: Record<string, string>,
  files: FilePart[] = [resumePdf()],
  address = '203.0.113.7',
) => {
  const { workspace, jobSlug } = slugsOf(job);
  const body = multipartForm(fields, files);
  return t.app.inject({
    method: 'POST',
    url: careersPaths.apply(workspace, jobSlug),
    headers: { ...body.headers, 'x-forwarded-for': address },
    payload: body.payload,
  });
};

/** The text of every JSON-LD element of a page. */
export const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
