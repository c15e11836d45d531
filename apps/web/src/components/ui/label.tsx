import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

type Props = ComponentProps<'label'>;

export const Label = ({ className, ...props }: Props) => (
  <label className={cn('text-[13px] font-medium text-gray-800', className)} {...props} />
);
