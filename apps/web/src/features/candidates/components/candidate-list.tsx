import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { SearchX, Upload, UserRoundSearch } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { ListSkeleton } from '../../../components/ui/list-skeleton.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { VirtualInfiniteList } from '../../../components/ui/virtual-infinite-list.tsx';
import { failureText } from '../../../lib/toast-failure.ts';
import type { CandidatePage } from '../api/list-candidates.ts';
import { CANDIDATE_ROW_HEIGHT, CandidateRow } from './candidate-row.tsx';

type Props = {
  list: UseInfiniteQueryResult<InfiniteData<CandidatePage>>;
  openId: string | null;
  candidateHref: (applicationId: string) => string;
  hasFilters: boolean;
  onClearFilters: () => void;
  /** Opens the upload; undefined for those who may not upload (viewers). */
  onUpload: (() => void) | undefined;
  canWrite: boolean;
  checked: ReadonlySet<string>;
  onCheckedChange: (applicationId: string, isChecked: boolean) => void;
};

export const CandidateListSkeleton = () => (
  <ListSkeleton
    label="Loading candidates"
    data-testid="candidates-skeleton"
    rowHeight={CANDIDATE_ROW_HEIGHT}
    rowCount={7}
  >
    <div className="flex items-center gap-2">
      <Skeleton className="h-3.5 w-36" />
      <Skeleton className="ml-auto h-2 w-20 rounded-full" />
    </div>
    <Skeleton className="h-3 w-52 max-w-full" />
    <Skeleton className="h-4 w-24 rounded-full" />
  </ListSkeleton>
);

/** The ranked candidates, or why there are none: loading, failed, none for this job yet, none matching. */
export const CandidateList = ({
  list,
  openId,
  candidateHref,
  hasFilters,
  onClearFilters,
  onUpload,
  canWrite,
  checked,
  onCheckedChange,
}: Props) => {
  const rows = list.data?.pages.flatMap((page) => page.candidates) ?? [];

  if (list.isPending) return <CandidateListSkeleton />;
  if (list.isError && rows.length === 0) {
    return (
      <div className="p-3">
        <ErrorState
          title="Failed to load the candidates."
          message={failureText(list.error)}
          onRetry={() => void list.refetch()}
          isRetrying={list.isFetching}
          data-testid="candidates-error"
        />
      </div>
    );
  }
  if (rows.length === 0 && hasFilters) {
    return (
      <EmptyState
        icon={SearchX}
        title="No candidates match"
        description="No candidate of this job passes these filters. Widen the score range or clear the filters."
        action={
          <Button variant="secondary" size="sm" onClick={onClearFilters}>
            Clear filters
          </Button>
        }
        className="m-3 border-0"
      />
    );
  }
  if (rows.length === 0) {
    return (
      <EmptyState
        icon={UserRoundSearch}
        title="No candidates for this job yet"
        description="Upload résumés (PDF, Word, text or Markdown) and each is read and scored against the job, best fit first, with the reasons line by line. Applications from the careers site come in here too."
        action={
          onUpload === undefined ? undefined : (
            <Button size="sm" onClick={onUpload}>
              <Upload size={14} aria-hidden="true" />
              Upload résumés
            </Button>
          )
        }
        className="m-3 border-0"
      />
    );
  }

  const openIndex = openId === null ? -1 : rows.findIndex((row) => row.application_id === openId);
  return (
    <VirtualInfiniteList
      pages={list}
      rows={rows}
      rowHeight={CANDIDATE_ROW_HEIGHT}
      rowKey={(row) => row.application_id}
      label="Candidates, best fit first"
      data-testid="candidate-list"
      loadingMoreText="Loading more candidates..."
      loadMoreError={failureText(list.error)}
      activeIndex={openIndex}
      renderRow={(row) => (
        <CandidateRow
          candidate={row}
          href={candidateHref(row.application_id)}
          isOpen={row.application_id === openId}
          canWrite={canWrite}
          isChecked={checked.has(row.application_id)}
          onCheckedChange={onCheckedChange}
        />
      )}
    />
  );
};
