/** Query keys of the knowledge-base feature: the list, one detail per knowledge base, searches per knowledge base. */
export const knowledgeBaseQueryKeys = {
  all: ['knowledge-base'] as const,
  lists: ['knowledge-base', 'list'] as const,
  detail: (id: string) => ['knowledge-base', 'detail', id] as const,
  searches: (id: string) => ['knowledge-base', 'search', id] as const,
  search: (id: string, query: string) => ['knowledge-base', 'search', id, query] as const,
  /** Mutations that add sources, so the dialog can tell one is still under way. */
  addSources: ['knowledge-base', 'add-sources'] as const,
};
