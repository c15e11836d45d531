import { demoCallTypeLabel, formatCallDuration, type PlacedDemoCall } from '@agentdesk/shared';
import { formatPhone } from '@agentdesk/shared/phone';
import { Circle, CircleCheck, CircleX, MessagesSquare } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { disconnectionReasonLabel } from '../../../lib/disconnection-reason-label.ts';
import { useCallProgress, type CallProgress as Progress } from '../hooks/use-call-progress.ts';

type Props = { call: PlacedDemoCall; callType: string };

type StepState = 'done' | 'current' | 'upcoming' | 'failed';

const endedText = ({ durationMs, disconnectionReason }: Progress) =>
  [
    durationMs !== null ? `after ${formatCallDuration(durationMs)}` : null,
    disconnectionReason !== null ? disconnectionReasonLabel(disconnectionReason) : null,
  ]
    .filter((part) => part !== null)
    .join(' · ');

const ongoingText: Record<Progress['stage'], string> = {
  initiated: 'Waiting for the call to connect…',
  ongoing: 'The call is connected.',
  ended: 'The call connected.',
  failed: 'The call connected.',
};

/** The three steps of a placed call, each with what it means now. */
const stepsOf = (progress: Progress) => {
  const { stage } = progress;
  const isOver = stage === 'ended' || stage === 'failed';
  // ' after 0m 42s · User hung up', or nothing when the provider said neither.
  const ended = endedText(progress).replace(/^(?=.)/, ' ');
  return [
    { label: 'Initiated', state: 'done', text: 'The voice provider accepted the call.' },
    { label: 'Ongoing', state: isOver ? 'done' : 'current', text: ongoingText[stage] },
    {
      label: stage === 'failed' ? 'Failed' : 'Ended',
      state: stage === 'failed' ? 'failed' : isOver ? 'done' : 'upcoming',
      text: isOver ? `The call ${stage === 'failed' ? 'failed' : 'ended'}${ended}.` : 'Not yet.',
    },
  ] satisfies { label: string; state: StepState; text: string }[];
};

const StepIcon = ({ state, isActive }: { state: StepState; isActive: boolean }) => {
  if (state === 'done') return <CircleCheck size={18} aria-hidden="true" className="text-green-700" />;
  if (state === 'failed') return <CircleX size={18} aria-hidden="true" className="text-red-600" />;
  if (state === 'current' && isActive) return <Spinner size={18} />;
  return <Circle size={18} aria-hidden="true" className={state === 'current' ? 'text-brand' : 'text-gray-300'} />;
};

/** A placed demo call: initiated, then ongoing and ended as the provider's webhooks arrive, and where to open it. */
export const CallProgress = ({ call, callType }: Props) => {
  const progress = useCallProgress(call.call_id);
  const steps = stepsOf(progress);
  const current = steps.find((step) => step.state === 'current' || step.state === 'failed') ?? steps.at(-1)!;
  const isOver = progress.stage === 'ended' || progress.stage === 'failed';

  return (
    <section
      aria-labelledby="demo-call-progress-title"
      data-testid="call-progress"
      data-stage={progress.stage}
      className="flex flex-col gap-3 rounded-md border border-gray-200 p-4"
    >
      <header className="min-w-0">
        <h3 id="demo-call-progress-title" className="text-sm font-semibold text-gray-900">
          Call to <span className="tabular-nums">{formatPhone(call.to_number)}</span>
        </h3>
        <p className="truncate text-xs text-gray-500">
          {demoCallTypeLabel(callType)} · <span className="font-mono">{call.call_id}</span>
        </p>
      </header>
      <ol aria-label="Call progress" className="flex flex-col gap-3 sm:flex-row sm:gap-6">
        {steps.map((step) => (
          <li
            key={step.label}
            aria-current={step === current ? 'step' : undefined}
            className="flex min-w-0 flex-1 items-start gap-2"
          >
            <span className="mt-px">
              <StepIcon state={step.state} isActive={!isOver} />
            </span>
            <span className="min-w-0">
              <span className={cn('block text-[13px] font-medium', step.state === 'upcoming' && 'text-gray-500')}>
                {step.label}
              </span>
              <span className="block text-xs text-gray-600">{step.text}</span>
            </span>
          </li>
        ))}
      </ol>
      <p role="status" className="sr-only">
        {current.label}: {current.text}
      </p>
      {progress.hasArrived ? (
        <div>
          <ButtonLink variant="secondary" size="sm" to={`/conversations?call_id=${encodeURIComponent(call.call_id)}`}>
            <MessagesSquare size={14} aria-hidden="true" />
            Open in Conversations
          </ButtonLink>
        </div>
      ) : (
        <p className="text-xs text-gray-500">It appears in Conversations once the provider reports it.</p>
      )}
    </section>
  );
};
