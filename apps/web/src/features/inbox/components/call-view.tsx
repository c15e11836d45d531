import type { InboxDetail } from '@agentdesk/shared';
import { callOutcomeLabels } from '@agentdesk/shared/inbox-options';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatDateTime } from '../../../lib/format-date-time.ts';

type CallDetail = Extract<InboxDetail, { type: 'call' }>;

const formatDuration = (seconds: number) => `${Math.floor(seconds / 60)}m ${seconds % 60}s`;

/** A call in the detail pane: outcome, the call_analysis fields, the recording and the transcript. */
export const CallView = ({ call }: { call: CallDetail }) => (
  <div className="flex flex-col gap-4">
    <section aria-label="Call analysis" className="rounded-lg border border-gray-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-sm font-semibold text-gray-900">Call Analysis</h3>
        <Badge tone={call.status === 'completed' ? 'green' : call.status === 'missed' ? 'red' : 'neutral'}>{callOutcomeLabels[call.status]}</Badge>
      </div>
      <p className="mt-2 text-sm text-gray-700">{call.call_analysis.call_summary || 'No summary for this call.'}</p>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-[13px] sm:grid-cols-3">
        {[
          ['Date', formatDateTime(call.date)],
          ['Duration', formatDuration(call.call_analysis.call_duration)],
          ['Status', call.call_analysis.call_status],
          ['Type', call.call_analysis.call_type.replace(/_/g, ' ')],
          ['Direction', call.call_analysis.call_direction === 'outbound' ? 'Outbound' : 'Inbound'],
          ['From → To', `${call.from || 'Unknown'} → ${call.to || 'Unknown'}`],
        ].map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs text-gray-500">{label}</dt>
            <dd className="truncate text-gray-900 capitalize tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
    {call.recording_url !== null ? (
      <section aria-label="Recording" className="rounded-lg border border-gray-200 bg-white p-4">
        <h3 className="mb-2 text-sm font-semibold text-gray-900">Recording</h3>
        <audio controls preload="none" src={call.recording_url} className="w-full" />
      </section>
    ) : null}
    <section aria-label="Transcript" className="rounded-lg border border-gray-200 bg-white p-4">
      <h3 className="text-sm font-semibold text-gray-900">Transcript</h3>
      <p className="mt-2 text-sm leading-relaxed whitespace-pre-wrap text-gray-700">{call.transcript || 'No transcript for this call.'}</p>
    </section>
  </div>
);
