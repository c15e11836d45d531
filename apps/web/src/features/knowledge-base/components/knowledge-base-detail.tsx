import type { KnowledgeBase } from '@agentdesk/shared';
import { ArrowLeft, Pencil, SearchX } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { ScrollRegion } from '../../../components/ui/scroll-region.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useHasRole } from '../../../lib/use-workspaces.ts';
import { isNotFoundError, useKnowledgeBase } from '../api/get-knowledge-base.ts';
import { failureText } from '../utils/failure-text.ts';
import { knowledgeBaseErrorText } from '../utils/knowledge-base-activity.ts';
import { KnowledgeBaseSettings } from './knowledge-base-settings.tsx';
import { KnowledgeBaseStatusBadge } from './knowledge-base-status-badge.tsx';
import { RenameKnowledgeBaseDialog } from './rename-knowledge-base-dialog.tsx';
import { SourceList } from './source-list.tsx';
import { TestRetrieval } from './test-retrieval.tsx';

type Props = {
  id: string;
  /** Back to the list (below 768 px). */
  onBack: () => void;
  onDeleted: () => void;
};

const DetailSkeleton = () => (
  <div role="status" aria-label="Loading knowledge base" className="flex flex-col gap-4 p-3 sm:p-4">
    <Skeleton className="h-28 w-full rounded-lg" />
    <Skeleton className="h-48 w-full rounded-lg" />
    <Skeleton className="h-32 w-full rounded-lg" />
  </div>
);

const DetailHeader = ({ title, onBack, children }: { title: string; onBack: () => void; children?: ReactNode }) => (
  <header
    data-toast-clearance
    className="flex h-12 shrink-0 items-center gap-2 border-b border-gray-200 bg-white px-2 sm:px-4"
  >
    <button
      type="button"
      onClick={onBack}
      aria-label="Back"
      className="flex size-8 shrink-0 items-center justify-center rounded-md text-gray-600 hover:bg-gray-100 hover:text-gray-900 md:hidden"
    >
      <ArrowLeft size={18} aria-hidden="true" />
    </button>
    <h2 data-testid="kb-detail-title" className="min-w-0 truncate text-sm font-semibold text-gray-900">
      {title}
    </h2>
    {children}
  </header>
);

const DetailBody = ({ knowledgeBase, onDeleted }: { knowledgeBase: KnowledgeBase; onDeleted: () => void }) => (
  <ScrollRegion label="Knowledge base details" className="min-h-0 flex-1 p-3 sm:p-4">
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <KnowledgeBaseSettings knowledgeBase={knowledgeBase} onDeleted={onDeleted} />
      {knowledgeBase.status === 'error' ? <Alert>{knowledgeBaseErrorText(knowledgeBase)}</Alert> : null}
      <SourceList knowledgeBase={knowledgeBase} />
      <TestRetrieval knowledgeBaseId={knowledgeBase.knowledge_base_id} />
    </div>
  </ScrollRegion>
);

/** The open knowledge base: its settings, its sources and a retrieval test; loading, missing or failed otherwise. */
export const KnowledgeBaseDetail = ({ id, onBack, onDeleted }: Props) => {
  const query = useKnowledgeBase(id);
  const [isRenaming, setRenaming] = useState(false);
  const canRename = useHasRole('member');
  const knowledgeBase = query.data;
  // A knowledge base deleted elsewhere (or earlier) answers 404 even while an old copy is cached.
  const isGone = query.isError && isNotFoundError(query.error);

  return (
    <section
      aria-label="Knowledge base"
      data-testid="kb-detail"
      className="flex min-h-0 min-w-0 flex-1 flex-col bg-gray-50"
    >
      <DetailHeader
        title={isGone ? 'Knowledge base' : (knowledgeBase?.knowledge_base_name ?? 'Knowledge base')}
        onBack={onBack}
      >
        {knowledgeBase !== undefined && !isGone ? (
          <>
            {canRename ? (
              <Button
                variant="ghost"
                size="icon"
                aria-label="Rename"
                title="Rename"
                onClick={() => setRenaming(true)}
                className="size-8 text-gray-500 hover:text-gray-900"
              >
                <Pencil size={14} aria-hidden="true" />
              </Button>
            ) : null}
            <KnowledgeBaseStatusBadge
              status={knowledgeBase.status}
              sourceCount={knowledgeBase.knowledge_base_sources.length}
              className="ml-auto"
            />
            <RenameKnowledgeBaseDialog knowledgeBase={knowledgeBase} isOpen={isRenaming} onOpenChange={setRenaming} />
          </>
        ) : null}
      </DetailHeader>
      {isGone ? (
        <div className="p-3 sm:p-4">
          <EmptyState
            icon={SearchX}
            title="Knowledge base not found"
            description="It may have been deleted. Choose another one from the list."
            action={
              <Button variant="secondary" size="sm" onClick={onDeleted}>
                Back to the list
              </Button>
            }
          />
        </div>
      ) : knowledgeBase !== undefined ? (
        <DetailBody knowledgeBase={knowledgeBase} onDeleted={onDeleted} />
      ) : query.isError && !query.isFetching ? (
        <div className="p-3 sm:p-4">
          <ErrorState
            title="Failed to load this knowledge base."
            message={failureText(query.error)}
            onRetry={() => void query.refetch()}
            data-testid="kb-detail-error"
          />
        </div>
      ) : (
        <DetailSkeleton />
      )}
    </section>
  );
};
