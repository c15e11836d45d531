import { CircleAlert, RotateCw } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { Button } from './button.tsx';

type Props = {
  /** What failed, e.g. 'Failed to load analytics.' */
  title: string;
  /** The server's sentence, when it gave one. */
  message?: string;
  onRetry: () => void;
  isRetrying?: boolean;
  className?: string;
  'data-testid'?: string;
};

/** A view that failed to load: what failed, why when known, and a retry. */
export const ErrorState = ({ title, message, onRetry, isRetrying = false, className, ...rest }: Props) => (
  <div
    role="alert"
    data-testid={rest['data-testid']}
    className={cn(
      'flex flex-col items-center justify-center gap-3 rounded-lg border border-gray-200 bg-white px-6 py-12 text-center',
      className,
    )}
  >
    <span className="flex size-10 items-center justify-center rounded-full bg-red-50 text-red-600">
      <CircleAlert size={20} aria-hidden="true" />
    </span>
    <div>
      <p className="text-sm font-semibold text-gray-900">{title}</p>
      {message !== undefined && message !== title ? (
        <p className="mt-1 max-w-md text-[13px] text-gray-500">{message}</p>
      ) : null}
    </div>
    <Button variant="secondary" size="sm" onClick={onRetry} isLoading={isRetrying}>
      {isRetrying ? null : <RotateCw size={14} aria-hidden="true" />}
      Retry
    </Button>
  </div>
);
