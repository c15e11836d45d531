import { sql, type SQL } from 'drizzle-orm';
import { containsPattern, type InboxCursor } from './inbox-cursor.ts';
import type { ListFilters } from './inbox.queries.ts';

// The Drafts and Quarantine folders of the inbox: each is one table of the workspace, newest first,
// keyset-paginated on (time, id) like the other lists of inbox.queries.ts.

/** A folder that is one table: newest first on (time, id), searched by substring over some of its columns. */
const tableFolder = ({
  table,
  time,
  columns,
  searched,
}: {
  table: string;
  time: string;
  columns: string[];
  searched: string[];
}) => {
  const where = (f: ListFilters): SQL => {
    const pattern = f.search ? containsPattern(f.search) : undefined;
    const inWorkspace = sql`workspace_id = ${f.workspaceId}`;
    return pattern
      ? sql`${inWorkspace} and (${sql.join(
          searched.map((column) => sql`${sql.raw(column)} ilike ${pattern}`),
          sql` or `,
        )})`
      : inWorkspace;
  };
  return {
    page: (f: ListFilters, cursor: InboxCursor | null, limit: number): SQL => sql`
      select ${sql.raw(columns.join(', '))}, ${sql.raw(time)}::text as cursor_at
      from ${sql.raw(table)}
      where ${where(f)} ${cursor ? sql`and (${sql.raw(time)}, id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : sql``}
      order by ${sql.raw(time)} desc, id desc
      limit ${limit}`,
    count: (f: ListFilters): SQL => sql`select count(*)::int as n from ${sql.raw(table)} where ${where(f)}`,
  };
};

export type DraftRow = {
  id: string;
  thread_id: string | null;
  to_address: string;
  subject: string;
  text_body: string;
  updated_at: Date | string;
  cursor_at: string;
};

const drafts = tableFolder({
  table: 'mail_drafts',
  time: 'updated_at',
  columns: ['id', 'thread_id', 'to_address', 'subject', 'text_body', 'updated_at'],
  searched: ['to_address', 'subject', 'text_body'],
});
export const draftsPageSql = drafts.page;
export const draftsCountSql = drafts.count;

export type QuarantineRow = {
  id: string;
  envelope_from: string;
  subject: string;
  reason: string;
  size_bytes: number;
  received_at: Date | string;
  cursor_at: string;
};

const quarantine = tableFolder({
  table: 'mail_quarantine',
  time: 'received_at',
  columns: ['id', 'envelope_from', 'subject', 'reason', 'size_bytes', 'received_at'],
  searched: ['envelope_from', 'subject', 'reason'],
});
export const quarantinePageSql = quarantine.page;
export const quarantineCountSql = quarantine.count;
