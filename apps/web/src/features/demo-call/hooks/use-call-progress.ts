import type { CallListItem } from '@agentdesk/shared';
import { useState } from 'react';
import { getCall } from '../../../lib/get-call.ts';
import { useStreamedCalls } from '../../../lib/use-streamed-calls.ts';

/** Where a placed call is: accepted by the provider, connected, over, or failed. */
export type CallStage = 'initiated' | 'ongoing' | 'ended' | 'failed';

export type CallProgress = {
  stage: CallStage;
  /** The provider reported the call (a webhook stored it): it can be opened in Conversations. */
  hasArrived: boolean;
  durationMs: number | null;
  disconnectionReason: string | null;
};

/** What a pushed list item and a read call both say of the call. */
type Reported = {
  call_status?: CallListItem['call_status'] | undefined;
  duration_ms?: number | null;
  disconnection_reason?: string | null;
};

const notYet: CallProgress = { stage: 'initiated', hasArrived: false, durationMs: null, disconnectionReason: null };

const stageOf = (status: string | null): CallStage =>
  status === 'ongoing' ? 'ongoing' : status === 'ended' ? 'ended' : status === 'error' ? 'failed' : 'initiated';

const order: Record<CallStage, number> = { initiated: 0, ongoing: 1, ended: 2, failed: 2 };

/** A report never moves the call back (a late answer to the catch-up read may be older than a pushed one). */
const advance = (previous: CallProgress, call: Reported): CallProgress => {
  const stage = stageOf(call.call_status ?? null);
  if (order[stage] < order[previous.stage]) return { ...previous, hasArrived: true };
  return {
    stage,
    hasArrived: true,
    durationMs: call.duration_ms ?? previous.durationMs,
    disconnectionReason: call.disconnection_reason ?? previous.disconnectionReason,
  };
};

/**
 * The progress of a call the provider accepted, as its webhooks arrive: the calls stream pushes
 * each change of the workspace's calls; when the stream opens, the call is read once for what
 * arrived before (404 until the provider reports it). The stream closes once the call is over.
 */
export const useCallProgress = (callId: string): CallProgress => {
  const [progress, setProgress] = useState<CallProgress>(notYet);
  const report = (call: Reported) => setProgress((previous) => advance(previous, call));
  useStreamedCalls({
    isEnabled: order[progress.stage] < 2,
    onOpen: () => {
      getCall({ callId }).then(report, () => undefined);
    },
    onCall: (call) => {
      if (call.call_id === callId) report(call);
    },
  });
  return progress;
};
