import type { ScoringFile, ScoringFileStatus } from '@agentdesk/shared';
import { plural } from '@agentdesk/shared/plural';
import { CircleAlert, CircleCheck, Clock, X } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { isBatchDone, useScoringBatch } from '../api/get-scoring-batch.ts';

type Props = {
  batchId: string;
  onDismiss: () => void;
};

const statusLabels: Record<ScoringFileStatus, string> = {
  queued: 'Queued',
  reading: 'Reading',
  scored: 'Scored',
  failed: 'Failed',
};

const StatusIcon = ({ status }: { status: ScoringFileStatus }) => {
  if (status === 'reading') return <Spinner size={14} />;
  if (status === 'scored') return <CircleCheck size={14} aria-hidden="true" className="text-green-600" />;
  if (status === 'failed') return <CircleAlert size={14} aria-hidden="true" className="text-red-600" />;
  return <Clock size={14} aria-hidden="true" className="text-gray-400" />;
};

const FileLine = ({ file }: { file: ScoringFile }) => (
  <li data-testid="scoring-file" data-status={file.status} className="flex items-start gap-2 py-1">
    <span className="mt-0.5 shrink-0">
      <StatusIcon status={file.status} />
    </span>
    <span className="min-w-0 flex-1">
      <span className="block truncate text-gray-900" title={file.filename}>
        {file.candidate_name ?? file.filename}
      </span>
      {file.error !== null ? <span className="block text-red-700">{file.error}</span> : null}
    </span>
    <span className={cn('shrink-0 tabular-nums', file.status === 'failed' ? 'text-red-700' : 'text-gray-500')}>
      {file.status === 'scored' && file.score !== null
        ? `${statusLabels.scored} · ${file.score}`
        : statusLabels[file.status]}
    </span>
  </li>
);

/** An upload being read and scored, file by file (a failed file says why while the rest go on); dismissed once done. */
export const ScoringProgress = ({ batchId, onDismiss }: Props) => {
  const { data: batch } = useScoringBatch(batchId);
  if (batch === undefined) return null;
  const total = batch.files.length;
  const settled = batch.files.filter((file) => file.status === 'scored' || file.status === 'failed').length;
  const failed = batch.files.filter((file) => file.status === 'failed').length;
  const isDone = isBatchDone(batch);

  return (
    <section
      aria-label="Résumés being scored"
      data-testid="scoring-progress"
      data-done={isDone}
      className="border-b border-gray-200 bg-gray-50 px-3 py-2 text-xs"
    >
      <div className="flex items-center gap-2">
        <p aria-live="polite" className="min-w-0 flex-1 font-medium text-gray-900">
          {isDone
            ? `${(settled - failed).toLocaleString('en-US')} of ${plural(total, 'résumé')} scored${failed > 0 ? `, ${failed} failed` : ''}`
            : `Scoring résumés: ${settled} of ${total} done`}
        </p>
        {isDone ? (
          <button
            type="button"
            aria-label="Dismiss"
            onClick={onDismiss}
            className="flex size-6 items-center justify-center rounded text-gray-500 hover:bg-gray-200 hover:text-gray-800"
          >
            <X size={14} aria-hidden="true" />
          </button>
        ) : null}
      </div>
      <div aria-hidden="true" className="mt-1.5 h-1 overflow-hidden rounded-full bg-gray-200">
        <div
          className="h-full rounded-full bg-brand transition-[width]"
          style={{ width: `${total === 0 ? 100 : Math.round((settled / total) * 100)}%` }}
        />
      </div>
      <ul className="mt-1.5 max-h-40 overflow-y-auto pr-1">
        {batch.files.map((file) => (
          <FileLine key={file.file_id} file={file} />
        ))}
      </ul>
    </section>
  );
};
