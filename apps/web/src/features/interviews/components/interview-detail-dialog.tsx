import type { Interview, Interviewer } from '@agentdesk/shared';
import { CalendarClock, ClipboardCheck, XCircle } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { failureText } from '../../../lib/toast-failure.ts';
import { useCancelInterview } from '../api/change-interview.ts';
import { useInterviewPlan } from '../api/get-interview-plan.ts';
import { useInterview } from '../api/get-interview.ts';
import { InterviewFacts } from './interview-facts.tsx';
import { RescheduleForm } from './reschedule-form.tsx';
import { ScorecardForm } from './scorecard-form.tsx';
import { ScorecardView } from './scorecard-view.tsx';

type Props = {
  id: string;
  /** The interview as the list had it, shown while the server is asked. */
  initial: Interview | undefined;
  interviewers: Interviewer[];
  zone: string;
  now: number;
  canWrite: boolean;
  onClose: () => void;
};

type Mode = 'detail' | 'reschedule' | 'scorecard';

/** One interview: who, when (in every zone involved), its state, and Reschedule, Cancel and the scorecard. */
export const InterviewDetailDialog = ({ id, initial, interviewers, zone, now, canWrite, onClose }: Props) => {
  const detail = useInterview(id, initial);
  const interview = detail.data;
  const plan = useInterviewPlan(interview?.job_id ?? '');
  const round = plan.data?.rounds.find((each) => each.round_id === interview?.round_id);
  const [mode, setMode] = useState<Mode>('detail');
  const [isCancelling, setCancelling] = useState(false);
  const cancel = useCancelInterview();
  const names = new Map(interviewers.map((person) => [person.interviewer_id, person.name]));
  const title = interview === undefined ? 'Interview' : `${interview.candidate_name} · ${interview.round_name}`;
  const isScheduled = interview?.status === 'scheduled';
  const hasStarted = interview !== undefined && interview.start_timestamp <= now;

  return (
    <>
      <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title={title} className="max-w-lg">
        <div data-testid="interview-detail">
          {interview === undefined ? (
            detail.isError ? (
              <ErrorState
                title="Failed to load the interview."
                message={failureText(detail.error)}
                onRetry={() => void detail.refetch()}
                className="mt-4"
              />
            ) : (
              <div role="status" aria-label="Loading the interview" className="mt-4 flex flex-col gap-2">
                <Skeleton className="h-4 w-40" />
                <Skeleton className="h-24 w-full" />
              </div>
            )
          ) : mode === 'reschedule' ? (
            <RescheduleForm
              interview={interview}
              zone={zone}
              names={names}
              isPool={round?.mode === 'pool'}
              onDone={() => setMode('detail')}
              onCancel={() => setMode('detail')}
            />
          ) : mode === 'scorecard' ? (
            <ScorecardForm
              interview={interview}
              criteria={round?.criteria ?? []}
              onSaved={() => setMode('detail')}
              onCancel={() => setMode('detail')}
            />
          ) : (
            <>
              <InterviewFacts interview={interview} zone={zone} />
              {interview.scorecard === null ? null : (
                <ScorecardView scorecard={interview.scorecard} status={interview.status} />
              )}
              {canWrite ? (
                <div className="mt-5 flex flex-wrap justify-end gap-2">
                  {isScheduled ? (
                    <>
                      <Button variant="secondary" size="sm" onClick={() => setCancelling(true)}>
                        <XCircle size={14} aria-hidden="true" />
                        Cancel interview
                      </Button>
                      <Button variant="secondary" size="sm" onClick={() => setMode('reschedule')}>
                        <CalendarClock size={14} aria-hidden="true" />
                        Reschedule
                      </Button>
                    </>
                  ) : null}
                  {interview.status !== 'cancelled' && interview.scorecard === null ? (
                    <Button
                      size="sm"
                      onClick={() => setMode('scorecard')}
                      disabled={!hasStarted}
                      title={hasStarted ? undefined : 'The scorecard opens once the interview has started'}
                    >
                      <ClipboardCheck size={14} aria-hidden="true" />
                      Scorecard
                    </Button>
                  ) : null}
                </div>
              ) : null}
            </>
          )}
        </div>
      </Dialog>
      {interview === undefined ? null : (
        <ConfirmDialog
          isOpen={isCancelling}
          onOpenChange={setCancelling}
          title={`Cancel ${interview.candidate_name}’s interview?`}
          description="The candidate and each interviewer get a cancellation for their calendar, and the time is free again."
          confirmLabel="Cancel interview"
          isPending={cancel.isPending}
          onConfirm={() =>
            cancel.mutate(
              { id: interview.interview_id },
              {
                onSuccess: ({ message }) => {
                  toast.success(message);
                  setCancelling(false);
                },
                onError: (error) => {
                  toast.error(failureText(error));
                  setCancelling(false);
                },
              },
            )
          }
        />
      )}
    </>
  );
};
