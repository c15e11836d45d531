import type { OnboardingDocument } from '@agentdesk/shared';
import { plural } from '@agentdesk/shared/plural';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useRetryDocument } from '../api/document-actions.ts';

/** Pages read of the document being processed, as a bar and in words. */
const ReadingProgress = ({ pagesRead, pageCount }: { pagesRead: number; pageCount: number }) => {
  const percent = Math.round((Math.min(pagesRead, pageCount) / Math.max(1, pageCount)) * 100);
  return (
    <div className="mt-2 flex items-center gap-3">
      <div
        role="progressbar"
        aria-label="Pages read"
        aria-valuemin={0}
        aria-valuemax={pageCount}
        aria-valuenow={pagesRead}
        className="h-1.5 flex-1 overflow-hidden rounded-full bg-white"
      >
        <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <span className="shrink-0 text-xs tabular-nums">
        {pagesRead} of {plural(pageCount, 'page')} read
      </span>
    </div>
  );
};

/**
 * Where the selected document is: waiting for Document Processing, queued, being read page by page,
 * or failed with its reason and a retry.
 */
export const ProcessingStatus = ({ document }: { document: OnboardingDocument }) => {
  const retry = useRetryDocument();
  const status = document.processing?.status ?? 'done';
  if (status === 'done') return null;
  if (status === 'pending') return <Alert tone="info">Waiting for Document Processing to read it.</Alert>;
  if (status === 'processing' && document.processing?.is_reading !== true) {
    return <Alert tone="info">Queued: it is read as soon as the documents ahead of it are.</Alert>;
  }
  if (status === 'processing') {
    return (
      <Alert tone="info">
        Reading the document…
        <ReadingProgress
          pagesRead={document.processing?.pages_read ?? 0}
          pageCount={document.processing?.page_count ?? 1}
        />
      </Alert>
    );
  }
  return (
    <Alert
      action={
        <Button size="sm" variant="secondary" disabled={retry.isPending} onClick={() => retry.mutate(document._id)}>
          Retry
        </Button>
      }
    >
      Processing failed: {document.processing?.error ?? 'unknown reason'}
      {retry.isError ? ` (${errorMessage(retry.error, 'Failed to retry.')})` : ''}
    </Alert>
  );
};
