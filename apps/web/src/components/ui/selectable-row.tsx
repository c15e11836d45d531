import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';

/**
 * A selected list row: tinted in the brand, with its muted texts one shade darker, since gray-500
 * on the tint falls under the 4.5:1 contrast that small text needs (WCAG 1.4.3).
 */
export const SELECTED_ROW = 'border-l-brand bg-brand-soft [&_.text-gray-500]:text-gray-600';

type Props = ComponentProps<typeof Link> & {
  /**
   * Whether this row's item is the one open beside the list. Given (true or false), the row is
   * one of a list with an open item: a bottom rule and a left bar that turns brand when selected.
   * Left out, the list keeps nothing open (it draws its own rules).
   */
  isSelected?: boolean;
};

/**
 * A list row that opens its item: hover tint, a focus ring for the keyboard, and on the open item
 * aria-current="true" with the brand tint. The caller lays out the row's content through className.
 */
export const SelectableRow = ({ isSelected, className, ...props }: Props) => {
  const hasSelection = isSelected !== undefined;
  return (
    <Link
      aria-current={isSelected ? 'true' : undefined}
      className={cn(
        'outline-none focus-visible:bg-gray-50 focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:ring-inset',
        hasSelection && 'border-b border-l-2 border-gray-100',
        isSelected ? SELECTED_ROW : 'hover:bg-gray-50',
        hasSelection && !isSelected && 'border-l-transparent',
        className,
      )}
      {...props}
    />
  );
};
