import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

type Props = {
  icon: LucideIcon;
  title: string;
  description: string;
  /** The one action that fills this view, when there is one. */
  action?: ReactNode;
  /** Under the action: a further offer (the sample data of an empty workspace), which may render nothing. */
  children?: ReactNode;
  className?: string;
};

/** What an empty view means and what will appear in it. */
export const EmptyState = ({ icon: Icon, title, description, action, children, className }: Props) => (
  <div
    className={cn(
      'flex flex-col items-center justify-center rounded-lg border border-dashed border-gray-300 bg-white px-6 py-14 text-center',
      className,
    )}
  >
    <span className="flex size-11 items-center justify-center rounded-full bg-gray-100 text-gray-500">
      <Icon size={22} aria-hidden="true" />
    </span>
    <h2 className="mt-4 text-sm font-semibold text-gray-900">{title}</h2>
    <p className="mt-1 max-w-md text-[13px] leading-relaxed text-gray-500">{description}</p>
    {action !== undefined ? <div className="mt-5">{action}</div> : null}
    {children}
  </div>
);
