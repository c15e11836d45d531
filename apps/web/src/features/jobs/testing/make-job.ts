import type { Job } from '@agentdesk/shared';

const AT = Date.UTC(2025, 0, 15, 9, 30);

/** A job as the server answers it: a complete draft made from the form unless told otherwise. */
export const makeJob = (overrides: Partial<Job> = {}): Job => ({
  job_id: 'job-1',
  title: 'Backend Engineer',
  department: 'Engineering',
  location: 'Berlin',
  employment_type: 'full_time',
  workplace_type: 'hybrid',
  salary_min: 70_000,
  salary_max: 90_000,
  salary_currency: 'EUR',
  summary: 'Build the services behind our product.',
  responsibilities: ['Design APIs', 'Review code'],
  requirements: ['3 years of TypeScript'],
  skills: ['TypeScript', 'PostgreSQL'],
  status: 'draft',
  source: 'form',
  copied_from: null,
  created_timestamp: AT,
  updated_timestamp: AT,
  published_timestamp: null,
  closed_timestamp: null,
  ...overrides,
});
