import type { CallImport } from '@agentdesk/shared';
import { plural } from '@agentdesk/shared/plural';
import { Alert } from '../../../components/ui/alert.tsx';
import { isRunning } from '../api/import-calls.ts';

const MAX_LISTED_ROWS = 50;

export type RowError = CallImport['row_errors'][number];

const Stat = ({ label, value }: { label: string; value: number }) => (
  <div className="rounded-md border border-gray-200 px-3 py-1.5">
    <dt className="text-xs text-gray-500">{label}</dt>
    <dd className="text-sm font-semibold text-gray-900 tabular-nums">{value.toLocaleString()}</dd>
  </div>
);

/** What a finished import did, in a sentence. */
export const importResultText = (done: CallImport) =>
  `Imported ${plural(done.imported, 'new call')}, updated ${done.updated}, ${done.unchanged} unchanged, ` +
  `${done.skipped} skipped.`;

/** The rows of a file that were skipped, by row number, and why. */
export const SkippedRows = ({ rows, total }: { rows: RowError[]; total: number }) =>
  rows.length === 0 ? null : (
    <ul
      aria-label="Skipped rows"
      className="max-h-48 overflow-y-auto rounded-md border border-gray-200 text-xs"
      data-testid="import-errors"
    >
      {rows.slice(0, MAX_LISTED_ROWS).map((row) => (
        <li
          key={`${row.index}-${row.message}`}
          className="flex gap-2 border-b border-gray-100 px-3 py-1.5 last:border-b-0"
        >
          <span className="shrink-0 font-medium text-gray-700 tabular-nums">Row {row.index + 1}</span>
          <span className="min-w-0 break-words text-gray-600">{row.message}</span>
        </li>
      ))}
      {total > MAX_LISTED_ROWS ? (
        <li className="px-3 py-1.5 text-gray-500">and {total - MAX_LISTED_ROWS} more</li>
      ) : null}
    </ul>
  );

/** An import's progress as it runs (a bar and its counts), then its result, read from the server. */
export const ImportProgress = ({ callImport }: { callImport: CallImport }) => {
  const { total_rows: total, rows_read: read, filename } = callImport;
  const percent = total === 0 ? 100 : Math.floor((read / total) * 100);
  const running = isRunning(callImport);
  return (
    <section aria-label="Import progress" className="mt-4 flex min-h-0 flex-col gap-2" data-testid="import-progress">
      <div className="flex items-baseline justify-between gap-3 text-[13px]">
        <p role="status" className="min-w-0 font-medium break-words text-gray-900">
          {running
            ? `Importing ${filename}: ${read.toLocaleString()} of ${total.toLocaleString()} rows`
            : callImport.status === 'complete'
              ? `${filename}: ${importResultText(callImport)}`
              : `${filename}: the import stopped at ${read.toLocaleString()} of ${total.toLocaleString()} rows.`}
        </p>
        <span className="shrink-0 text-gray-500 tabular-nums">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Rows imported"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-gray-100"
      >
        <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Stat label="New" value={callImport.imported} />
        <Stat label="Updated" value={callImport.updated} />
        <Stat label="Unchanged" value={callImport.unchanged} />
        <Stat label="Skipped" value={callImport.skipped} />
      </dl>
      {callImport.status === 'failed' && callImport.error ? <Alert>{callImport.error}</Alert> : null}
      <SkippedRows rows={callImport.row_errors} total={callImport.skipped} />
    </section>
  );
};
