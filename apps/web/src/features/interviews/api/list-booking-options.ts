import {
  candidateFitListResponseSchema,
  candidateLimits,
  candidatePaths,
  jobListResponseSchema,
  jobPaths,
  type CandidateFitItem,
  type Job,
} from '@agentdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { interviewsQueryKeys } from './interviews-query-keys.ts';

/** A job as the booking and plan pickers list it. */
export type InterviewJob = Pick<Job, 'job_id' | 'title' | 'status' | 'location' | 'applicant_count'>;
/** An application as the booking picker lists it. */
export type InterviewApplication = Pick<CandidateFitItem, 'application_id' | 'name' | 'email' | 'stage' | 'score'>;

/** The job the booking starts on: the first open one with candidates, else the first open one. */
export const firstBookableJob = (jobs: readonly InterviewJob[]): string =>
  (jobs.find((job) => job.status !== 'closed' && job.applicant_count > 0) ?? jobs[0])?.job_id ?? '';

/** GET /job-description/job-descriptions?limit=100: the workspace's jobs, open ones first. */
export const listInterviewJobs = async ({ signal }: { signal?: AbortSignal }): Promise<InterviewJob[]> => {
  const { data } = jobListResponseSchema.parse(
    await apiRequest(`${jobPaths.list}?limit=100`, { signal, showErrorToast: false }),
  );
  const order = { open: 0, draft: 1, closed: 2 } as const;
  return data.jobs
    .map(({ job_id, title, status, location, applicant_count }) => ({
      job_id,
      title,
      status,
      location,
      applicant_count,
    }))
    .sort((a, b) => order[a.status] - order[b.status]);
};

/** GET /candidate-fit-score/candidate-fit-scores?job_id&limit=100: the job's applications, best fit first, rejected ones left out. */
export const listInterviewApplications = async ({
  jobId,
  signal,
}: {
  jobId: string;
  signal?: AbortSignal;
}): Promise<InterviewApplication[]> => {
  const params = new URLSearchParams({ job_id: jobId, limit: String(candidateLimits.pageSizeMax) });
  const { data } = candidateFitListResponseSchema.parse(
    await apiRequest(`${candidatePaths.fitScores}?${params.toString()}`, { signal, showErrorToast: false }),
  );
  return data.candidates
    .filter((row) => row.stage !== 'rejected')
    .map(({ application_id, name, email, stage, score }) => ({ application_id, name, email, stage, score }));
};

export const useInterviewJobs = () =>
  useQuery({ queryKey: interviewsQueryKeys.jobOptions, queryFn: listInterviewJobs });

export const useInterviewApplications = (jobId: string) =>
  useQuery({
    queryKey: interviewsQueryKeys.applications(jobId),
    queryFn: ({ signal }) => listInterviewApplications({ jobId, signal }),
    enabled: jobId !== '',
    staleTime: 0,
  });
