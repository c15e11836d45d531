import type { AuditEvent } from '@agentdesk/shared';
import { RelativeTime } from '../../../components/ui/relative-time.tsx';
import { cn } from '../../../lib/cn.ts';
import { DESKTOP_MEDIA_QUERY } from '../../../lib/desktop-media-query.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { useNow } from '../../../lib/use-now.ts';
import { auditActor, auditSentence } from '../utils/audit-sentence.ts';

type Props = { events: AuditEvent[] };

const headerCell =
  'sticky top-0 z-10 border-b border-gray-200 bg-gray-50 px-3 py-2 text-left text-xs font-medium text-gray-500';
const cell = 'px-3 py-2 align-top';

/** Who did what, as a sentence: the names it holds stand out (and read as text, whatever they contain). */
const Sentence = ({ event }: { event: AuditEvent }) => (
  <p data-testid="audit-sentence" className="break-words text-gray-700">
    <span className="font-medium text-gray-900">{auditActor(event)}</span>{' '}
    {auditSentence(event).map((part, index) => (
      <span
        key={index}
        className={cn(
          part.kind === 'name' && 'font-medium text-gray-900',
          part.kind === 'gone' && 'text-gray-500 italic',
        )}
      >
        {part.text}
      </span>
    ))}
  </p>
);

/** The audit events as readable sentences: a table on wide screens, a list on a phone. */
export const AuditEventList = ({ events }: Props) => {
  const now = useNow();
  const isDesktop = useMediaQuery(DESKTOP_MEDIA_QUERY);

  if (!isDesktop) {
    return (
      <ul className="flex flex-col divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
        {events.map((event) => (
          <li key={event.id} data-testid="audit-event" className="flex flex-col gap-1 px-3 py-2.5 text-[13px]">
            <Sentence event={event} />
            <span className="flex flex-wrap gap-x-3 text-xs text-gray-500 tabular-nums">
              <RelativeTime at={Date.parse(event.created_at)} now={now} />
              {event.ip !== '' ? <span>{event.ip}</span> : null}
            </span>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
      <table className="w-full text-[13px]">
        <thead>
          <tr>
            <th scope="col" className={cn(headerCell, 'w-32')}>
              Time
            </th>
            <th scope="col" className={headerCell}>
              Event
            </th>
            <th scope="col" className={cn(headerCell, 'w-36')}>
              Address
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {events.map((event) => (
            <tr key={event.id} data-testid="audit-event" className="hover:bg-gray-50">
              <td className={`${cell} whitespace-nowrap text-gray-600 tabular-nums`}>
                <RelativeTime at={Date.parse(event.created_at)} now={now} />
              </td>
              <td className={cell}>
                <Sentence event={event} />
              </td>
              <td className={`${cell} whitespace-nowrap text-gray-500 tabular-nums`}>{event.ip}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
