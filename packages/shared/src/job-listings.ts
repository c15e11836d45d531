import { z } from 'zod';
import { envelopeSchema } from './api.ts';
import { plural } from './plural.ts';
import { jobLimits, jobMessages, jobSchema, jobStatuses, type JobStatus } from './jobs.ts';

// Job Listings' contract: the sorts, orders and page sizes of the list, its query, its answers, and
// closing several jobs at once.

/** The columns Job Listings sorts by. */
export const jobSorts = ['title', 'status', 'department', 'location', 'created', 'applicants'] as const;
export type JobSort = (typeof jobSorts)[number];
export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

/** The order a column sorts in unless told: words A to Z, status the way a job goes, the newest and the most applied first. */
export const defaultJobOrder: Record<JobSort, SortOrder> = {
  title: 'asc',
  status: 'asc',
  department: 'asc',
  location: 'asc',
  created: 'desc',
  applicants: 'desc',
};

/** Status sorts the way a job goes: draft, open, closed (migration 0029's job_status_rank). */
export const jobStatusRank: Record<JobStatus, number> = { draft: 0, open: 1, closed: 2 };

/** The page sizes Job Listings offers; the API takes any limit up to 100. */
export const jobPageSizes = [10, 20, 50] as const;
export type JobPageSize = (typeof jobPageSizes)[number];
export const JOB_PAGE_SIZE_DEFAULT: JobPageSize = 20;

/**
 * GET /job-description/job-descriptions: a page of the workspace's jobs. Filters: status,
 * department and location (each exactly, whatever the case), search (title, department or
 * location containing it). Sorted by `sort` (default created) in `order` (default the column's
 * own, defaultJobOrder), ties by id; `cursor` is the page's next_cursor of the same sort.
 */
export const listJobsQuerySchema = z.object({
  status: z.enum(jobStatuses).optional(),
  department: z.string().trim().max(jobLimits.fieldMax).optional(),
  location: z.string().trim().max(jobLimits.fieldMax).optional(),
  search: z.string().trim().max(200).optional(),
  sort: z.enum(jobSorts).default('created'),
  order: z.enum(sortOrders).optional(),
  cursor: z.string().max(1_000).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(JOB_PAGE_SIZE_DEFAULT),
});
export type ListJobsQuery = z.input<typeof listJobsQuerySchema>;

export const jobIdParamsSchema = z.object({ jobId: z.string().min(1).max(100) });

export const jobResponseSchema = envelopeSchema(jobSchema);

/** total: the jobs matching the status and search; counts: every job by status. */
export const jobListResponseSchema = envelopeSchema(
  z.object({
    jobs: z.array(jobSchema),
    next_cursor: z.string().nullable(),
    counts: z.record(z.enum(jobStatuses), z.number().int().nonnegative()),
  }),
);

/** GET /job-description/facets: the workspace's departments and locations (each once, whatever its case), A to Z, for the list's filters. */
export const jobFacetsSchema = z.object({ departments: z.array(z.string()), locations: z.array(z.string()) });
export type JobFacets = z.infer<typeof jobFacetsSchema>;
export const jobFacetsResponseSchema = envelopeSchema(jobFacetsSchema);

/** DELETE /job-description/{jobId}: the job that is gone (only a job nobody applied to is deleted; others are closed). */
export const deleteJobResponseSchema = envelopeSchema(z.object({ job_id: z.string() }));

/** POST /job-description/close: closes several jobs of the workspace at once (SPEC §7 close on /job-description). */
export const closeJobsBodySchema = z.object({
  job_ids: z
    .array(jobIdParamsSchema.shape.jobId, { error: jobMessages.chooseJobs })
    .min(1, jobMessages.chooseJobs)
    .max(jobLimits.bulkMax, jobMessages.tooManyJobs),
});
export type CloseJobsBody = z.input<typeof closeJobsBodySchema>;

/** What a bulk close did with each id: closed now, closed before, or no job of the workspace (another workspace's ids are not found). */
export const closeJobsResultSchema = z.object({
  closed: z.array(z.string()),
  already_closed: z.array(z.string()),
  not_found: z.array(z.string()),
});
export type CloseJobsResult = z.infer<typeof closeJobsResultSchema>;
export const closeJobsResponseSchema = envelopeSchema(closeJobsResultSchema);

/** A bulk close in a sentence: '3 jobs closed; 1 was already closed; 1 was not found.' */
export const closeJobsMessage = ({
  closed,
  already_closed: alreadyClosed,
  not_found: notFound,
}: CloseJobsResult): string =>
  [
    closed.length === 0 ? 'No job closed' : `${plural(closed.length, 'job')} closed`,
    alreadyClosed.length === 0 ? '' : `${plural(alreadyClosed.length, 'job')} already closed`,
    notFound.length === 0 ? '' : `${plural(notFound.length, 'job')} not found`,
  ]
    .filter((part) => part !== '')
    .join('; ') + '.';
