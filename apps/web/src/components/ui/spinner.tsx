import { cn } from '../../lib/cn.ts';

type Props = { size?: number; className?: string };

/** Decorative spinning ring; pair it with visible or screen-reader text. */
export const Spinner = ({ size = 20, className }: Props) => (
  <svg
    aria-hidden="true"
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    className={cn('shrink-0 animate-spin text-brand', className)}
  >
    <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
    <path d="M21.5 12A9.5 9.5 0 0 0 12 2.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
  </svg>
);
