import type { MailAttachmentInfo } from '@agentdesk/shared';
import { Paperclip } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { formatFileSize } from '../../lib/format-kilobytes.ts';

/** The files a mail carried: each name and size (nothing when it had none). */
export const AttachmentList = ({
  attachments,
  className,
}: {
  attachments: MailAttachmentInfo[];
  className?: string;
}) =>
  attachments.length === 0 ? null : (
    <ul aria-label="Attachments" className={cn('flex flex-wrap gap-1.5', className)}>
      {attachments.map((file, index) => (
        <li
          key={`${file.filename}-${index}`}
          className="inline-flex max-w-full items-center gap-1 rounded-md border border-gray-200 bg-gray-50 px-2 py-0.5 text-xs text-gray-700"
        >
          <Paperclip size={12} aria-hidden="true" className="shrink-0 text-gray-400" />
          <span className="min-w-0 truncate">{file.filename}</span>
          <span className="shrink-0 text-gray-500 tabular-nums">{formatFileSize(file.size_bytes)}</span>
        </li>
      ))}
    </ul>
  );
