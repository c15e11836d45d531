import { knowledgeBaseMessages, type KnowledgeBaseSource } from '@agentdesk/shared';
import { Download, ExternalLink, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { formatFileSize } from '../../../lib/format-kilobytes.ts';
import { formatRelativeTime } from '../../../lib/format-relative-time.ts';
import { useHasRole } from '../../../lib/use-workspaces.ts';
import { useDeleteSource } from '../api/delete-source.ts';
import { useDownloadSourceFile } from '../api/download-source-file.ts';
import { toastFailure } from '../utils/failure-text.ts';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';
import { SourceStatus } from './source-status.tsx';
import { SourceTypeIcon } from './source-type-icon.tsx';

const iconButton = 'size-8 text-gray-500 hover:text-gray-900';

type Props = {
  knowledgeBaseId: string;
  source: KnowledgeBaseSource;
  now: number;
};

/** One source: what it is, whether it has been read, its size and age; open or download it, or delete it. */
export const SourceRow = ({ knowledgeBaseId, source, now }: Props) => {
  const [isConfirming, setConfirming] = useState(false);
  const remove = useDeleteSource();
  const download = useDownloadSourceFile();
  const canWrite = useHasRole('member');

  const onDelete = () =>
    remove.mutate(
      { id: knowledgeBaseId, sourceId: source.source_id },
      {
        onSuccess: () => {
          setConfirming(false);
          toast.success(knowledgeBaseMessages.sourceDeleted);
        },
        onError: (error) => {
          setConfirming(false);
          toastFailure(error);
        },
      },
    );

  return (
    <li
      data-testid="source-row"
      data-source-id={source.source_id}
      data-source-type={source.type}
      className="flex items-start gap-3 px-3 py-2.5 sm:px-4"
    >
      <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-md bg-gray-100 text-gray-500">
        <SourceTypeIcon type={source.type} size={16} />
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate text-[13px] font-medium text-gray-900" title={source.filename} data-testid="source-name">
          {source.filename}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-gray-500 tabular-nums">
          <SourceStatus source={source} />
          {source.size_bytes > 0 ? (
            <>
              <span aria-hidden="true">·</span>
              <span>{formatFileSize(source.size_bytes)}</span>
            </>
          ) : null}
          <span aria-hidden="true">·</span>
          <span>
            Added{' '}
            <time
              dateTime={new Date(source.created_timestamp).toISOString()}
              title={formatDateTime(source.created_timestamp)}
            >
              {formatRelativeTime(source.created_timestamp, now)}
            </time>
          </span>
        </div>
        {source.status === 'error' ? (
          <p data-testid="source-error" className="mt-1 text-xs break-words text-red-700">
            {source.error !== null && source.error !== '' ? source.error : knowledgeBaseMessages.unexpected}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 items-center">
        {source.type === 'url' ? (
          <a
            href={source.file_url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Open ${source.filename} in a new tab`}
            title="Open the web page"
            className="flex size-8 items-center justify-center rounded-md text-gray-500 hover:bg-gray-100 hover:text-gray-900"
          >
            <ExternalLink size={16} aria-hidden="true" />
          </a>
        ) : (
          <Button
            variant="ghost"
            size="icon"
            className={iconButton}
            aria-label={`Download ${source.filename}`}
            title="Download"
            isLoading={download.isPending}
            onClick={() => download.mutate({ id: knowledgeBaseId, source }, { onError: toastFailure })}
          >
            {download.isPending ? null : <Download size={16} aria-hidden="true" />}
          </Button>
        )}
        {canWrite ? (
          <Button
            variant="ghost"
            size="icon"
            className={iconButton}
            aria-label={`Delete ${source.filename}`}
            title="Delete"
            onClick={() => setConfirming(true)}
          >
            <Trash2 size={16} aria-hidden="true" />
          </Button>
        ) : null}
      </div>
      <ConfirmDeleteDialog
        isOpen={isConfirming}
        onOpenChange={setConfirming}
        title="Delete this source?"
        description={`“${source.filename}” will be removed from this knowledge base, and your agents will no longer answer from it.`}
        isPending={remove.isPending}
        onConfirm={onDelete}
      />
    </li>
  );
};
