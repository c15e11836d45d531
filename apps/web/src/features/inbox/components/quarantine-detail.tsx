import { Paperclip, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { formatFileSize } from '../../../lib/format-kilobytes.ts';
import { useDeleteQuarantinedMail, useQuarantinedMail, useReleaseQuarantinedMail } from '../api/quarantine.ts';
import { DetailHeader } from './inbox-detail.tsx';
import { ScrollRegion } from '../../../components/ui/scroll-region.tsx';

type Props = {
  id: string;
  onBack: () => void;
  /** After a release: the conversation the mail now belongs to. */
  onReleased: (threadId: string) => void;
  /** After a delete. */
  onDeleted: () => void;
  /** Members and up release or delete it; viewers read. */
  canWrite: boolean;
};

/**
 * A mail held in quarantine: why, from whom, its text (never its HTML) and its attachments by
 * name only. It can be released into the inbox without its attachments, or deleted.
 */
export const QuarantineDetail = ({ id, onBack, onReleased, onDeleted, canWrite }: Props) => {
  const mail = useQuarantinedMail(id);
  const release = useReleaseQuarantinedMail();
  const remove = useDeleteQuarantinedMail();
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);
  const isBusy = release.isPending || remove.isPending;
  const detail = mail.data;

  const onRelease = () =>
    release.mutate(id, {
      onSuccess: ({ thread_id }) => {
        toast.success('Mail released without its attachments');
        onReleased(thread_id);
      },
      onError: (error) => toast.error(errorMessage(error, 'Failed to release the mail')),
    });
  const onDelete = () =>
    remove.mutate(id, {
      onSuccess: () => {
        setConfirmingDelete(false);
        toast.success('Quarantined mail deleted');
        onDeleted();
      },
      onError: (error) => toast.error(errorMessage(error, 'Failed to delete the mail')),
    });

  return (
    <section
      aria-label="Quarantined mail"
      data-testid="quarantine-detail"
      className="flex min-h-0 min-w-0 flex-1 flex-col bg-gray-50"
    >
      <DetailHeader title={detail ? detail.subject || '(no subject)' : 'Quarantined mail'} onBack={onBack} />
      {detail ? (
        <>
          {canWrite ? (
            <div className="flex shrink-0 flex-wrap items-center justify-end gap-2 border-b border-gray-200 bg-white px-3 py-2">
              <Button variant="secondary" size="sm" onClick={() => setConfirmingDelete(true)} disabled={isBusy}>
                Delete
              </Button>
              <Button variant="primary" size="sm" onClick={onRelease} isLoading={release.isPending} disabled={isBusy}>
                Release without attachments
              </Button>
            </div>
          ) : null}
          <ScrollRegion label="Held mail" className="min-h-0 flex-1 p-3 sm:p-4">
            <div className="flex flex-col gap-3">
              <Alert tone="error">
                <p className="font-medium">{detail.reason}</p>
                <p className="mt-0.5">
                  This mail was held back from the inbox. Its attachments cannot be opened here; releasing it delivers
                  its text only.
                </p>
              </Alert>
              <article className="rounded-lg border border-gray-200 bg-white">
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 border-b border-gray-100 px-4 py-3 text-[13px]">
                  <dt className="text-gray-500">From</dt>
                  <dd className="min-w-0 truncate text-gray-900">
                    {detail.from_name ? `${detail.from_name} <${detail.from_address}>` : detail.from_address}
                  </dd>
                  <dt className="text-gray-500">To</dt>
                  <dd className="min-w-0 truncate text-gray-900">{detail.to.join(', ') || '–'}</dd>
                  <dt className="text-gray-500">Received</dt>
                  <dd className="text-gray-900 tabular-nums">{formatDateTime(detail.time)}</dd>
                </dl>
                <p
                  data-testid="quarantine-text"
                  className="px-4 py-3 text-[13px] leading-relaxed whitespace-pre-wrap text-gray-800"
                >
                  {detail.text || 'This mail has no text.'}
                </p>
                {detail.attachments.length > 0 ? (
                  <ul aria-label="Attachments" className="flex flex-col gap-1 border-t border-gray-100 px-4 py-3">
                    {detail.attachments.map((attachment, index) => (
                      <li
                        key={`${attachment.filename}:${index}`}
                        className="flex min-w-0 items-start gap-2 text-[13px]"
                      >
                        {attachment.is_dangerous ? (
                          <ShieldAlert
                            size={14}
                            aria-label="Dangerous"
                            role="img"
                            className="mt-0.5 shrink-0 text-red-600"
                          />
                        ) : (
                          <Paperclip size={14} aria-hidden="true" className="mt-0.5 shrink-0 text-gray-400" />
                        )}
                        <div className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3">
                          <span
                            className={cn(
                              'min-w-0 break-all',
                              attachment.is_dangerous ? 'font-medium text-red-700' : 'text-gray-800',
                            )}
                          >
                            {attachment.filename}
                          </span>
                          <span className="text-xs text-gray-500 tabular-nums">
                            {attachment.content_type} · {formatFileSize(attachment.size_bytes)}
                          </span>
                        </div>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </article>
            </div>
          </ScrollRegion>
        </>
      ) : mail.isError && !mail.isFetching ? (
        <div className="p-4">
          <ErrorState
            title="Failed to load this mail."
            message={errorMessage(mail.error, 'Failed to load this mail.')}
            onRetry={() => void mail.refetch()}
          />
        </div>
      ) : (
        <div role="status" aria-label="Loading mail" className="flex flex-col gap-3 p-4">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      )}
      <Dialog
        open={isConfirmingDelete}
        onOpenChange={setConfirmingDelete}
        title="Delete this mail?"
        description="The held mail and its attachments are deleted for good."
      >
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="secondary" size="sm" onClick={() => setConfirmingDelete(false)} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button variant="danger" size="sm" onClick={onDelete} isLoading={remove.isPending}>
            Delete
          </Button>
        </div>
      </Dialog>
    </section>
  );
};
