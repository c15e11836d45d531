import { employmentTypeLabels, formatSalary, workplaceTypeLabels, type Job, type JobStatus } from '@agentdesk/shared';
import type { BadgeTone } from '../../../components/ui/badge.tsx';

export const jobStatusTones: Record<JobStatus, BadgeTone> = { draft: 'amber', open: 'green', closed: 'neutral' };

export const jobSourceLabels: Record<Job['source'], string> = {
  form: 'Job listing form',
  text: 'Pasted text',
  file: 'Uploaded file',
  copy: 'Copy of another job',
};

/** 'Full-time · Remote'. */
export const jobTypeText = (job: Pick<Job, 'employment_type' | 'workplace_type'>): string =>
  `${employmentTypeLabels[job.employment_type]} · ${workplaceTypeLabels[job.workplace_type]}`;

/** The salary range, or 'No salary given'. */
export const jobSalaryText = (job: Pick<Job, 'salary_min' | 'salary_max' | 'salary_currency'>): string =>
  formatSalary(job) || 'No salary given';

// A date without a time: read and written in UTC, so that it is the same day in every time zone.
const deadlineFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/** An application deadline (YYYY-MM-DD) as a date in the user's words: '31 Dec 2026', 'Dec 31, 2026'. */
export const jobDeadlineText = (date: string): string => {
  const at = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(at.getTime()) ? date : deadlineFormat.format(at);
};
