import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

type Tone = 'error' | 'success' | 'info';

type Props = { tone?: Tone; children: ReactNode; action?: ReactNode; className?: string };

const toneClasses: Record<Tone, string> = {
  error: 'border-red-200 bg-red-50 text-red-800',
  success: 'border-green-200 bg-green-50 text-green-800',
  info: 'border-gray-200 bg-gray-50 text-gray-700',
};

const toneIcons = { error: CircleAlert, success: CircleCheck, info: Info } as const;

/** Inline message; errors are announced to screen readers as they appear. */
export const Alert = ({ tone = 'error', children, action, className }: Props) => {
  const Icon = toneIcons[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex items-start gap-2 rounded-md border px-3 py-2 text-[13px]', toneClasses[tone], className)}
    >
      <Icon size={16} aria-hidden="true" className="mt-0.5 shrink-0" />
      <div className="min-w-0 flex-1 break-words">{children}</div>
      {action}
    </div>
  );
};
