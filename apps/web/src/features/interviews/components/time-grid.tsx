import type { Interview } from '@agentdesk/shared';
import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';
import { layOutBlocks } from '../utils/lay-out-blocks.ts';
import type { Band } from '../utils/working-bands.ts';
import { minutesInDay, zonedParts } from '../utils/zoned-time.ts';
import { InterviewBlock } from './interview-block.tsx';

/** One column of the grid: a day (the week) or an interviewer (the day), on a date of the viewer's zone. */
export type GridColumn = { key: string; label: ReactNode; date: string; bands?: Band[]; interviews: Interview[] };

type Props = {
  columns: GridColumn[];
  zone: string;
  now: number;
  onOpen: (interview: Interview) => void;
  /** The narrowest a column gets before the grid scrolls sideways inside itself. */
  minColumnWidth?: number;
  'aria-label': string;
};

/** Pixels per hour. */
export const HOUR_PX = 48;
const hours = Array.from({ length: 24 }, (_, hour) => hour);
/** Where the grid opens scrolled to: 07:00. */
const FIRST_HOUR_SHOWN = 7;

const px = (minutes: number) => (minutes * HOUR_PX) / 60;

/**
 * Interviews placed at their times in the viewer's zone, one column per day or interviewer, with
 * working hours tinted and a line at the current time. Scrolls vertically; wide panels scroll
 * sideways inside the grid, never the page.
 */
export const TimeGrid = ({ columns, zone, now, onOpen, minColumnWidth = 120, ...aria }: Props) => {
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (scroller.current !== null) scroller.current.scrollTop = px(FIRST_HOUR_SHOWN * 60);
  }, []);
  const today = zonedParts(now, zone).date;
  const gridTemplate = { gridTemplateColumns: `3.25rem repeat(${columns.length}, minmax(${minColumnWidth}px, 1fr))` };

  return (
    <div
      ref={scroller}
      role="region"
      aria-label={aria['aria-label']}
      tabIndex={0}
      className="max-h-[40rem] min-h-0 overflow-auto rounded-lg border border-gray-200 bg-white focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none"
    >
      <div className="sticky top-0 z-20 grid border-b border-gray-200 bg-white" style={gridTemplate}>
        <div className="sticky left-0 z-10 bg-white" />
        {columns.map((column) => (
          <div
            key={column.key}
            className={cn(
              'min-w-0 border-l border-gray-200 px-2 py-2 text-[13px]',
              column.date === today && columns.length > 1 && 'bg-brand-soft/60',
            )}
          >
            {column.label}
          </div>
        ))}
      </div>
      <div className="grid" style={gridTemplate}>
        <div className="sticky left-0 z-10 bg-white" aria-hidden="true">
          {hours.map((hour) => (
            <div
              key={hour}
              style={{ height: HOUR_PX }}
              className="relative pr-2 text-right text-[11px] text-gray-500 tabular-nums"
            >
              <span className="absolute -top-2 right-2">{hour === 0 ? '' : `${String(hour).padStart(2, '0')}:00`}</span>
            </div>
          ))}
        </div>
        {columns.map((column) => {
          const placed = layOutBlocks(
            column.interviews.map((interview) => ({
              item: interview,
              top: minutesInDay(interview.start_timestamp, column.date, zone),
              bottom: minutesInDay(interview.end_timestamp, column.date, zone),
            })),
          );
          const nowMinutes = column.date === today ? minutesInDay(now, column.date, zone) : null;
          return (
            <div
              key={column.key}
              data-testid="grid-column"
              data-date={column.date}
              className="relative border-l border-gray-200"
              style={{ height: px(24 * 60) }}
            >
              {hours.map((hour) => (
                <div
                  key={hour}
                  aria-hidden="true"
                  className="absolute inset-x-0 border-t border-gray-100"
                  style={{ top: px(hour * 60) }}
                />
              ))}
              {(column.bands ?? []).map((band) => (
                <div
                  key={`${band.start}-${band.end}`}
                  data-testid="working-band"
                  data-start={band.start}
                  data-end={band.end}
                  aria-hidden="true"
                  className="absolute inset-x-0 bg-brand-soft"
                  style={{ top: px(band.start), height: px(band.end - band.start) }}
                />
              ))}
              {nowMinutes === null ? null : (
                <div
                  aria-hidden="true"
                  className="absolute inset-x-0 z-10 border-t-2 border-red-500"
                  style={{ top: px(nowMinutes) }}
                />
              )}
              {placed.map(({ item, top, bottom, lane, lanes }) => (
                <InterviewBlock
                  key={item.interview_id}
                  interview={item}
                  zone={zone}
                  onOpen={onOpen}
                  style={{
                    top: px(top),
                    height: Math.max(px(bottom - top) - 2, 18),
                    left: `calc(${(lane / lanes) * 100}% + 2px)`,
                    width: `calc(${100 / lanes}% - 4px)`,
                  }}
                />
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
};
