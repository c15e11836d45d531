import { SearchX } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { failureText } from '../../../lib/toast-failure.ts';
import { isCandidateNotFound, useCandidate } from '../api/get-candidate.ts';
import { CandidateDetailView } from './candidate-detail-view.tsx';
import { CandidateHeader } from './candidate-header.tsx';

type Props = {
  applicationId: string;
  role: string;
  canWrite: boolean;
  isAdmin: boolean;
  onBack: () => void;
  /** The candidate was erased: nothing of them is shown again. */
  onErased: () => void;
};

const DetailSkeleton = () => (
  <div role="status" aria-label="Loading the candidate" className="flex flex-col gap-4 p-4 sm:p-5">
    <Skeleton className="h-24 w-full rounded-lg" />
    <Skeleton className="h-64 w-full rounded-lg" />
    <Skeleton className="h-48 w-full rounded-lg" />
  </div>
);

/** The candidate open beside the list: loading, not found or failed (with a retry), else everything about them. */
export const CandidateDetail = ({ applicationId, role, canWrite, isAdmin, onBack, onErased }: Props) => {
  const query = useCandidate(applicationId);
  if (query.data !== undefined)
    return (
      <CandidateDetailView
        detail={query.data}
        role={role}
        canWrite={canWrite}
        isAdmin={isAdmin}
        onBack={onBack}
        onErased={onErased}
      />
    );

  return (
    <div className="flex min-h-0 min-w-0 flex-1 flex-col">
      <CandidateHeader onBack={onBack} />
      {query.isPending ? (
        <DetailSkeleton />
      ) : isCandidateNotFound(query.error) ? (
        <EmptyState
          icon={SearchX}
          title="Candidate not found"
          description="They may have been erased, or the link belongs to another workspace."
          className="m-4 border-0"
        />
      ) : (
        <ErrorState
          title="Failed to load the candidate."
          message={failureText(query.error)}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
          data-testid="candidate-error"
          className="m-4 border-0 bg-transparent"
        />
      )}
    </div>
  );
};
