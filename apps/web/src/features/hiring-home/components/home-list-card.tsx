import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';

type Props = {
  title: string;
  description: string;
  /** Where the whole list lives. */
  allHref: string;
  allLabel: string;
  /** What an empty list means. */
  emptyText: string;
  more: boolean;
  children: ReactNode[];
  'data-testid': string;
};

/** A card of one of the home's short lists: its rows, or what its emptiness means, and a link to the whole list. */
export const HomeListCard = ({ title, description, allHref, allLabel, emptyText, more, children, ...rest }: Props) => (
  <Card
    title={title}
    description={description}
    actions={
      <Link to={allHref} className="text-[13px] font-medium text-brand hover:underline">
        {more ? `${allLabel} (more)` : allLabel}
      </Link>
    }
  >
    {children.length === 0 ? (
      <p className="text-[13px] text-gray-500" data-testid={`${rest['data-testid']}-empty`}>
        {emptyText}
      </p>
    ) : (
      <ul className="-my-1.5 divide-y divide-gray-100" data-testid={rest['data-testid']}>
        {children}
      </ul>
    )}
  </Card>
);

type RowProps = { to: string; title: string; detail: ReactNode; aside?: ReactNode };

/** One row of a home list: a link with a title, a detail line and an aside (a time, a badge). */
export const HomeListRow = ({ to, title, detail, aside }: RowProps) => (
  <li>
    <Link
      to={to}
      className="-mx-2 flex items-start justify-between gap-3 rounded-md px-2 py-2 transition-colors hover:bg-gray-50 focus-visible:bg-gray-50"
    >
      <span className="min-w-0">
        <span className="block truncate text-[13px] font-medium text-gray-900">{title}</span>
        <span className="block truncate text-xs text-gray-500">{detail}</span>
      </span>
      {aside === undefined ? null : <span className="shrink-0 text-xs text-gray-500 tabular-nums">{aside}</span>}
    </Link>
  </li>
);
