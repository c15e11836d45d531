import { applicationStageLabels, candidateSourceLabels } from '@agentdesk/shared';
import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import {
  filterConditions,
  itemColumns,
  itemTables,
  RANK,
  requireJob,
  toItem,
  type CandidateFilters,
  type ItemRow,
} from './candidate-list.ts';
import type { InWorkspace } from './candidate-records.ts';

/** Rows in one export at most (the list's filters narrow it). */
export const CSV_MAX_ROWS = 10_000;

const header = [
  'Rank',
  'Name',
  'Email',
  'Phone',
  'Location',
  'Score',
  'Stage',
  'Rejection reason',
  'Bookmarked',
  'Source',
  'Years of experience',
  'Skills',
  'Screening score',
  'Applied',
];

/**
 * The job's candidates as CSV, in ranked order (the filters, or only the chosen applications).
 * Everything is the candidate's own text: cells a spreadsheet would run as a formula are quoted
 * (papaparse's escapeFormulae), and quotes and separators escaped.
 */
export const candidatesCsv = async (db: Db, { workspaceId, filters }: InWorkspace & { filters: CandidateFilters }) => {
  const job = await requireJob(db, { workspaceId, jobId: filters.job_id });
  const rows = rowsOf<ItemRow>(
    await db.execute(
      sql`select ${itemColumns} from ${itemTables} where ${filterConditions(workspaceId, filters)} order by ${RANK} desc, a.id desc limit ${CSV_MAX_ROWS}`,
    ),
  );
  const lines = rows
    .map(toItem)
    .map((item, index) => [
      index + 1,
      item.name,
      item.email ?? '',
      item.phone ?? '',
      item.location,
      item.score ?? '',
      applicationStageLabels[item.stage],
      item.rejection_reason ?? '',
      item.bookmarked ? 'yes' : 'no',
      candidateSourceLabels[item.source],
      item.years_of_experience ?? '',
      item.skills.join(', '),
      item.screening_score ?? '',
      new Date(item.applied_timestamp).toISOString(),
    ]);
  const slug =
    job.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'job';
  const text = `${Papa.unparse([header, ...lines], { escapeFormulae: true })}\r\n`;
  return { filename: `candidates-${slug}.csv`, text, jobTitle: job.title, rows: lines.length };
};
