import { jobStatusLabels, type JobStatus } from '@agentdesk/shared';
import type { JobOption } from '../api/list-job-options.ts';

const statusOrder: Record<JobStatus, number> = { open: 0, draft: 1, closed: 2 };

/** The jobs as the picker lists them: open ones first, then drafts, then closed, each newest first (as the API gives them). */
export const orderJobOptions = (jobs: readonly JobOption[]): JobOption[] =>
  jobs
    .map((job, index) => ({ job, index }))
    .sort((a, b) => statusOrder[a.job.status] - statusOrder[b.job.status] || a.index - b.index)
    .map(({ job }) => job);

/** Which job the page opens with: the most recent open one, else the most recent of any; '' when there is none. */
export const defaultJobId = (jobs: readonly JobOption[] | undefined): string =>
  jobs === undefined ? '' : (orderJobOptions(jobs)[0]?.job_id ?? '');

/** 'Senior Engineer · Berlin', with the status when it is not open ('… (Draft)'). */
export const jobOptionLabel = (job: Pick<JobOption, 'title' | 'location' | 'status'>): string => {
  const place = job.location === '' ? job.title : `${job.title} · ${job.location}`;
  return job.status === 'open' ? place : `${place} (${jobStatusLabels[job.status]})`;
};
