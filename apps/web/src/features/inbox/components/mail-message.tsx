import type { ThreadMail } from '@agentdesk/shared';
import { ImageOff } from 'lucide-react';
import { AttachmentList } from '../../../components/messages/attachment-list.tsx';
import { DeliveryState } from '../../../components/messages/delivery-state.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';

type Props = { mail: ThreadMail; onShowImages: () => void };

/**
 * One mail of a thread. The HTML arrives sanitised by the server (no script, no handlers); remote
 * images come without a source until the reader asks for them.
 */
export const MailMessage = ({ mail, onShowImages }: Props) => {
  const isOut = mail.direction === 'out';
  return (
    <article
      data-testid="thread-mail"
      className={cn('rounded-lg border bg-white p-4', isOut ? 'border-blue-100' : 'border-gray-200')}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 truncate text-[13px] text-gray-900">
          <span className="font-semibold">{isOut ? mail.from_name || 'You' : mail.from_name || mail.from_address}</span>{' '}
          <span className="text-gray-500">{isOut ? `to ${mail.to_address}` : `<${mail.from_address}>`}</span>
        </p>
        <span className="flex items-center gap-2">
          {mail.delivery_status !== null && mail.delivery_status !== 'sent' ? (
            <DeliveryState status={mail.delivery_status} error={mail.delivery_error} channel="email" />
          ) : null}
          <time dateTime={new Date(mail.created_at).toISOString()} className="text-xs text-gray-500 tabular-nums">
            {formatDateTime(mail.created_at)}
          </time>
        </span>
      </header>
      {mail.has_remote_images && mail.html !== null && mail.html.includes('data-remote-src') ? (
        <div className="mt-3 flex flex-wrap items-center gap-2 rounded-md bg-gray-50 px-3 py-2 text-xs text-gray-600">
          <ImageOff size={14} aria-hidden="true" />
          Remote images are hidden to protect your privacy.
          <button
            type="button"
            onClick={onShowImages}
            className="font-medium text-brand underline-offset-2 hover:underline"
          >
            Show images
          </button>
        </div>
      ) : null}
      {mail.html !== null ? (
        <div
          className="mt-3 overflow-x-auto text-sm leading-relaxed break-words text-gray-800 [&_a]:text-brand [&_a]:underline [&_img]:h-auto [&_img]:max-w-full [&_img[data-remote-src]]:hidden [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-5"
          dangerouslySetInnerHTML={{ __html: mail.html }}
        />
      ) : (
        <p className="mt-3 text-sm leading-relaxed break-words whitespace-pre-wrap text-gray-800">{mail.text}</p>
      )}
      <AttachmentList attachments={mail.attachments} className="mt-3" />
    </article>
  );
};
