import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { LinkAction } from './link-action.tsx';

export type BarTone = 'brand' | 'green' | 'red' | 'gray';

export type BarListItem = {
  id: string;
  label: string;
  value: number;
  /** The value as shown; the plain number by default. */
  valueLabel?: string;
  tone?: BarTone;
  /** Makes the row a link (drill-down). */
  href?: string;
  /** What the link does, read after the row's visible text, e.g. 'Show calls ended by User hung up'. */
  linkLabel?: string;
};

type Props = {
  items: BarListItem[];
  'aria-label': string;
  /** Bars are scaled to this; the largest value by default. */
  max?: number;
  className?: string;
  'data-testid'?: string;
};

const toneClasses: Record<BarTone, string> = {
  brand: 'bg-brand',
  green: 'bg-green-600',
  red: 'bg-red-600',
  gray: 'bg-gray-400',
};

/**
 * Horizontal bars as a list: labels stay readable at any width (no rotated axis text), and a
 * row with an href is a real link, so every bar is reachable by keyboard.
 */
export const BarList = ({ items, max, className, ...rest }: Props) => {
  const scale = max ?? Math.max(0, ...items.map((item) => item.value));

  return (
    <ul
      aria-label={rest['aria-label']}
      data-testid={rest['data-testid']}
      className={cn('flex flex-col gap-1', className)}
    >
      {items.map((item) => {
        const width = scale > 0 ? Math.max((item.value / scale) * 100, item.value > 0 ? 1 : 0) : 0;
        const body = (
          <>
            <span className="flex items-baseline justify-between gap-3 text-[13px]">
              <span className="min-w-0 truncate text-gray-700" title={item.label}>
                {item.label}
              </span>
              <span className="shrink-0 font-medium text-gray-900 tabular-nums">{item.valueLabel ?? item.value}</span>
            </span>
            <span aria-hidden="true" className="mt-1 block h-2 overflow-hidden rounded-full bg-gray-100">
              <span
                className={cn('block h-full rounded-full', toneClasses[item.tone ?? 'brand'])}
                style={{ width: `${width}%` }}
              />
            </span>
          </>
        );
        return (
          <li key={item.id}>
            {item.href !== undefined ? (
              <Link
                to={item.href}
                className="-mx-2 block rounded-md px-2 py-1.5 transition-colors hover:bg-gray-50 focus-visible:bg-gray-50"
              >
                {body}
                <LinkAction label={item.linkLabel} />
              </Link>
            ) : (
              <div className="py-1.5">{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
};
