import { jobQueryOptions } from '../../features/jobs/api/get-job.ts';
import { warmCache } from '../warm-cache.ts';

/** /{role}/job-listings/{jobId}: the job the page shows. */
export const jobDetailLoader = warmCache((client, { params }) => {
  if (params['jobId'] !== undefined) void client.prefetchQuery(jobQueryOptions(params['jobId']));
});
