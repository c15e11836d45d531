import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type Props = {
  title: string;
  description?: string;
  /** Every page has its icon, the one its menu entry shows. */
  icon: LucideIcon;
  /** Controls at the right of the title (filters, primary action). */
  actions?: ReactNode;
};

/** The page title as the one <h1> of the page. */
export const PageHeader = ({ title, description, icon: Icon, actions }: Props) => (
  <header
    data-toast-clearance
    className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3 min-h-14 border-b border-gray-200 bg-white px-4 py-1.5 sm:px-6"
  >
    <div className="flex min-w-0 items-center gap-3">
      <span
        data-testid="page-header-icon"
        className="flex size-9 shrink-0 items-center justify-center rounded-md border border-gray-200 bg-gray-50 text-gray-700"
      >
        <Icon size={20} aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <h1 className="truncate text-lg leading-6 font-semibold tracking-tight text-gray-900">{title}</h1>
        {description !== undefined ? <p className="mt-0.5 text-[13px] leading-4 text-gray-500">{description}</p> : null}
      </div>
    </div>
    {/* Never wider than the header: a long label (a job picked) truncates instead of scrolling the page sideways. */}
    {actions !== undefined ? (
      <div className="flex max-w-full min-w-0 flex-wrap items-center gap-2">{actions}</div>
    ) : null}
  </header>
);
