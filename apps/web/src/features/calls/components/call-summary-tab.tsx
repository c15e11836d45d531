import type { Call } from '@agentdesk/shared';
import { formatCallDuration, formatDirection } from '@agentdesk/shared/call-format';

type Props = { call: Call };

/** Summary tab: the detailed summary, then the call details (SPEC §2). */
export const CallSummaryTab = ({ call }: Props) => {
  const summary = call.call_analysis?.detailed_call_summary?.trim() ?? '';
  const details = [
    { label: 'Direction', value: formatDirection(call.direction) },
    { label: 'From', value: call.from_number ?? '—' },
    { label: 'To', value: call.to_number ?? '—' },
    { label: 'Duration', value: formatCallDuration(call.duration_ms) },
  ];

  return (
    <div className="flex flex-col gap-4">
      <section aria-label="Detailed summary">
        <p
          data-testid="detailed-summary"
          className="text-[13px] leading-relaxed whitespace-pre-wrap text-gray-700 [overflow-wrap:anywhere]"
        >
          {summary !== '' ? summary : 'No detailed summary available for this conversation.'}
        </p>
      </section>
      <section aria-labelledby="call-details-title" className="rounded-lg border border-gray-200 p-3">
        <h3 id="call-details-title" className="text-xs font-medium text-gray-500">
          Call Details
        </h3>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-[13px]">
          {details.map(({ label, value }) => (
            <div key={label} className="contents">
              <dt className="text-gray-500">{label}</dt>
              <dd
                data-testid={`call-detail-${label.toLowerCase()}`}
                className="min-w-0 text-right font-medium break-words text-gray-900 tabular-nums"
              >
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
};
