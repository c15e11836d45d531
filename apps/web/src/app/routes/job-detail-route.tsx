import { jobQueryOptions } from '../../features/jobs/api/get-job.ts';
import { JobDetailScreen } from '../../features/jobs/components/job-detail-screen.tsx';
import { warmCache, type LoadedPage } from '../warm-cache.ts';

/** The job the page shows. */
const jobDetailLoader = warmCache((client, { params }) => {
  if (params['jobId'] !== undefined) void client.prefetchQuery(jobQueryOptions(params['jobId']));
});

/** /{role}/job-listings/{jobId}: one job description, with Edit, Publish, Close and Copy. */
export const JobDetailRoute = () => <JobDetailScreen />;

export const jobDetailPage: LoadedPage = { Component: JobDetailRoute, loader: jobDetailLoader };
