import { knowledgeBaseMessages, type KnowledgeBase, type KnowledgeBaseSummary } from '@agentdesk/shared';

/** Whether the server is still reading something: the knowledge base or one of its sources. */
export const isKnowledgeBaseBusy = (knowledgeBase: KnowledgeBase | undefined): boolean =>
  knowledgeBase !== undefined &&
  (knowledgeBase.status === 'in_progress' ||
    knowledgeBase.knowledge_base_sources.some((source) => source.status === 'pending'));

/** The list's view of a knowledge base: its sources counted, not listed. */
export const toKnowledgeBaseSummary = ({
  knowledge_base_sources: sources,
  ...rest
}: KnowledgeBase): KnowledgeBaseSummary => ({
  ...rest,
  source_count: sources.length,
});

/**
 * SPEC §8: a failed knowledge base shows its error, or 'An unexpected error occurred'. The
 * knowledge base carries no error of its own, so the sentence is its first failed source's.
 */
export const knowledgeBaseErrorText = (knowledgeBase: KnowledgeBase): string => {
  const failed = knowledgeBase.knowledge_base_sources.filter((source) => source.status === 'error');
  const first = failed.find((source) => source.error !== null && source.error !== '')?.error;
  if (first === undefined || first === null) return knowledgeBaseMessages.unexpected;
  return failed.length === 1
    ? `A source could not be read: ${first}`
    : `${failed.length} sources could not be read. The first: ${first}`;
};
