import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** The visible focus of a scrolling region, drawn inside it so nothing around it clips the ring. */
export const SCROLL_REGION_FOCUS =
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand/40';

type Props = ComponentProps<'div'> & { label: string };

/**
 * A scrolling pane that the keyboard can reach and scroll with the arrow keys, even when nothing
 * inside it takes focus (WCAG 2.1.1; axe `scrollable-region-focusable`). Named for screen readers.
 */
export const ScrollRegion = ({ label, className, ...props }: Props) => (
  <div
    role="region"
    aria-label={label}
    tabIndex={0}
    className={cn('overflow-y-auto', SCROLL_REGION_FOCUS, className)}
    {...props}
  />
);
