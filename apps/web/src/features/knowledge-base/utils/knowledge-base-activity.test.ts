import { knowledgeBaseMessages } from '@agentdesk/shared';
import { describe, expect, it } from 'vitest';
import { makeKnowledgeBase, makeSource } from '../testing/make-knowledge-base.ts';
import { isKnowledgeBaseBusy, knowledgeBaseErrorText, toKnowledgeBaseSummary } from './knowledge-base-activity.ts';

describe('knowledge base activity', () => {
  it('is busy while the knowledge base or any source is being read', () => {
    expect(isKnowledgeBaseBusy(undefined)).toBe(false);
    expect(isKnowledgeBaseBusy(makeKnowledgeBase())).toBe(false);
    expect(isKnowledgeBaseBusy(makeKnowledgeBase({ status: 'in_progress' }))).toBe(true);
    expect(
      isKnowledgeBaseBusy(makeKnowledgeBase({ knowledge_base_sources: [makeSource({ status: 'pending' })] })),
    ).toBe(true);
    expect(
      isKnowledgeBaseBusy(
        makeKnowledgeBase({ status: 'error', knowledge_base_sources: [makeSource({ status: 'error' })] }),
      ),
    ).toBe(false);
  });

  it('counts the sources for the list', () => {
    const summary = toKnowledgeBaseSummary(
      makeKnowledgeBase({ knowledge_base_sources: [makeSource(), makeSource({ source_id: 'src-2' })] }),
    );
    expect(summary.source_count).toBe(2);
    expect(summary).not.toHaveProperty('knowledge_base_sources');
  });

  it("says why a knowledge base failed, else 'An unexpected error occurred'", () => {
    expect(knowledgeBaseErrorText(makeKnowledgeBase({ status: 'error' }))).toBe(knowledgeBaseMessages.unexpected);
    const one = makeKnowledgeBase({
      status: 'error',
      knowledge_base_sources: [makeSource(), makeSource({ source_id: 'b', status: 'error', error: 'Timed out' })],
    });
    expect(knowledgeBaseErrorText(one)).toBe('A source could not be read: Timed out');
    const two = makeKnowledgeBase({
      status: 'error',
      knowledge_base_sources: [
        makeSource({ status: 'error', error: null }),
        makeSource({ source_id: 'b', status: 'error', error: 'Not a PDF' }),
      ],
    });
    expect(knowledgeBaseErrorText(two)).toBe('2 sources could not be read. The first: Not a PDF');
  });
});
