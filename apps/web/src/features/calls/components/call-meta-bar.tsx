import type { Call } from '@agentdesk/shared';
import { formatCallDuration, formatDirection } from '@agentdesk/shared/call-format';
import { ArrowRight, PhoneIncoming, PhoneOutgoing } from 'lucide-react';
import { formatDateTime } from '../../../lib/format-date-time.ts';

type Props = { call: Call; agentName: string };

/** What this call is: direction, numbers, agent, start and duration. */
export const CallMetaBar = ({ call, agentName }: Props) => {
  const DirectionIcon = call.direction === 'outbound' ? PhoneOutgoing : PhoneIncoming;
  return (
    <div className="flex shrink-0 flex-wrap items-center gap-x-3 gap-y-1 border-b border-gray-200 bg-white px-3 py-2 text-xs text-gray-500 sm:px-4">
      <span className="flex min-w-0 items-center gap-1.5 font-medium text-gray-800 tabular-nums">
        <DirectionIcon size={14} aria-hidden="true" className="shrink-0 text-gray-400" />
        <span className="sr-only">{formatDirection(call.direction)} call from</span>
        <span className="truncate">{call.from_number ?? 'Unknown number'}</span>
        <ArrowRight size={12} aria-label="to" role="img" className="shrink-0 text-gray-400" />
        <span className="truncate">{call.to_number ?? 'Unknown'}</span>
      </span>
      <span className="truncate">
        {agentName}
        {typeof call.agent_version === 'number' ? <span> · version {call.agent_version}</span> : null}
      </span>
      {call.start_timestamp !== null && call.start_timestamp !== undefined ? (
        <time dateTime={new Date(call.start_timestamp).toISOString()} className="tabular-nums">
          {formatDateTime(call.start_timestamp)}
        </time>
      ) : null}
      <span className="tabular-nums">{formatCallDuration(call.duration_ms)}</span>
    </div>
  );
};
