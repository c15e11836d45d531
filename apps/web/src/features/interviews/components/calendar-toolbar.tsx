import { ChevronLeft, ChevronRight, Globe } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { stepDate, type CalendarView } from '../utils/calendar-view.ts';
import { formatDay, zoneAbbreviation, zonedMoment } from '../utils/zoned-time.ts';

type Props = {
  view: CalendarView;
  /** The date in the address (the week's steps keep its weekday). */
  date: string;
  dates: string[];
  today: string;
  zone: string;
  /** Whether the week view is offered (not on a phone). */
  canShowWeek: boolean;
  onShow: (change: { view?: CalendarView; date?: string }) => void;
};

/** The calendar's title, previous / today / next, week / day, and the zone its times are in. */
export const CalendarToolbar = ({ view, date, dates, today, zone, canShowWeek, onShow }: Props) => {
  const first = dates[0] ?? today;
  const last = dates.at(-1) ?? first;
  const title =
    view === 'day'
      ? formatDay(zonedMoment(first, 12 * 60, zone), zone, { long: true, withYear: true })
      : `${formatDay(zonedMoment(first, 12 * 60, zone), zone)} – ${formatDay(zonedMoment(last, 12 * 60, zone), zone, { withYear: true })}`;
  const unit = view === 'day' ? 'day' : 'week';
  const abbreviation = zoneAbbreviation(zonedMoment(first, 12 * 60, zone), zone);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className="flex items-center gap-1">
        <Button
          variant="secondary"
          size="icon"
          className="size-8"
          aria-label={`Previous ${unit}`}
          onClick={() => onShow({ date: stepDate(view, date, -1) })}
        >
          <ChevronLeft size={16} aria-hidden="true" />
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onShow({ date: today })}>
          Today
        </Button>
        <Button
          variant="secondary"
          size="icon"
          className="size-8"
          aria-label={`Next ${unit}`}
          onClick={() => onShow({ date: stepDate(view, date, 1) })}
        >
          <ChevronRight size={16} aria-hidden="true" />
        </Button>
      </div>
      <h2 data-testid="calendar-title" aria-live="polite" className="min-w-0 text-sm font-semibold text-gray-900">
        {title}
      </h2>
      {canShowWeek ? (
        <div
          role="group"
          aria-label="Calendar view"
          className="flex rounded-md border border-gray-300 p-0.5 sm:ml-auto"
        >
          {(['week', 'day'] as const).map((each) => (
            <button
              key={each}
              type="button"
              aria-pressed={view === each}
              onClick={() =>
                onShow({
                  view: each,
                  ...(each === 'day' && view === 'week' && dates.includes(today) ? { date: today } : {}),
                })
              }
              className={cn(
                'h-7 rounded px-3 text-[13px] font-medium',
                view === each ? 'bg-gray-900 text-white' : 'text-gray-600 hover:bg-gray-100',
              )}
            >
              {each === 'week' ? 'Week' : 'Day'}
            </button>
          ))}
        </div>
      ) : null}
      <p
        data-testid="viewer-zone"
        className={cn('flex items-center gap-1 text-xs text-gray-500', !canShowWeek && 'w-full')}
      >
        <Globe size={12} aria-hidden="true" />
        Times in {zone}
        {abbreviation === zone ? '' : ` (${abbreviation})`}
      </p>
    </div>
  );
};
