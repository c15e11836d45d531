import { Paperclip, X } from 'lucide-react';
import { formatFileSize } from '../../../lib/format-kilobytes.ts';
import type { Attachments } from '../hooks/use-attachments.ts';

/** The files chosen for the mail, each a chip with its size and a button that takes it off. */
export const AttachmentChips = ({
  attachments,
  isDisabled = false,
}: {
  attachments: Attachments;
  isDisabled?: boolean;
}) =>
  attachments.files.length === 0 ? null : (
    <ul aria-label="Attachments" data-testid="attachment-chips" className="mt-2 flex flex-wrap gap-1.5">
      {attachments.files.map((file, index) => (
        <li
          key={`${file.name}-${index}`}
          className="inline-flex h-7 max-w-full items-center gap-1 rounded-full border border-gray-200 bg-gray-50 pr-1 pl-2.5 text-xs text-gray-700"
        >
          <Paperclip size={12} aria-hidden="true" className="shrink-0 text-gray-400" />
          <span className="min-w-0 truncate">{file.name}</span>
          <span className="shrink-0 text-gray-500 tabular-nums">{formatFileSize(file.size)}</span>
          <button
            type="button"
            aria-label={`Remove ${file.name}`}
            disabled={isDisabled}
            onClick={() => attachments.remove(index)}
            className="flex size-5 shrink-0 items-center justify-center rounded-full text-gray-500 hover:bg-gray-200 hover:text-gray-900 focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none"
          >
            <X size={12} aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
