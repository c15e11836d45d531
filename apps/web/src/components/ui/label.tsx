import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

type Props = ComponentProps<'label'>;

export const Label = ({ className, ...props }: Props) => (
  // The control is named by the caller's htmlFor (or wraps it as children).
  // eslint-disable-next-line jsx-a11y/label-has-associated-control
  <label className={cn('text-[13px] font-medium text-gray-800', className)} {...props} />
);
