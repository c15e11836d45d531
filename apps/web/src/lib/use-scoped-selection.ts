import { useCallback, useState } from 'react';

const NONE: ReadonlySet<string> = new Set();

/**
 * Ids selected in a list (to act on them together). The selection belongs to its `scope` (the
 * filter, sort or page shown): once the scope changes, none is selected.
 */
export const useScopedSelection = (scope: string) => {
  const [state, setState] = useState<{ scope: string; ids: ReadonlySet<string> }>({ scope, ids: NONE });
  const ids = state.scope === scope ? state.ids : NONE;

  const set = useCallback(
    (changed: readonly string[], isSelected: boolean) =>
      setState((current) => {
        const next = new Set(current.scope === scope ? current.ids : NONE);
        for (const id of changed) {
          if (isSelected) next.add(id);
          else next.delete(id);
        }
        return { scope, ids: next };
      }),
    [scope],
  );
  const clear = useCallback(() => setState({ scope, ids: NONE }), [scope]);

  return { ids, set, clear };
};
