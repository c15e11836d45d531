import type { Interview, Slot } from '@agentdesk/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { failureText } from '../../../lib/toast-failure.ts';
import { useRescheduleInterview } from '../api/change-interview.ts';
import { useSlots } from '../api/list-slots.ts';
import { formatClock, formatDay } from '../utils/zoned-time.ts';
import { SlotPicker } from './slot-picker.tsx';

type Props = {
  interview: Interview;
  zone: string;
  names: Map<string, string>;
  isPool: boolean;
  onDone: () => void;
  onCancel: () => void;
};

/** Moves an interview to another of the round's free slots (the same invitation, updated). */
export const RescheduleForm = ({ interview, zone, names, isPool, onDone, onCancel }: Props) => {
  const slots = useSlots(interview.application_id, interview.round_id);
  const [selected, setSelected] = useState<Slot | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const move = useRescheduleInterview();
  const submit = () => {
    if (selected === null) return;
    setProblem(null);
    move.mutate(
      {
        id: interview.interview_id,
        start_timestamp: selected.start_timestamp,
        interviewer_ids: selected.interviewer_ids,
      },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          onDone();
        },
        onError: (error) => {
          setProblem(failureText(error));
          void slots.refetch();
        },
      },
    );
  };
  return (
    <div data-testid="reschedule-form" className="mt-4 flex flex-col gap-3">
      <h3 className="text-[13px] font-medium text-gray-900">Choose another time</h3>
      <SlotPicker
        slots={slots.data}
        isPending={slots.isPending}
        error={slots.error}
        onRetry={() => void slots.refetch()}
        zone={zone}
        names={names}
        showPanel={isPool}
        selected={selected}
        onSelect={setSelected}
      />
      {problem === null ? null : <Alert tone="error">{problem}</Alert>}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onCancel} disabled={move.isPending}>
          Back
        </Button>
        <Button size="sm" onClick={submit} disabled={selected === null} isLoading={move.isPending}>
          {selected === null
            ? 'Move interview'
            : `Move to ${formatDay(selected.start_timestamp, zone)} ${formatClock(selected.start_timestamp, zone)}`}
        </Button>
      </div>
    </div>
  );
};
