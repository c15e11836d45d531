import { useCallback } from 'react';
import { useSearchParamsUpdater } from '../../../lib/use-search-params-updater.ts';

/** The address parameter that holds the open knowledge base, so a reload or a shared link opens it again. */
export const KNOWLEDGE_BASE_ID_PARAM = 'knowledge_base_id';

export type KnowledgeBaseParams = {
  selectedId: string | null;
  /** The address of the screen with this knowledge base open. */
  itemHref: (id: string) => string;
  select: (id: string) => void;
  /** Back to the list; `replace` when what was open is gone (deleted), so Back does not return to it. */
  close: (options?: { replace?: boolean }) => void;
};

export const useKnowledgeBaseParams = (): KnowledgeBaseParams => {
  const { params, update } = useSearchParamsUpdater();
  const raw = params.get(KNOWLEDGE_BASE_ID_PARAM);
  const selectedId = raw === null || raw === '' ? null : raw;

  const itemHref = useCallback(
    (id: string) => {
      const next = new URLSearchParams(params);
      next.set(KNOWLEDGE_BASE_ID_PARAM, id);
      return `?${next.toString()}`;
    },
    [params],
  );
  const select = useCallback(
    (id: string) => update((next) => next.set(KNOWLEDGE_BASE_ID_PARAM, id), { replace: false }),
    [update],
  );
  const close = useCallback(
    (options?: { replace?: boolean }) =>
      update((next) => next.delete(KNOWLEDGE_BASE_ID_PARAM), { replace: options?.replace ?? false }),
    [update],
  );
  return { selectedId, itemHref, select, close };
};
