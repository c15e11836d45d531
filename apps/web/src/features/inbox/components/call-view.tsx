import type { Call, InboxDetail } from '@agentdesk/shared';
import { callOutcomeLabels } from '@agentdesk/shared/inbox-options';
import { AudioPlayer } from '../../../components/call-record/audio-player.tsx';
import { CallAnalysis } from '../../../components/call-record/call-analysis.tsx';
import { MessageList } from '../../../components/call-record/message-list.tsx';
import { useCallPlayback } from '../../../components/call-record/use-call-playback.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { useCall } from '../../../lib/get-call.ts';

type CallDetail = Extract<InboxDetail, { type: 'call' }>;
type Props = { call: CallDetail; agentName: (agentId: string) => string };

const formatDuration = (seconds: number) => `${Math.floor(seconds / 60)}m ${seconds % 60}s`;
const cardClass = 'rounded-lg border border-gray-200 bg-white';

/** The outcome, the summary and the facts of the call: when, how long, which way, between which numbers, which agent. */
const CallFacts = ({ call, agentName }: Props) => {
  const facts: [string, string][] = [
    ['Date', formatDateTime(call.date)],
    ['Duration', formatDuration(call.call_analysis.call_duration)],
    ['Direction', call.call_analysis.call_direction === 'outbound' ? 'Outbound' : 'Inbound'],
    ['From', call.from || 'Unknown'],
    ['To', call.to || 'Unknown'],
    ...(call.agent_id !== null ? [['Agent', agentName(call.agent_id)] as [string, string]] : []),
  ];
  return (
    <section aria-label="Call summary" className={`${cardClass} p-4`}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-sm font-semibold text-gray-900">
          {call.platform === 'whatsapp' ? 'WhatsApp call' : 'Voice call'}
        </h3>
        <Badge
          tone={call.status === 'completed' ? 'green' : call.status === 'missed' ? 'red' : 'neutral'}
          data-testid="inbox-call-outcome"
        >
          {callOutcomeLabels[call.status]}
        </Badge>
      </div>
      <p className="mt-2 text-sm text-gray-700">{call.call_analysis.call_summary || 'No summary for this call.'}</p>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-[13px] sm:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs text-gray-500">{label}</dt>
            <dd data-testid={`inbox-call-${label.toLowerCase()}`} className="break-words text-gray-900 tabular-nums">
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
};

/** The recording, the transcript and the analysis, with the same parts as Conversations. */
const CallRecord = ({ record }: { record: Call }) => {
  const { hasRecording, player, messages, activeIndex, onSeek } = useCallPlayback(record);
  return (
    <>
      <section aria-label="Recording" className={`${cardClass} overflow-hidden`}>
        {hasRecording ? (
          <AudioPlayer player={player} />
        ) : (
          <p className="px-4 py-3 text-[13px] text-gray-500">No recording for this call.</p>
        )}
      </section>
      <section aria-labelledby="inbox-transcript-title" className={cardClass}>
        <h3 id="inbox-transcript-title" className="px-4 pt-3 text-sm font-semibold text-gray-900">
          Transcript
        </h3>
        <MessageList
          callId={record.call_id}
          messages={messages}
          activeIndex={activeIndex}
          onSeek={onSeek}
          className="overflow-visible"
        />
      </section>
      <section aria-label="Call analysis" className={`${cardClass} p-3`}>
        <CallAnalysis analysis={record.call_analysis ?? null} />
      </section>
    </>
  );
};

/** A voice call is a call of Conversations: its record comes from there, so both tell the same story. */
const VoiceCall = (props: Props) => {
  const record = useCall(props.call.id);
  return (
    <>
      {record.isSuccess ? (
        <CallRecord record={record.data} />
      ) : record.isError ? (
        <ErrorState
          title="Failed to load the recording and transcript."
          message={errorMessage(record.error, 'Please try again.')}
          onRetry={() => void record.refetch()}
        />
      ) : (
        <div className="flex flex-col gap-3" aria-label="Loading the call" role="status">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      )}
    </>
  );
};

/** A call in the detail pane: its summary and facts; a voice call also its recording, transcript and analysis. */
export const CallView = (props: Props) => (
  <div className="flex flex-col gap-4">
    <CallFacts {...props} />
    {props.call.platform === 'voice' ? (
      <VoiceCall {...props} />
    ) : (
      <p className="px-1 text-[13px] text-gray-500">WhatsApp calls have no recording or transcript.</p>
    )}
  </div>
);
