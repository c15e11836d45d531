import { knowledgeBaseMessages } from '@agentdesk/shared';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { ListSkeleton } from '../../../components/ui/list-skeleton.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { VirtualInfiniteList } from '../../../components/ui/virtual-infinite-list.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useNow } from '../../../lib/use-now.ts';
import type { KnowledgeBasePage } from '../api/list-knowledge-bases.ts';
import { KnowledgeBaseRow, KNOWLEDGE_BASE_ROW_HEIGHT } from './knowledge-base-row.tsx';

type Props = {
  list: UseInfiniteQueryResult<InfiniteData<KnowledgeBasePage>>;
  /** The knowledge base open in the detail pane. */
  openId: string | null;
  itemHref: (id: string) => string;
};

export const KnowledgeBaseListSkeleton = () => (
  <ListSkeleton label="Loading knowledge bases" data-testid="kb-list-skeleton" rowHeight={KNOWLEDGE_BASE_ROW_HEIGHT}>
    <div className="flex items-center gap-2">
      <Skeleton className="h-3.5 w-40" />
      <Skeleton className="ml-auto h-4 w-16 rounded-full" />
    </div>
    <Skeleton className="h-3 w-32" />
  </ListSkeleton>
);

/** The knowledge bases: only the visible rows are in the DOM; the next page loads as the end comes near. */
export const KnowledgeBaseList = ({ list, openId, itemHref }: Props) => {
  const now = useNow();
  const rows = list.data?.pages.flatMap((page) => page.knowledge_bases) ?? [];

  if (list.isPending) return <KnowledgeBaseListSkeleton />;
  if (list.isError && rows.length === 0) {
    return (
      <div className="p-3">
        <ErrorState
          title="Failed to load knowledge bases."
          message={errorMessage(list.error, knowledgeBaseMessages.unexpected)}
          onRetry={() => void list.refetch()}
          isRetrying={list.isFetching}
          data-testid="kb-list-error"
        />
      </div>
    );
  }

  return (
    <VirtualInfiniteList
      pages={list}
      rows={rows}
      rowHeight={KNOWLEDGE_BASE_ROW_HEIGHT}
      rowKey={(knowledgeBase) => knowledgeBase.knowledge_base_id}
      label="Knowledge bases"
      data-testid="kb-list"
      loadMoreError={errorMessage(list.error, knowledgeBaseMessages.unexpected)}
      renderRow={(knowledgeBase) => (
        <KnowledgeBaseRow
          knowledgeBase={knowledgeBase}
          href={itemHref(knowledgeBase.knowledge_base_id)}
          isSelected={knowledgeBase.knowledge_base_id === openId}
          now={now}
        />
      )}
    />
  );
};
