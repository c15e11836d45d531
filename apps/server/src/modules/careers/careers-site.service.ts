import type { EmploymentType, PayPeriod, Seniority, WorkplaceType } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { epochMs } from '../../db/sql-helpers.ts';
import { logoPathOf, logoVersionOf } from '../workspaces/index.ts';
import { decodeTimeIdCursor, encodeTimeIdCursor } from '../../lib/time-id-cursor.ts';

// What the public careers site reads: a workspace by its slug and its published jobs. A job is on the
// site exactly while it is open: publishing puts it there, unpublishing and closing take it off, and a
// job closes when its deadline passes (job-deadlines.ts), so Job Listings' open jobs are these.

export type CareersWorkspace = {
  id: string;
  name: string;
  slug: string;
  /** The country of a job whose location names none (jobs/job-place.ts). */
  defaultCountry: string | null;
  /** Its logo's address, null when it has none. */
  logoPath: string | null;
};

/** A job as the careers index lists it. */
export type PostedJobSummary = {
  id: string;
  slug: string;
  title: string;
  department: string;
  location: string;
  employmentType: EmploymentType;
  workplaceType: WorkplaceType;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string;
  salaryPeriod: PayPeriod;
  postedMs: number;
};

/** A job as its own page, its JSON-LD and the feeds show it. */
export type PostedJob = PostedJobSummary & {
  summary: string;
  responsibilities: string[];
  requirements: string[];
  niceToHave: string[];
  skills: string[];
  benefits: string[];
  seniority: Seniority | null;
  applicationDeadline: string | null;
  openings: number;
  updatedMs: number;
};

type SummaryRow = {
  id: string;
  slug: string;
  title: string;
  department: string;
  location: string;
  employment_type: EmploymentType;
  workplace_type: WorkplaceType;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string;
  salary_period: PayPeriod;
  posted_ms: string | number;
  posted_text: string;
};
type JobRow = SummaryRow & {
  summary: string;
  responsibilities: string[] | string;
  requirements: string[] | string;
  nice_to_have: string[] | string;
  skills: string[] | string;
  benefits: string[] | string;
  seniority: Seniority | '';
  application_deadline: string | null;
  openings: number;
  updated_ms: string | number;
};

const summaryColumns = sql`j.id, j.slug, j.title, j.department, j.location, j.employment_type, j.workplace_type,
  j.salary_min, j.salary_max, j.salary_currency, j.salary_period,
  ${epochMs(sql`j.posted_at`)} as posted_ms, j.posted_at::text as posted_text`;
const jobColumns = sql`${summaryColumns}, j.summary, j.responsibilities, j.requirements, j.nice_to_have, j.skills, j.benefits, j.seniority,
  j.application_deadline::text as application_deadline, j.openings, ${epochMs(sql`j.updated_at`)} as updated_ms`;

/** On the site: open (published). */
const isPosted = sql`j.status = 'open'`;

const list = (value: string[] | string): string[] =>
  typeof value === 'string' ? (JSON.parse(value) as string[]) : value;

const toSummary = (row: SummaryRow): PostedJobSummary => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  department: row.department,
  location: row.location,
  employmentType: row.employment_type,
  workplaceType: row.workplace_type,
  salaryMin: row.salary_min,
  salaryMax: row.salary_max,
  salaryCurrency: row.salary_currency,
  salaryPeriod: row.salary_period,
  postedMs: Number(row.posted_ms),
});

const toPostedJob = (row: JobRow): PostedJob => ({
  ...toSummary(row),
  summary: row.summary,
  responsibilities: list(row.responsibilities),
  requirements: list(row.requirements),
  niceToHave: list(row.nice_to_have),
  skills: list(row.skills),
  benefits: list(row.benefits),
  seniority: row.seniority === '' ? null : row.seniority,
  applicationDeadline: row.application_deadline,
  openings: row.openings,
  updatedMs: Number(row.updated_ms),
});

/** The workspace whose careers site `slug` names, or null. */
export const findCareersWorkspace = async (db: Db, slug: string): Promise<CareersWorkspace | null> => {
  const [row] = rowsOf<Omit<CareersWorkspace, 'logoPath'> & { logoVersion: string | number | null }>(
    await db.execute(
      sql`select id, name, slug, default_country as "defaultCountry", ${logoVersionOf(sql`workspaces.id`)} as "logoVersion" from workspaces where slug = ${slug}`,
    ),
  );
  if (!row) return null;
  const { logoVersion, ...workspace } = row;
  return { ...workspace, logoPath: logoPathOf(row.slug, logoVersion) };
};

/** One page of the workspace's posted jobs, newest posted first (jobs_posted_idx), and how many there are. */
export const listPostedJobs = async (
  db: Db,
  { workspaceId, cursor, limit }: { workspaceId: string; cursor?: string; limit: number },
) => {
  const after =
    cursor === undefined
      ? sql`true`
      : (() => {
          const [postedAt, id] = decodeTimeIdCursor(cursor);
          return sql`(j.posted_at, j.id) < (${postedAt}::timestamptz, ${id})`;
        })();
  const rows = rowsOf<SummaryRow>(
    await db.execute(sql`select ${summaryColumns} from jobs j where j.workspace_id = ${workspaceId} and ${isPosted} and ${after}
      order by j.posted_at desc, j.id desc limit ${limit + 1}`),
  );
  const [counted] = rowsOf<{ n: string | number }>(
    await db.execute(sql`select count(*) as n from jobs j where j.workspace_id = ${workspaceId} and ${isPosted}`),
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    jobs: page.map(toSummary),
    nextCursor: rows.length > limit && last ? encodeTimeIdCursor(last.posted_text, last.id) : null,
    total: Number(counted?.n ?? 0),
  };
};

/** Every posted job of the workspace with all it says, newest posted first: what the feeds carry. */
export const listAllPostedJobs = async (db: Db, workspaceId: string): Promise<PostedJob[]> =>
  rowsOf<JobRow>(
    await db.execute(
      sql`select ${jobColumns} from jobs j where j.workspace_id = ${workspaceId} and ${isPosted} order by j.posted_at desc, j.id desc`,
    ),
  ).map(toPostedJob);

/**
 * What the workspace's feeds say, in a few bytes: it changes when a job is posted, edited, closed or
 * taken back to draft, and when the workspace is renamed (each job's id and times go in its hash).
 */
export const feedVersionOf = async (db: Db, workspace: CareersWorkspace): Promise<string> => {
  const [row] = rowsOf<{ n: string | number; changed: string | null; hash: string | number | null }>(
    await db.execute(sql`select count(*) as n, max(greatest(j.updated_at, j.posted_at))::text as changed,
        sum(hashtext(j.id || j.updated_at::text || j.posted_at::text)::bigint) as hash
      from jobs j where j.workspace_id = ${workspace.id} and ${isPosted}`),
  );
  return [workspace.name, row?.n ?? 0, row?.changed ?? '', row?.hash ?? 0].join('|');
};

/** The posted job `jobSlug` of the workspace, or null (a draft, a closed job or one never posted is not on the site). */
export const findPostedJob = async (
  db: Db,
  { workspaceId, jobSlug }: { workspaceId: string; jobSlug: string },
): Promise<PostedJob | null> => {
  const [row] = rowsOf<JobRow>(
    await db.execute(
      sql`select ${jobColumns} from jobs j where j.workspace_id = ${workspaceId} and j.slug = ${jobSlug} and ${isPosted}`,
    ),
  );
  return row ? toPostedJob(row) : null;
};

/** Whether the workspace has a job `jobSlug` that was on the site and is closed now (its Apply answers 410 Gone). */
export const isClosedPostedJob = async (
  db: Db,
  { workspaceId, jobSlug }: { workspaceId: string; jobSlug: string },
): Promise<boolean> => {
  const [row] = rowsOf<{ status: string }>(
    await db.execute(sql`select j.status from jobs j
      where j.workspace_id = ${workspaceId} and j.slug = ${jobSlug} and j.posted_at is not null`),
  );
  return row?.status === 'closed';
};
