import type { ApplicationStage } from '@agentdesk/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { toastFailure } from '../../../lib/toast-failure.ts';
import { useMoveCandidates } from '../api/move-candidates.ts';

/**
 * Moving applications to a stage, from a row's selection or the open candidate's menu: at once,
 * but a rejection first asks its reason (the dialog this hook's `rejecting` opens). The server's
 * sentence is the toast ('3 candidates moved to Shortlisted'); a failure, one toast.
 */
export const useStageChange = (onMoved?: () => void) => {
  const move = useMoveCandidates();
  const [rejecting, setRejecting] = useState<readonly string[] | null>(null);

  const send = (applicationIds: readonly string[], stage: ApplicationStage, reason?: string) =>
    move.mutate(
      { application_ids: [...applicationIds], stage, ...(reason === undefined ? {} : { reason }) },
      {
        onSuccess: (message) => {
          toast.success(message);
          setRejecting(null);
          onMoved?.();
        },
        onError: toastFailure,
      },
    );

  return {
    moveTo: (applicationIds: readonly string[], stage: ApplicationStage) =>
      stage === 'rejected' ? setRejecting(applicationIds) : send(applicationIds, stage),
    /** A move whose reason is known already (a proposed stage): a rejection carries it, without the dialog. */
    moveWithReason: (applicationIds: readonly string[], stage: ApplicationStage, reason: string) =>
      send(applicationIds, stage, stage === 'rejected' ? reason : undefined),
    /** The applications whose rejection waits for its reason (the dialog is open), else null. */
    rejecting,
    reject: (reason: string) => {
      if (rejecting !== null) send(rejecting, 'rejected', reason);
    },
    cancelReject: () => setRejecting(null),
    isPending: move.isPending,
  };
};

export type StageChange = ReturnType<typeof useStageChange>;
