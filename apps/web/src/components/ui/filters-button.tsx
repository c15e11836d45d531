import { ListFilter } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from './button.tsx';

type Props = Omit<ComponentProps<typeof Button>, 'children'> & {
  /** How many filters are on: a badge when any. */
  activeCount: number;
};

/** 'Filters', with how many are on: the trigger of a list's filter popover. */
export const FiltersButton = ({ activeCount, ...props }: Props) => (
  <Button variant="secondary" size="sm" {...props}>
    <ListFilter size={14} aria-hidden="true" />
    Filters
    {activeCount > 0 ? (
      <span className="flex size-4 items-center justify-center rounded-full bg-brand text-[10px] text-white tabular-nums">
        {activeCount}
        <span className="sr-only"> active</span>
      </span>
    ) : null}
  </Button>
);
