import { cn } from '../../lib/cn.ts';
import { Spinner } from './spinner.tsx';

type Props = {
  /** screen: fills the viewport; container: fills the parent (the content area of the layout). */
  fill?: 'screen' | 'container';
  /** Fades in after a short delay so quick loads do not flash it. */
  isDelayed?: boolean;
  className?: string;
};

/** The 'Loading...' state shown while a page or the session loads (SPEC §2). */
export const FullPageSpinner = ({ fill = 'screen', isDelayed = false, className }: Props) => (
  <div
    role="status"
    aria-live="polite"
    className={cn(
      'flex w-full flex-col items-center justify-center gap-3',
      fill === 'screen' ? 'min-h-dvh' : 'min-h-[50vh] flex-1',
      isDelayed && 'delayed-fade-in',
      className,
    )}
  >
    <Spinner size={28} />
    <span className="text-sm font-medium text-gray-500">Loading...</span>
  </div>
);
