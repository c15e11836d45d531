import type { JobSort, SortOrder } from '@agentdesk/shared';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { cn } from '../../../lib/cn.ts';

type Props = {
  sort: JobSort;
  order: SortOrder;
  onSort: (sort: JobSort) => void;
  /** The page's selectable rows, all selected, or some: the "select all" box (members only). */
  selection: { isAll: boolean; isSome: boolean; isDisabled: boolean; onChange: (isSelected: boolean) => void } | null;
};

/** The list's columns, each sortable, in their order on the page. */
export const jobColumns: { sort: JobSort; label: string; className: string }[] = [
  { sort: 'title', label: 'Title', className: 'w-[32%]' },
  { sort: 'status', label: 'Status', className: 'w-24' },
  { sort: 'department', label: 'Department', className: '' },
  { sort: 'location', label: 'Location', className: '' },
  { sort: 'created', label: 'Created', className: 'w-28' },
  { sort: 'applicants', label: 'Applicants', className: 'w-28 text-right' },
];

const th =
  'sticky top-0 z-10 border-b border-gray-200 bg-gray-50 px-3 py-2 text-left text-xs font-medium text-gray-500';

/**
 * The header row (from 768 px; below, the list sorts through its own select): each column a button
 * that sorts by it, again to turn the order round, its th telling assistive technology the order.
 */
export const JobTableHead = ({ sort, order, onSort, selection }: Props) => (
  <thead className="hidden md:table-header-group">
    <tr>
      {selection !== null ? (
        <th scope="col" className={cn(th, 'w-10 pr-0 pl-4')}>
          <Checkbox
            aria-label="Select all jobs on this page"
            checked={selection.isAll}
            isIndeterminate={selection.isSome && !selection.isAll}
            disabled={selection.isDisabled}
            onChange={(event) => selection.onChange(event.target.checked)}
          />
        </th>
      ) : null}
      {jobColumns.map((column) => {
        const isSorted = column.sort === sort;
        const Arrow = !isSorted ? ArrowUpDown : order === 'asc' ? ArrowUp : ArrowDown;
        return (
          <th
            key={column.sort}
            scope="col"
            aria-sort={isSorted ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}
            className={cn(th, column.className, selection === null && column.sort === 'title' && 'pl-4')}
          >
            <button
              type="button"
              onClick={() => onSort(column.sort)}
              data-testid={`sort-${column.sort}`}
              className={cn(
                '-mx-1 inline-flex items-center gap-1 rounded px-1 py-0.5 outline-none hover:text-gray-900 focus-visible:ring-2 focus-visible:ring-brand/40',
                isSorted ? 'text-gray-900' : 'text-gray-500',
              )}
            >
              {column.label}
              <Arrow size={12} aria-hidden="true" className={isSorted ? 'text-brand' : 'text-gray-400'} />
            </button>
          </th>
        );
      })}
      <th scope="col" className={cn(th, 'w-12')}>
        <span className="sr-only">Actions</span>
      </th>
    </tr>
  </thead>
);
