import { BookOpen, Library, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SampleDataOffer } from '../../../components/ui/sample-data-offer.tsx';
import { cn } from '../../../lib/cn.ts';
import { DESKTOP_MEDIA_QUERY } from '../../../lib/desktop-media-query.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { useHasRole } from '../../../lib/use-workspaces.ts';
import { useKnowledgeBases } from '../api/list-knowledge-bases.ts';
import { useKnowledgeBaseParams } from '../hooks/use-knowledge-base-params.ts';
import { CreateKnowledgeBaseDialog } from './create-knowledge-base-dialog.tsx';
import { KnowledgeBaseDetail } from './knowledge-base-detail.tsx';
import { KnowledgeBaseList } from './knowledge-base-list.tsx';

const NothingOpen = () => (
  <div className="flex flex-1 flex-col items-center justify-center gap-2 p-8 text-center">
    <span className="flex size-11 items-center justify-center rounded-full bg-gray-100 text-gray-500">
      <Library size={22} aria-hidden="true" />
    </span>
    <p className="mt-2 text-sm font-semibold text-gray-900">Select a knowledge base</p>
    <p className="max-w-sm text-[13px] text-gray-500">
      Choose one from the list to see its sources and test what your agents would find in it.
    </p>
  </div>
);

/**
 * Knowledge Base (SPEC §2): the knowledge bases and the open one side by side; below 768 px one
 * column, the list first, then the open one with a Back button. The open one is in the address.
 */
export const KnowledgeBaseScreen = () => {
  const params = useKnowledgeBaseParams();
  const list = useKnowledgeBases();
  const isDesktop = useMediaQuery(DESKTOP_MEDIA_QUERY);
  const [isCreating, setCreating] = useState(false);
  const canCreate = useHasRole('member');
  const firstPage = list.data?.pages[0];
  const firstId = firstPage?.knowledge_bases[0]?.knowledge_base_id ?? null;
  const isEmpty = list.isSuccess && list.data.pages.every((page) => page.knowledge_bases.length === 0);
  // Wide screens show the newest one until another is chosen; a phone shows the list first.
  const openId = params.selectedId ?? (isDesktop ? firstId : null);
  const isDetailView = params.selectedId !== null;

  const createButton = (
    <Button size="sm" onClick={() => setCreating(true)}>
      <Plus size={16} aria-hidden="true" />
      Create Knowledge Base
    </Button>
  );

  return (
    <div className="flex h-[calc(100dvh-3.5rem)] min-h-0 flex-col md:h-dvh">
      <PageHeader
        title="Knowledge Base"
        icon={BookOpen}
        description="What your agents know about your business"
        actions={
          canCreate ? (
            <div className={cn('items-center gap-2 md:flex', isDetailView ? 'hidden' : 'flex')}>{createButton}</div>
          ) : undefined
        }
      />
      {isEmpty && params.selectedId === null ? (
        <div className="min-h-0 flex-1 overflow-y-auto p-4 sm:p-6">
          <EmptyState
            icon={BookOpen}
            title="No knowledge bases yet"
            description={
              canCreate
                ? 'A knowledge base holds the documents, web pages and text your agents answer from. Create one, then add its sources.'
                : 'A knowledge base holds the documents, web pages and text your agents answer from. Members of this workspace create them.'
            }
            action={canCreate ? createButton : undefined}
            className="mx-auto max-w-3xl"
          >
            <SampleDataOffer className="mt-5" />
          </EmptyState>
        </div>
      ) : (
        <div className="flex min-h-0 flex-1">
          <section
            aria-label="Knowledge base list"
            className={cn(
              'min-h-0 w-full flex-col border-gray-200 bg-white md:flex md:w-80 md:shrink-0 md:border-r xl:w-96',
              isDetailView ? 'hidden' : 'flex',
            )}
          >
            <div className="flex shrink-0 items-baseline justify-between gap-2 border-b border-gray-200 px-3 py-2.5">
              <h2 className="text-sm font-semibold text-gray-900">Knowledge bases</h2>
              <span data-testid="kb-total" aria-live="polite" className="text-xs text-gray-500 tabular-nums">
                {firstPage !== undefined ? `${firstPage.total.toLocaleString('en-US')} in all` : ''}
              </span>
            </div>
            <KnowledgeBaseList list={list} openId={openId} itemHref={params.itemHref} />
          </section>
          <div className={cn('min-h-0 min-w-0 flex-1 md:flex', isDetailView ? 'flex' : 'hidden')}>
            {openId === null ? (
              <NothingOpen />
            ) : (
              <KnowledgeBaseDetail
                key={openId}
                id={openId}
                onBack={() => params.close()}
                onDeleted={() => params.close({ replace: true })}
              />
            )}
          </div>
        </div>
      )}
      <CreateKnowledgeBaseDialog
        isOpen={isCreating}
        onOpenChange={setCreating}
        onCreated={(knowledgeBase) => params.select(knowledgeBase.knowledge_base_id)}
      />
    </div>
  );
};
