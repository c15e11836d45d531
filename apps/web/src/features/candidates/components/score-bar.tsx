import type { FitStatus } from '@agentdesk/shared';
import { cn } from '../../../lib/cn.ts';

type Props = {
  score: number | null;
  status: FitStatus;
  /** Wider and with a larger figure in the detail. */
  size?: 'sm' | 'lg';
  className?: string;
};

const statusText: Record<FitStatus, string> = { pending: 'Scoring…', failed: 'Not scored', scored: '' };

/** The fit score, 0–100, as a figure and a bar; while the résumé is read, or when it could not be, says so. */
export const ScoreBar = ({ score, status, size = 'sm', className }: Props) => {
  if (score === null) {
    return (
      <span
        data-testid="candidate-score"
        className={cn('text-xs whitespace-nowrap text-gray-500', status === 'pending' && 'animate-pulse', className)}
      >
        {statusText[status] || 'Not scored'}
      </span>
    );
  }
  return (
    <span data-testid="candidate-score" className={cn('flex items-center gap-2', className)}>
      <span
        className={cn(
          'font-semibold text-gray-900 tabular-nums',
          size === 'lg' ? 'text-3xl leading-none' : 'w-7 text-right text-[13px]',
        )}
      >
        {score}
        <span className="sr-only"> out of 100</span>
      </span>
      <span
        aria-hidden="true"
        className={cn('overflow-hidden rounded-full bg-gray-100', size === 'lg' ? 'h-2 flex-1' : 'h-1.5 w-14')}
      >
        <span className="block h-full rounded-full bg-brand" style={{ width: `${score}%` }} />
      </span>
    </span>
  );
};
