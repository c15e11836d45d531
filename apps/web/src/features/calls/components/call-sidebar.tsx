import type { Call, CallEndReason, QaEvidence } from '@agentdesk/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { cn } from '../../../lib/cn.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { toastedErrors } from '../../../lib/toasted-errors.ts';
import { useHasRole } from '../../../lib/use-workspaces.ts';
import { useUpdateCall } from '../api/update-call.ts';
import { useSaveStatus } from '../hooks/use-save-status.ts';
import { initialEndReason } from '../utils/end-reason.ts';
import { CallActionsTab } from './call-actions-tab.tsx';
import { CallAnalysis } from '../../../components/call-record/call-analysis.tsx';
import { CallMetrics } from './call-metrics.tsx';
import { CallQaTab } from './call-qa-tab.tsx';
import { CallSummaryTab } from './call-summary-tab.tsx';

type Props = {
  call: Call;
  /** Whether the call's recording is in the player (a QA result then plays from its moment). */
  hasRecording?: boolean;
  /** Plays the recording from a QA result's moment and highlights its turn in the transcript. */
  onShowEvidence?: (evidence: QaEvidence) => void;
  className?: string;
};

/**
 * The call sidebar (SPEC §2): Actions, Call Analysis and Summary tabs, and QA (issue #29), then latency and cost.
 * The Actions draft lives here so switching tabs keeps it. Remount (a `key`) per call.
 */
export const CallSidebar = ({ call, hasRecording = false, onShowEvidence, className }: Props) => {
  const [endReason, setEndReason] = useState<CallEndReason>(() => initialEndReason(call));
  const [notes, setNotes] = useState(call.notes ?? '');
  const saveStatus = useSaveStatus();
  const updateCall = useUpdateCall();
  const canWrite = useHasRole('member');

  const onSave = () => {
    saveStatus
      .save(() => updateCall.mutateAsync({ callId: call.call_id, body: { notes, end_reason: endReason } }))
      .catch((error: unknown) => {
        if (typeof error === 'object' && error !== null && toastedErrors.has(error)) return;
        toast.error(errorMessage(error, 'Failed to save. Please try again.'));
      });
  };

  const actions = (
    <CallActionsTab
      endReason={endReason}
      notes={notes}
      saveStatus={saveStatus.status}
      onEndReasonChange={(reason) => {
        setEndReason(reason);
        saveStatus.markEdited();
      }}
      onNotesChange={(text) => {
        setNotes(text);
        saveStatus.markEdited();
      }}
      onSave={onSave}
      canWrite={canWrite}
    />
  );

  return (
    <aside
      aria-label="Call sidebar"
      data-testid="call-sidebar"
      className={cn(
        'flex min-w-0 shrink-0 flex-col bg-white xl:min-h-0 xl:w-[380px] xl:overflow-y-auto xl:border-l xl:border-gray-200',
        className,
      )}
    >
      <Tabs
        aria-label="Call information"
        className="shrink-0"
        contentClassName="p-4"
        tabs={[
          { value: 'actions', label: 'Actions', content: actions },
          {
            value: 'analysis',
            label: 'Call Analysis',
            content: <CallAnalysis analysis={call.call_analysis ?? null} />,
          },
          { value: 'summary', label: 'Summary', content: <CallSummaryTab call={call} /> },
          {
            value: 'qa',
            label: 'QA',
            content: (
              <CallQaTab
                callId={call.call_id}
                hasRecording={hasRecording}
                canWrite={canWrite}
                onShowEvidence={onShowEvidence}
              />
            ),
          },
        ]}
      />
      <CallMetrics latency={call.latency ?? null} cost={call.call_cost ?? null} />
    </aside>
  );
};
