import type { OnboardingDocument } from '@agentdesk/shared';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useRetryDocument } from '../api/document-actions.ts';

/** Where the selected document is: waiting for Document Processing, being read, or failed with its reason and a retry. */
export const ProcessingStatus = ({ document }: { document: OnboardingDocument }) => {
  const retry = useRetryDocument();
  const status = document.processing?.status ?? 'done';
  if (status === 'done') return null;
  if (status === 'pending') return <Alert tone="info">Waiting for Document Processing to read it.</Alert>;
  if (status === 'processing') return <Alert tone="info">Reading the document…</Alert>;
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
