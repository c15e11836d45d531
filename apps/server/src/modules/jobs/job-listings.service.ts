import {
  defaultJobOrder,
  jobStatuses,
  type JobFacets,
  type JobSort,
  type JobStatus,
  type ListJobsQuery,
} from '@agentdesk/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { decodeSortKeyCursor, encodeSortKeyCursor, type SortValueKind } from '../../lib/sort-key-cursor.ts';
import { jobColumns, toJob, type InWorkspace, type JobRow } from './jobs.service.ts';

// Job Listings (#16): the workspace's jobs sorted by any column through keyset cursors, filtered,
// and the departments and locations its filters offer.

type ListQuery = InWorkspace & Omit<ListJobsQuery, 'limit'> & { limit: number; sort: JobSort };

/** What each sort orders by (the expression its index holds, migrations 0014, 0026 and 0029) and the kind of value its cursor carries. */
const sortKeys: Record<JobSort, { expression: SQL; kind: SortValueKind }> = {
  title: { expression: sql`lower(j.title)`, kind: 'text' },
  status: { expression: sql`job_status_rank(j.status)`, kind: 'integer' },
  department: { expression: sql`lower(j.department)`, kind: 'text' },
  location: { expression: sql`lower(j.location)`, kind: 'text' },
  created: { expression: sql`j.created_at`, kind: 'timestamp' },
  applicants: { expression: sql`j.applicant_count`, kind: 'integer' },
};
const castOf: Record<SortValueKind, SQL> = { text: sql`text`, integer: sql`integer`, timestamp: sql`timestamptz` };

/** The filters of the list: the workspace always, then status, department and location (exactly, whatever the case) and the search. */
const listFilters = (query: ListQuery): SQL => {
  const filters: SQL[] = [sql`j.workspace_id = ${query.workspaceId}`];
  if (query.status) filters.push(sql`j.status = ${query.status}`);
  if (query.department) filters.push(sql`lower(j.department) = lower(${query.department})`);
  if (query.location) filters.push(sql`lower(j.location) = lower(${query.location})`);
  if (query.search) {
    // Titles, departments and locations by substring: a workspace has hundreds of jobs, not millions.
    const pattern = `%${query.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    filters.push(sql`(j.title ilike ${pattern} or j.department ilike ${pattern} or j.location ilike ${pattern})`);
  }
  return sql.join(filters, sql` and `);
};

/**
 * A page of the workspace's jobs in the order asked (newest first unless told), ties by id in the
 * same direction, from a keyset cursor of the same sort; with the total of the filter and the
 * counts by status (indexes lead with the workspace).
 */
export const listJobs = async (db: Db, query: ListQuery) => {
  const where = listFilters(query);
  const { expression, kind } = sortKeys[query.sort];
  const isAscending = (query.order ?? defaultJobOrder[query.sort]) === 'asc';
  const direction = isAscending ? sql`asc` : sql`desc`;
  const after =
    query.cursor === undefined
      ? sql`true`
      : (() => {
          const { value, id } = decodeSortKeyCursor(query.cursor, { sort: query.sort, kind });
          const key = sql`(${value}::${castOf[kind]}, ${id})`;
          return isAscending ? sql`(${expression}, j.id) > ${key}` : sql`(${expression}, j.id) < ${key}`;
        })();
  const rows = rowsOf<JobRow & { sort_text: string }>(
    await db.execute(sql`select ${jobColumns}, (${expression})::text as sort_text from jobs j where ${where} and ${after}
      order by ${expression} ${direction}, j.id ${direction} limit ${query.limit + 1}`),
  );
  const [counted] = rowsOf<{ n: string | number }>(
    await db.execute(sql`select count(*) as n from jobs j where ${where}`),
  );
  const byStatus = rowsOf<{ status: JobStatus; n: string | number }>(
    await db.execute(
      sql`select status, count(*) as n from jobs where workspace_id = ${query.workspaceId} group by status`,
    ),
  );
  const counts = Object.fromEntries(
    jobStatuses.map((status) => [status, Number(byStatus.find((row) => row.status === status)?.n ?? 0)]),
  ) as Record<JobStatus, number>;
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    jobs: page.map(toJob),
    nextCursor: rows.length > query.limit && last ? encodeSortKeyCursor(query.sort, last.sort_text, last.id) : null,
    total: Number(counted?.n ?? 0),
    counts,
  };
};

/** The workspace's departments and locations, each once whatever its case (the first spelling A to Z), for the list's filters. */
export const listJobFacets = async (db: Db, { workspaceId }: InWorkspace): Promise<JobFacets> => {
  const distinct = async (column: 'department' | 'location') =>
    rowsOf<{ name: string }>(
      await db.execute(sql`select min(${sql.identifier(column)}) as name from jobs where workspace_id = ${workspaceId} and ${sql.identifier(column)} <> ''
        group by lower(${sql.identifier(column)}) order by lower(${sql.identifier(column)})`),
    ).map((row) => row.name);
  return { departments: await distinct('department'), locations: await distinct('location') };
};
