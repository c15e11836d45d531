import { interviewLimits, weekdayLabels, weekdays, type WorkingHours } from '@agentdesk/shared';
import { Plus, X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Input } from '../../../components/ui/input.tsx';

type Props = { value: WorkingHours; onChange: (hours: WorkingHours) => void; errorId?: string };

const DEFAULT_RANGE = { start: '09:00', end: '17:00' };

/** Weekly hours: per weekday whether it is worked, and its ranges (several, e.g. 09:00–12:00 and 14:00–18:00). */
export const WorkingHoursEditor = ({ value, onChange, errorId }: Props) => {
  const setDay = (day: (typeof weekdays)[number], ranges: { start: string; end: string }[] | undefined) => {
    const next = { ...value };
    if (ranges === undefined || ranges.length === 0) delete next[day];
    else next[day] = ranges;
    onChange(next);
  };
  return (
    <div
      className="flex flex-col divide-y divide-gray-100 rounded-md border border-gray-200"
      aria-describedby={errorId}
    >
      {weekdays.map((day) => {
        const ranges = value[day] ?? [];
        const label = weekdayLabels[day];
        const isWorked = ranges.length > 0;
        return (
          <div
            key={day}
            data-testid={`hours-${day}`}
            className="flex min-w-0 flex-col gap-2 px-2 py-2 sm:flex-row sm:items-start sm:px-3"
          >
            <label className="flex w-32 shrink-0 items-center gap-2 pt-1.5 text-[13px] text-gray-800">
              <Checkbox
                checked={isWorked}
                onChange={(event) => setDay(day, event.target.checked ? [DEFAULT_RANGE] : undefined)}
              />
              {label}
            </label>
            {isWorked ? (
              <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                {ranges.map((range, index) => (
                  <div key={index} className="flex min-w-0 items-center gap-1.5">
                    <Input
                      type="time"
                      aria-label={`${label} range ${index + 1} from`}
                      value={range.start}
                      className="w-auto min-w-0 flex-1 px-1.5 text-[13px] max-sm:[&::-webkit-calendar-picker-indicator]:hidden sm:w-32 sm:flex-none sm:px-2"
                      onChange={(event) =>
                        setDay(
                          day,
                          ranges.map((each, at) => (at === index ? { ...each, start: event.target.value } : each)),
                        )
                      }
                    />
                    <span className="text-[13px] text-gray-500">to</span>
                    <Input
                      type="time"
                      aria-label={`${label} range ${index + 1} until`}
                      value={range.end === '24:00' ? '23:59' : range.end}
                      className="w-auto min-w-0 flex-1 px-1.5 text-[13px] max-sm:[&::-webkit-calendar-picker-indicator]:hidden sm:w-32 sm:flex-none sm:px-2"
                      onChange={(event) =>
                        setDay(
                          day,
                          ranges.map((each, at) => (at === index ? { ...each, end: event.target.value } : each)),
                        )
                      }
                    />
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8"
                      aria-label={`Remove ${label} range ${index + 1}`}
                      onClick={() =>
                        setDay(
                          day,
                          ranges.filter((_, at) => at !== index),
                        )
                      }
                    >
                      <X size={14} aria-hidden="true" />
                    </Button>
                  </div>
                ))}
                {ranges.length < interviewLimits.rangesPerDayMax ? (
                  <Button
                    variant="link"
                    size="sm"
                    className="self-start text-[13px]"
                    aria-label={`Add a ${label} range`}
                    onClick={() => setDay(day, [...ranges, { start: '13:00', end: '17:00' }])}
                  >
                    <Plus size={12} aria-hidden="true" />
                    Add range
                  </Button>
                ) : null}
              </div>
            ) : (
              <span className="pt-1.5 text-[13px] text-gray-400">Not working</span>
            )}
          </div>
        );
      })}
    </div>
  );
};
