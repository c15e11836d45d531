import type { KnowledgeBase } from '@agentdesk/shared';
import { FilePlus, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useNow } from '../../../lib/use-now.ts';
import { useHasRole } from '../../../lib/use-workspaces.ts';
import { AddSourcesDialog } from './add-sources-dialog.tsx';
import { SourceRow } from './source-row.tsx';

type Props = { knowledgeBase: KnowledgeBase };

/** The knowledge base's sources, and 'Add sources'. */
export const SourceList = ({ knowledgeBase }: Props) => {
  const id = useId();
  const now = useNow();
  const [isAdding, setAdding] = useState(false);
  const sources = knowledgeBase.knowledge_base_sources;
  const canWrite = useHasRole('member');

  const addButton = (
    <Button size="sm" onClick={() => setAdding(true)}>
      <Plus size={14} aria-hidden="true" />
      Add sources
    </Button>
  );

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-gray-200 bg-white">
      <header className="flex items-center justify-between gap-3 border-b border-gray-200 px-3 py-2.5 sm:px-4">
        <h3 id={`${id}-title`} className="text-sm font-semibold text-gray-900">
          Sources{' '}
          <span className="font-normal text-gray-500 tabular-nums">{sources.length > 0 ? sources.length : null}</span>
        </h3>
        {sources.length > 0 && canWrite ? addButton : null}
      </header>
      {sources.length === 0 ? (
        <EmptyState
          icon={FilePlus}
          title="No sources yet"
          description={
            canWrite
              ? 'Add documents, web pages or text. Your agents answer callers from what they say.'
              : 'Members add documents, web pages or text here. Your agents answer callers from what they say.'
          }
          action={canWrite ? addButton : undefined}
          className="m-3 py-10 sm:m-4"
        />
      ) : (
        <ul aria-label="Sources" data-testid="source-list" className="divide-y divide-gray-100">
          {sources.map((source) => (
            <SourceRow
              key={source.source_id}
              knowledgeBaseId={knowledgeBase.knowledge_base_id}
              source={source}
              now={now}
            />
          ))}
        </ul>
      )}
      <AddSourcesDialog knowledgeBaseId={knowledgeBase.knowledge_base_id} isOpen={isAdding} onOpenChange={setAdding} />
    </section>
  );
};
