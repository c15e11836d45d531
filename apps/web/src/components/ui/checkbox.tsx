import { useEffect, useRef, type ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

type Props = Omit<ComponentProps<'input'>, 'type'> & {
  /** Some, not all, of what it stands for are checked (a "select all" box): shown as a dash, read as "mixed". */
  isIndeterminate?: boolean;
};

/** A native checkbox in the brand's blue, with the focus ring of the other controls. */
export const Checkbox = ({ isIndeterminate = false, className, ...props }: Props) => {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current !== null) ref.current.indeterminate = isIndeterminate;
  }, [isIndeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className={cn(
        'size-4 shrink-0 cursor-pointer rounded border-gray-300 accent-brand',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
};
