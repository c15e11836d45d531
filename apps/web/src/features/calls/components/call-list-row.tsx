import type { CallListItem } from '@agentdesk/shared';
import { formatCallDuration } from '@agentdesk/shared/call-format';
import { ArrowRight, PhoneIncoming, PhoneOutgoing } from 'lucide-react';
import { SelectableRow } from '../../../components/ui/selectable-row.tsx';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { formatRelativeTime } from '../../../lib/format-relative-time.ts';
import { OutcomeBadge } from './outcome-badge.tsx';
import { SentimentBadge } from '../../../components/call-record/sentiment-badge.tsx';

/** Fixed row height, so the virtualizer can place rows without measuring. */
export const CALL_ROW_HEIGHT = 88;

type Props = {
  call: CallListItem;
  href: string;
  agentName: string;
  isSelected: boolean;
  /** The time relative times are counted from. */
  now: number;
};

const qaScoreFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

const LIVE_STATUSES = new Set(['ongoing', 'registered', 'in_progress']);

/** One call: the contact's name and number (else the numbers), agent, time (relative, exact on hover), duration, outcome and sentiment. */
export const CallListRow = ({ call, href, agentName, isSelected, now }: Props) => {
  const DirectionIcon = call.direction === 'outbound' ? PhoneOutgoing : PhoneIncoming;
  const directionLabel =
    call.direction === 'outbound' ? 'Outbound call' : call.direction === 'inbound' ? 'Inbound call' : 'Call';
  const isLive = call.call_status !== null && LIVE_STATUSES.has(call.call_status);

  return (
    <SelectableRow
      to={href}
      isSelected={isSelected}
      data-testid="call-row"
      data-call-id={call.call_id}
      className="flex h-full flex-col justify-center gap-1 px-3 py-2"
    >
      <div className="flex min-w-0 items-center gap-2">
        <DirectionIcon size={14} aria-label={directionLabel} role="img" className="shrink-0 text-gray-400" />
        {call.contact_name ? (
          // The person first, their number beside it (the caller of an inbound call, the callee of an outbound one).
          <span className="flex min-w-0 flex-1 items-baseline gap-1.5 text-[13px]">
            <span data-testid="call-row-contact" className="min-w-0 shrink truncate font-medium text-gray-900">
              {call.contact_name}
            </span>
            <span className="min-w-0 shrink-[2] truncate text-xs text-gray-500 tabular-nums">
              {(call.direction === 'outbound' ? call.to_number : call.from_number) ?? ''}
            </span>
          </span>
        ) : (
          <span className="flex min-w-0 flex-1 items-center gap-1 text-[13px] font-medium text-gray-900 tabular-nums">
            <span className="max-w-full shrink-0 truncate">{call.from_number ?? 'Unknown number'}</span>
            <ArrowRight size={12} aria-label="to" role="img" className="shrink-0 text-gray-400" />
            <span className="min-w-0 truncate font-normal text-gray-500">{call.to_number ?? 'Unknown'}</span>
          </span>
        )}
        {call.start_timestamp !== null ? (
          <time
            dateTime={new Date(call.start_timestamp).toISOString()}
            title={formatDateTime(call.start_timestamp)}
            className="shrink-0 text-xs text-gray-500 tabular-nums"
          >
            {formatRelativeTime(call.start_timestamp, now)}
          </time>
        ) : null}
      </div>
      <div className="flex min-w-0 items-center gap-2 text-xs text-gray-500">
        <span className="min-w-0 truncate">
          {agentName}
          {/* The provider's version of the agent that took the call (calls of one version read alike). */}
          {typeof call.agent_version === 'number' ? (
            <span data-testid="call-row-version"> v{call.agent_version}</span>
          ) : null}
        </span>
        <span aria-hidden="true">·</span>
        <span className="shrink-0 tabular-nums">{formatCallDuration(call.duration_ms)}</span>
        <span className="ml-auto flex shrink-0 items-center gap-1">
          {isLive ? (
            <span className="inline-flex h-5 items-center gap-1 rounded-full border border-blue-200 bg-brand-soft px-2 text-[11px] font-medium text-brand">
              <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-brand" />
              Live
            </span>
          ) : (
            <OutcomeBadge isSuccessful={call.call_successful} />
          )}
          <SentimentBadge sentiment={call.sentiment} />
          {typeof call.qa_score === 'number' ? (
            <span
              data-testid="call-row-qa-score"
              title="QA score of 100"
              className="inline-flex h-5 items-center rounded-full border border-gray-200 px-2 text-[11px] font-medium text-gray-700 tabular-nums"
            >
              QA {qaScoreFormat.format(call.qa_score)}
            </span>
          ) : null}
        </span>
      </div>
      <p className="truncate text-xs text-gray-500">{call.call_summary ?? '\u00a0'}</p>
    </SelectableRow>
  );
};
