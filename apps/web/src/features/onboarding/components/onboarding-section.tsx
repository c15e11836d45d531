import { DOCUMENT_PROCESSING_INITIATED, NOTHING_TO_PROCESS, type OnboardingDocument } from '@agentdesk/shared';
import { plural } from '@agentdesk/shared/plural';
import { FileImage, FileText, FolderOpen } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { toastFailure } from '../../../lib/toast-failure.ts';
import { useHasRole } from '../../../lib/use-workspaces.ts';
import { SELECTED_ROW } from '../../../components/ui/selectable-row.tsx';
import { useOnboardingDocuments } from '../api/get-all-documents.ts';
import { useProcessDocuments } from '../api/document-actions.ts';
import { UploadDocuments } from './upload-documents.tsx';
import { DocumentDetail } from './document-detail.tsx';
import { documentTypeLabel } from './document-labels.ts';

const statusLabels = {
  pending: 'Not processed yet',
  processing: 'Queued',
  failed: 'Failed',
  done: 'Processed',
} as const;

const statusLabel = (processing: NonNullable<OnboardingDocument['processing']>) =>
  processing.status === 'processing' && processing.is_reading === true ? 'Reading…' : statusLabels[processing.status];

/** '3 documents to read…' while the queue is worked through. */
const progressOf = (documents: OnboardingDocument[]) => {
  const queued = documents.filter((document) => document.processing?.status === 'processing').length;
  if (queued === 0) return null;
  return `${plural(queued, 'document')} to read…`;
};

const DocumentList = ({
  documents,
  selectedId,
  onSelect,
}: {
  documents: OnboardingDocument[];
  selectedId: string;
  onSelect: (id: string) => void;
}) => (
  <ul aria-label="Documents" className="flex max-h-[40vh] flex-col gap-1 overflow-y-auto md:max-h-[75vh]">
    {documents.map((document) => {
      const isSelected = document._id === selectedId;
      const Icon = document.file_type === 'application/pdf' ? FileText : FileImage;
      return (
        <li key={document._id}>
          <button
            type="button"
            data-testid="onboarding-document"
            aria-current={isSelected ? 'true' : undefined}
            onClick={() => onSelect(document._id)}
            className={cn(
              'flex w-full items-start gap-2.5 rounded-md border-l-2 border-l-transparent px-2.5 py-2 text-left hover:bg-gray-50 focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:outline-none',
              isSelected && SELECTED_ROW,
            )}
          >
            <Icon size={16} aria-hidden="true" className="mt-0.5 shrink-0 text-gray-500" />
            <span className="min-w-0 flex-1">
              <span className="block truncate text-[13px] font-medium text-gray-900">
                {documentTypeLabel(document.type)}
              </span>
              <span className="block truncate text-xs text-gray-600">{document.file_name}</span>
              <span className="block text-xs text-gray-500 tabular-nums">{formatDateTime(document.created_at)}</span>
              {document.processing && document.processing.status !== 'done' ? (
                <span
                  data-testid="document-status"
                  className={cn(
                    'block text-xs',
                    document.processing.status === 'failed' ? 'text-red-700' : 'text-amber-700',
                  )}
                >
                  {statusLabel(document.processing)}
                </span>
              ) : null}
            </span>
          </button>
        </li>
      );
    })}
  </ul>
);

/** SPEC §2 Onboarding tab: the documents, the first selected by default, and the data read from the selected one. */
export const OnboardingSection = () => {
  const documents = useOnboardingDocuments();
  const processDocuments = useProcessDocuments();
  // Uploading and reading write (members and up); viewers read what is there.
  const canProcess = useHasRole('member');
  const [chosenId, setChosenId] = useState<string | null>(null);
  const list = documents.data ?? [];
  const selected = list.find((document) => document._id === chosenId) ?? list[0];

  return (
    <section aria-labelledby="onboarding-section-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="onboarding-section-title" className="text-base font-semibold text-gray-900">
            Onboarding Section
          </h2>
          <p className="text-[13px] text-gray-500">
            Documents your customers and candidates sent, with the details read from them.
          </p>
        </div>
        <div className="flex items-center gap-3">
          {progressOf(list) !== null ? (
            <span role="status" className="text-[13px] text-gray-600">
              {progressOf(list)}
            </span>
          ) : null}
          <Button
            variant="primary"
            size="sm"
            disabled={!canProcess || processDocuments.isPending}
            onClick={() =>
              // What is pending or failed is read again; SPEC's 'initiated' words only when something was queued.
              processDocuments.mutate(undefined, {
                onSuccess: ({ queued }) =>
                  queued > 0 ? toast.success(DOCUMENT_PROCESSING_INITIATED) : toast.info(NOTHING_TO_PROCESS),
                onError: toastFailure,
              })
            }
          >
            Document Processing
          </Button>
        </div>
      </div>
      {canProcess ? (
        <UploadDocuments />
      ) : (
        <p className="text-xs text-gray-500">Only members and admins of this workspace upload and process documents.</p>
      )}
      {documents.isPending ? (
        <div role="status" aria-label="Loading documents" className="grid gap-4 md:grid-cols-[220px_1fr]">
          <div className="flex flex-col gap-2">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
          <Skeleton className="h-64 w-full" />
        </div>
      ) : documents.isError ? (
        <ErrorState
          title="Failed to load the documents."
          message={errorMessage(documents.error, 'Failed to load the documents.')}
          onRetry={() => void documents.refetch()}
          isRetrying={documents.isFetching}
        />
      ) : selected === undefined ? (
        <EmptyState
          icon={FolderOpen}
          title="No documents yet"
          description="Identity papers and résumés the onboarding agent receives appear here with the details read from them."
        />
      ) : (
        <div className="grid gap-5 md:grid-cols-[220px_1fr]">
          <DocumentList documents={list} selectedId={selected._id} onSelect={setChosenId} />
          <DocumentDetail document={selected} />
        </div>
      )}
    </section>
  );
};
