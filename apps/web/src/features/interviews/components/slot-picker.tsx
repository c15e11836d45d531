import type { Slot } from '@agentdesk/shared';
import { CalendarX2 } from 'lucide-react';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { failureText } from '../../../lib/toast-failure.ts';
import { formatClock, formatDay, zonedParts } from '../utils/zoned-time.ts';

type Props = {
  slots: Slot[] | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  zone: string;
  /** Names by interviewer id, to show a pool's panel. */
  names: Map<string, string>;
  showPanel: boolean;
  selected: Slot | null;
  onSelect: (slot: Slot) => void;
};

export const slotKey = (slot: Slot) => `${slot.start_timestamp}:${slot.interviewer_ids.join(',')}`;

/** The round's free slots grouped by day in the viewer's zone, one toggle button each (with the panel's names for a pool). */
export const SlotPicker = ({ slots, isPending, error, onRetry, zone, names, showPanel, selected, onSelect }: Props) => {
  if (error !== null && error !== undefined)
    return (
      <ErrorState title="Failed to find free slots." message={failureText(error)} onRetry={onRetry} className="py-6" />
    );
  if (isPending || slots === undefined)
    return (
      <div role="status" aria-label="Finding free slots" className="grid grid-cols-3 gap-2">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-9" />
        ))}
      </div>
    );
  if (slots.length === 0)
    return (
      <p className="flex items-start gap-2 rounded-md border border-dashed border-gray-300 px-3 py-3 text-[13px] text-gray-600">
        <CalendarX2 size={16} aria-hidden="true" className="mt-0.5 shrink-0 text-gray-400" />
        No free slots within the plan’s window: the interviewers’ hours are full. Widen the window or add interviewers
        to the round.
      </p>
    );
  const days = new Map<string, Slot[]>();
  for (const slot of slots) {
    const date = zonedParts(slot.start_timestamp, zone).date;
    days.set(date, [...(days.get(date) ?? []), slot]);
  }
  return (
    <div data-testid="slot-picker" className="flex max-h-72 flex-col gap-3 overflow-y-auto pr-1">
      {[...days].map(([date, daySlots]) => (
        <div key={date} role="group" aria-label={formatDay(daySlots[0]!.start_timestamp, zone, { long: true })}>
          <h4 className="mb-1 text-xs font-semibold text-gray-500">
            {formatDay(daySlots[0]!.start_timestamp, zone, { long: true })}
          </h4>
          <div className={cn('grid gap-1.5', showPanel ? 'grid-cols-1 sm:grid-cols-2' : 'grid-cols-3 sm:grid-cols-4')}>
            {daySlots.map((slot) => {
              const isSelected = selected !== null && slotKey(selected) === slotKey(slot);
              const panel = slot.interviewer_ids.map((id) => names.get(id) ?? 'Interviewer').join(', ');
              return (
                <button
                  key={slotKey(slot)}
                  type="button"
                  data-testid="slot"
                  aria-pressed={isSelected}
                  aria-label={`${formatDay(slot.start_timestamp, zone)} ${formatClock(slot.start_timestamp, zone)}${showPanel ? ` with ${panel}` : ''}`}
                  onClick={() => onSelect(slot)}
                  className={cn(
                    'min-w-0 rounded-md border px-2 py-1.5 text-left text-[13px] transition-colors focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none',
                    isSelected
                      ? 'border-brand bg-brand text-white'
                      : 'border-gray-300 bg-white text-gray-900 hover:border-brand hover:bg-brand-soft',
                  )}
                >
                  <span className="block font-medium tabular-nums">{formatClock(slot.start_timestamp, zone)}</span>
                  {showPanel ? (
                    <span className={cn('block truncate text-[11px]', isSelected ? 'text-white/90' : 'text-gray-500')}>
                      {panel}
                    </span>
                  ) : null}
                </button>
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
};
