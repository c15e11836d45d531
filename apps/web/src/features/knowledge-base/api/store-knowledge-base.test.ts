import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { makeKnowledgeBase, makeSource } from '../testing/make-knowledge-base.ts';
import { toKnowledgeBaseSummary } from '../utils/knowledge-base-activity.ts';
import { knowledgeBaseQueryKeys } from './knowledge-base-query-keys.ts';
import type { KnowledgeBasePage } from './list-knowledge-bases.ts';
import { forgetKnowledgeBase, storeKnowledgeBase } from './store-knowledge-base.ts';

const listed = (client: QueryClient) =>
  client.getQueryData<InfiniteData<KnowledgeBasePage>>(knowledgeBaseQueryKeys.lists);

const seed = () => {
  const client = new QueryClient();
  const first = makeKnowledgeBase({ knowledge_base_id: 'kb-1', status: 'in_progress' });
  const second = makeKnowledgeBase({ knowledge_base_id: 'kb-2', knowledge_base_name: 'Returns' });
  client.setQueryData<InfiniteData<KnowledgeBasePage>>(knowledgeBaseQueryKeys.lists, {
    pageParams: [undefined, 'c1'],
    pages: [
      { total: 2, knowledge_bases: [toKnowledgeBaseSummary(first)], next_cursor: 'c1' },
      { total: 2, knowledge_bases: [toKnowledgeBaseSummary(second)], next_cursor: null },
    ],
  });
  return client;
};

describe('the caches after a knowledge base changes', () => {
  it('puts the answer in the detail and the list row follows, on whichever page it is', () => {
    const client = seed();
    const changed = makeKnowledgeBase({
      knowledge_base_id: 'kb-2',
      knowledge_base_name: 'Returns policy',
      status: 'in_progress',
      knowledge_base_sources: [makeSource({ status: 'pending' })],
    });
    storeKnowledgeBase(client, changed);
    expect(client.getQueryData(knowledgeBaseQueryKeys.detail('kb-2'))).toEqual(changed);
    const rows = listed(client)?.pages.flatMap((page) => page.knowledge_bases);
    expect(rows?.map((row) => [row.knowledge_base_id, row.knowledge_base_name, row.status, row.source_count])).toEqual([
      ['kb-1', 'Product FAQ', 'in_progress', 0],
      ['kb-2', 'Returns policy', 'in_progress', 1],
    ]);
  });

  it('takes a deleted one out of the list at once', () => {
    const client = seed();
    forgetKnowledgeBase(client, 'kb-1');
    expect(
      listed(client)
        ?.pages.flatMap((page) => page.knowledge_bases)
        .map((row) => row.knowledge_base_id),
    ).toEqual(['kb-2']);
  });
});
