import { knowledgeBaseMessages } from '@agentdesk/shared';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { makeKnowledgeBase, makeSource } from '../testing/make-knowledge-base.ts';
import { BUSY_DETAIL_REFETCH_MS, knowledgeBaseQueryOptions } from './get-knowledge-base.ts';

/** The poll interval the detail query asks for with this knowledge base in the cache. */
const intervalWith = (data: ReturnType<typeof makeKnowledgeBase>, error?: unknown) => {
  const client = new QueryClient();
  const options = knowledgeBaseQueryOptions(data.knowledge_base_id);
  client.setQueryData(options.queryKey, data);
  const query = client.getQueryCache().find({ queryKey: options.queryKey });
  if (error !== undefined) query?.setState({ status: 'error', error: error as Error });
  const interval = options.refetchInterval;
  if (typeof interval !== 'function' || query === undefined) throw new Error('expected a refetchInterval function');
  return interval(query as never);
};

describe('the detail poll', () => {
  it('asks every second while the knowledge base or a source is being read, and stops when settled', () => {
    expect(intervalWith(makeKnowledgeBase({ status: 'in_progress' }))).toBe(BUSY_DETAIL_REFETCH_MS);
    expect(intervalWith(makeKnowledgeBase({ knowledge_base_sources: [makeSource({ status: 'pending' })] }))).toBe(
      BUSY_DETAIL_REFETCH_MS,
    );
    expect(intervalWith(makeKnowledgeBase({ knowledge_base_sources: [makeSource()] }))).toBe(false);
    expect(intervalWith(makeKnowledgeBase({ status: 'error' }))).toBe(false);
  });

  it('stops for a knowledge base deleted while it was being read, but not for a passing failure', () => {
    expect(
      intervalWith(makeKnowledgeBase({ status: 'in_progress' }), { error_message: knowledgeBaseMessages.notFound }),
    ).toBe(false);
    expect(intervalWith(makeKnowledgeBase({ status: 'in_progress' }), { error_message: 'Service unavailable' })).toBe(
      BUSY_DETAIL_REFETCH_MS,
    );
  });
});
