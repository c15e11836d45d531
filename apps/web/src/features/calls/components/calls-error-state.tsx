import { CircleAlert, RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

type Props = { onRetry: () => void; isRetrying: boolean };

/** The list failed to load (SPEC §8): the stored message and a retry. */
export const CallsErrorState = ({ onRetry, isRetrying }: Props) => (
  <div
    role="alert"
    data-testid="calls-error"
    className="flex flex-1 flex-col items-center justify-center gap-3 px-6 py-12 text-center"
  >
    <span className="flex size-10 items-center justify-center rounded-full bg-red-50 text-red-600">
      <CircleAlert size={20} aria-hidden="true" />
    </span>
    <p className="text-[13px] font-medium text-gray-900">Failed to fetch calls. Please try again.</p>
    <Button variant="secondary" size="sm" data-testid="calls-retry" onClick={onRetry} isLoading={isRetrying}>
      {isRetrying ? null : <RotateCw size={14} aria-hidden="true" />}
      Retry
    </Button>
  </div>
);
