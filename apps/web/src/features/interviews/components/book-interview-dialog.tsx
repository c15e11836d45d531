import type { Interviewer, Slot } from '@agentdesk/shared';
import { plural } from '@agentdesk/shared/plural';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { failureText } from '../../../lib/toast-failure.ts';
import { useBookInterview } from '../api/change-interview.ts';
import { useInterviewPlan } from '../api/get-interview-plan.ts';
import { firstBookableJob, useInterviewApplications, useInterviewJobs } from '../api/list-booking-options.ts';
import { useSlots } from '../api/list-slots.ts';
import { formatClock, formatDay } from '../utils/zoned-time.ts';
import { BookingAlternatives } from './booking-alternatives.tsx';
import { JobSelectField } from './job-select-field.tsx';
import { SlotPicker } from './slot-picker.tsx';

type Props = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  interviewers: Interviewer[];
  zone: string;
  /** The job to start with (the calendar's filter, or the booking returned to), else the first open one with candidates. */
  jobId: string;
  /** The candidate to start with (a booking returned to after setting up the plan). */
  applicationId?: string;
  /** Opens the plans tab for a job without a plan; the booking's choices come back with it. */
  onEditPlan: (choices: { jobId: string; applicationId: string }) => void;
};

/** Books a round for a candidate: the job, the application and the round, then one of the round's free slots. */
export const BookInterviewDialog = ({
  isOpen,
  onOpenChange,
  interviewers,
  zone,
  jobId: initialJobId,
  applicationId: initialApplicationId = '',
  onEditPlan,
}: Props) => {
  const jobs = useInterviewJobs();
  const [chosenJob, setJob] = useState('');
  const jobId = chosenJob !== '' ? chosenJob : initialJobId !== '' ? initialJobId : firstBookableJob(jobs.data ?? []);
  const applications = useInterviewApplications(jobId);
  const plan = useInterviewPlan(jobId);
  const [applicationId, setApplication] = useState(initialApplicationId);
  const candidate = applications.data?.find((row) => row.application_id === applicationId);
  const [chosenRound, setRound] = useState('');
  const roundId = chosenRound !== '' ? chosenRound : (plan.data?.rounds[0]?.round_id ?? '');
  const round = plan.data?.rounds.find((each) => each.round_id === roundId);
  const slots = useSlots(applicationId, round === undefined ? '' : roundId);
  const [selected, setSelected] = useState<Slot | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const book = useBookInterview();
  const names = new Map(interviewers.map((person) => [person.interviewer_id, person.name]));

  const reset = () => {
    setJob('');
    setApplication('');
    setRound('');
    setSelected(null);
    setProblem(null);
  };
  const submit = () => {
    if (selected === null) return;
    setProblem(null);
    book.mutate(
      {
        application_id: applicationId,
        round_id: roundId,
        start_timestamp: selected.start_timestamp,
        interviewer_ids: selected.interviewer_ids,
      },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          reset();
          onOpenChange(false);
        },
        onError: (error) => {
          setProblem(failureText(error));
          setSelected(null);
          void slots.refetch();
        },
      },
    );
  };

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        if (!open) reset();
        onOpenChange(open);
      }}
      title="Book interview"
      description="Pick the candidate and the round: the free slots are the times every interviewer of the panel works and is free, shown in your time zone."
      className="max-w-xl"
    >
      <div data-testid="book-interview" className="mt-4 flex flex-col gap-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <JobSelectField
            id="book-job"
            jobs={jobs}
            jobId={jobId}
            onChange={(value) => {
              setJob(value);
              setApplication('');
              setRound('');
              setSelected(null);
            }}
          />
          <FormField
            id="book-candidate"
            label="Candidate"
            hint={
              applications.isSuccess && applications.data.length === 0 ? 'No candidates for this job yet.' : undefined
            }
          >
            {(control) => (
              <Select
                id={control.id}
                aria-label="Candidate"
                value={applicationId}
                placeholder="Choose a candidate"
                disabled={jobId === ''}
                isLoading={applications.isPending}
                options={(applications.data ?? []).map((row) => ({
                  value: row.application_id,
                  label: row.score === null ? row.name : `${row.name} · ${row.score}`,
                }))}
                onValueChange={(value) => {
                  setApplication(value);
                  setSelected(null);
                }}
              />
            )}
          </FormField>
        </div>
        {jobId !== '' && plan.isSuccess && plan.data === null ? (
          <Alert
            tone="info"
            action={
              <Button variant="link" size="sm" onClick={() => onEditPlan({ jobId, applicationId })}>
                Set up the plan
              </Button>
            }
          >
            This job has no interview plan yet: its rounds say who interviews and for how long. Once it is saved, you
            come back here with this job and candidate.
          </Alert>
        ) : (
          <FormField id="book-round" label="Round">
            {(control) => (
              <Select
                id={control.id}
                aria-label="Round"
                value={roundId}
                placeholder="Choose a round"
                isLoading={plan.isPending}
                options={(plan.data?.rounds ?? []).map((each) => ({
                  value: each.round_id,
                  label: `${each.name} · ${each.duration_minutes} min`,
                  description:
                    each.mode === 'pool'
                      ? `${each.panel_size} of ${plural(each.interviewer_ids.length, 'interviewer')}`
                      : each.interviewer_ids.map((id) => names.get(id) ?? 'Interviewer').join(', '),
                }))}
                onValueChange={(value) => {
                  setRound(value);
                  setSelected(null);
                }}
              />
            )}
          </FormField>
        )}
        {applicationId !== '' && round !== undefined ? (
          <>
            <div className="flex flex-col gap-1.5">
              <h3 className="text-[13px] font-medium text-gray-800">Suggested slots</h3>
              <SlotPicker
                slots={slots.data}
                isPending={slots.isPending}
                error={slots.error}
                onRetry={() => void slots.refetch()}
                zone={zone}
                names={names}
                showPanel={round.mode === 'pool'}
                selected={selected}
                onSelect={setSelected}
              />
            </div>
            {problem === null ? null : (
              <div data-testid="book-problem">
                <Alert tone="error">{problem}</Alert>
              </div>
            )}
            <div className="flex justify-end">
              <Button onClick={submit} disabled={selected === null} isLoading={book.isPending} data-testid="book-slot">
                {selected === null
                  ? 'Book'
                  : `Book ${formatDay(selected.start_timestamp, zone)} ${formatClock(selected.start_timestamp, zone)}`}
              </Button>
            </div>
            <BookingAlternatives
              key={`${applicationId}:${roundId}`}
              applicationId={applicationId}
              roundId={roundId}
              candidateEmail={candidate?.email ?? null}
            />
          </>
        ) : null}
      </div>
    </Dialog>
  );
};
