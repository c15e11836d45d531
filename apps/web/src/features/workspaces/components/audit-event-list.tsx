import type { AuditEvent } from '@agentdesk/shared';
import { RelativeTime } from '../../../components/ui/relative-time.tsx';
import { DESKTOP_MEDIA_QUERY } from '../../../lib/desktop-media-query.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { useNow } from '../../../lib/use-now.ts';
import { auditActionLabels, summariseAuditDetails } from '../utils/audit-labels.ts';

type Props = { events: AuditEvent[] };

const headerCell = 'sticky top-0 z-10 border-b border-gray-200 bg-gray-50 px-3 py-2 text-left text-xs font-medium text-gray-500';
const cell = 'px-3 py-2 align-top';

/** The audit events: a table on wide screens, a list of cards on a phone. */
export const AuditEventList = ({ events }: Props) => {
  const now = useNow();
  const isDesktop = useMediaQuery(DESKTOP_MEDIA_QUERY);

  if (!isDesktop) {
    return (
      <ul className="flex flex-col divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
        {events.map((event) => {
          const details = summariseAuditDetails(event.details);
          return (
            <li key={event.id} data-testid="audit-event" className="flex flex-col gap-1 px-3 py-2.5 text-[13px]">
              <div className="flex items-baseline justify-between gap-3">
                <span className="font-medium text-gray-900">{auditActionLabels[event.action]}</span>
                <span className="shrink-0 text-xs text-gray-500 tabular-nums">
                  <RelativeTime at={Date.parse(event.created_at)} now={now} />
                </span>
              </div>
              <span className="break-all text-gray-700">{event.actor_email}</span>
              {event.target !== '' ? <span className="break-all text-gray-600">{event.target}</span> : null}
              {details !== '' ? <span className="break-words text-xs text-gray-500">{details}</span> : null}
              <span className="text-xs text-gray-500 tabular-nums">{event.ip}</span>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
      <table className="w-full text-[13px]">
        <thead>
          <tr>
            <th scope="col" className={headerCell}>Time</th>
            <th scope="col" className={headerCell}>Action</th>
            <th scope="col" className={headerCell}>Actor</th>
            <th scope="col" className={headerCell}>Target</th>
            <th scope="col" className={headerCell}>Details</th>
            <th scope="col" className={headerCell}>Address</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {events.map((event) => (
            <tr key={event.id} data-testid="audit-event" className="hover:bg-gray-50">
              <td className={`${cell} whitespace-nowrap text-gray-600 tabular-nums`}>
                <RelativeTime at={Date.parse(event.created_at)} now={now} />
              </td>
              <td className={`${cell} whitespace-nowrap font-medium text-gray-900`}>{auditActionLabels[event.action]}</td>
              <td className={`${cell} text-gray-700`}>{event.actor_email}</td>
              <td className={`${cell} text-gray-700`}>{event.target}</td>
              <td className={`${cell} max-w-xs truncate text-gray-500`} title={summariseAuditDetails(event.details)}>
                {summariseAuditDetails(event.details)}
              </td>
              <td className={`${cell} whitespace-nowrap text-gray-500 tabular-nums`}>{event.ip}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
