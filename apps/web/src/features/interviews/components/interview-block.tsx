import type { Interview } from '@agentdesk/shared';
import { cn } from '../../../lib/cn.ts';
import { formatClockRange } from '../utils/zoned-time.ts';

type Props = {
  interview: Interview;
  zone: string;
  onOpen: (interview: Interview) => void;
  style: { top: number; height: number; left: string; width: string };
};

const statusClasses: Record<Interview['status'], string> = {
  scheduled: 'border-brand/40 bg-white text-gray-900 hover:bg-brand-soft',
  completed: 'border-green-300 bg-green-50 text-gray-900 hover:bg-green-100',
  cancelled: 'border-gray-200 bg-gray-50 text-gray-500 line-through hover:bg-gray-100',
  no_show: 'border-amber-300 bg-amber-50 text-gray-900 hover:bg-amber-100',
};

const statusWords: Record<Interview['status'], string> = {
  scheduled: 'scheduled',
  completed: 'completed',
  cancelled: 'cancelled',
  no_show: 'no-show',
};

/** One interview in a time grid: the candidate, the round and the time, opening its detail. */
export const InterviewBlock = ({ interview, zone, onOpen, style }: Props) => {
  const time = formatClockRange(interview.start_timestamp, interview.end_timestamp, zone);
  const isShort = style.height < 40;
  return (
    <button
      type="button"
      data-testid="interview-block"
      data-interview-id={interview.interview_id}
      onClick={() => onOpen(interview)}
      style={{ top: style.top, height: style.height, left: style.left, width: style.width }}
      className={cn(
        'absolute overflow-hidden rounded-md border border-l-[3px] px-1.5 py-0.5 text-left text-[11px] leading-tight shadow-xs transition-colors focus-visible:z-10 focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none',
        statusClasses[interview.status],
      )}
    >
      {/* The name read out is the text shown (a short block keeps the round and time for screen readers only). */}
      <span className="block truncate font-semibold">{interview.candidate_name}</span>
      <span className="sr-only">, </span>
      <span className={cn('block truncate text-gray-600', isShort && 'sr-only')}>{interview.round_name}</span>
      <span className="sr-only">, </span>
      <span className={cn('block truncate text-gray-500 tabular-nums', isShort && 'sr-only')}>{time}</span>
      {interview.status === 'scheduled' ? null : <span className="sr-only">, {statusWords[interview.status]}</span>}
    </button>
  );
};
