import { ListSkeleton } from './list-skeleton.tsx';
import { Skeleton } from './skeleton.tsx';

type Props = {
  label: string;
  rowCount?: number;
  /** A control at the row's end (a role select), from 640 px. */ hasControl?: boolean;
};

/** Rows of a round avatar, a name and a second line: members, agents. */
export const AvatarListSkeleton = ({ label, rowCount = 3, hasControl = false }: Props) => (
  <ListSkeleton label={label} rowCount={rowCount} rowClassName="flex items-center gap-3 py-3">
    <Skeleton className="size-8 rounded-full" />
    <span className="flex flex-1 flex-col gap-1.5">
      <Skeleton className="h-3.5 w-40" />
      <Skeleton className="h-3 w-56 max-w-full" />
    </span>
    {hasControl ? <Skeleton className="hidden h-8 w-32 sm:block" /> : null}
  </ListSkeleton>
);
