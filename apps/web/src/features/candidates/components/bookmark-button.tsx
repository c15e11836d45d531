import { Star } from 'lucide-react';
import { toast } from 'sonner';
import { cn } from '../../../lib/cn.ts';
import { toastFailure } from '../../../lib/toast-failure.ts';
import { useBookmarkCandidate } from '../api/bookmark-candidate.ts';

type Props = {
  applicationId: string;
  name: string;
  isBookmarked: boolean;
  /** Viewers see the star, and cannot turn it. */
  canWrite: boolean;
  className?: string;
};

/** The bookmark star: a toggle button (aria-pressed), filled amber when on. */
export const BookmarkButton = ({ applicationId, name, isBookmarked, canWrite, className }: Props) => {
  const bookmark = useBookmarkCandidate();
  return (
    <button
      type="button"
      aria-pressed={isBookmarked}
      aria-label={`Bookmark ${name}`}
      title={isBookmarked ? 'Bookmarked' : 'Bookmark'}
      data-testid="bookmark-button"
      disabled={!canWrite}
      onClick={() =>
        bookmark.mutate(
          { application_id: applicationId, bookmarked: !isBookmarked },
          { onSuccess: (message) => toast.success(message), onError: toastFailure },
        )
      }
      className={cn(
        'flex size-8 shrink-0 items-center justify-center rounded-md transition-colors hover:bg-gray-100 disabled:cursor-default disabled:hover:bg-transparent',
        isBookmarked ? 'text-amber-500' : 'text-gray-400 hover:text-gray-700',
        className,
      )}
    >
      <Star size={16} aria-hidden="true" fill={isBookmarked ? 'currentColor' : 'none'} />
    </button>
  );
};
