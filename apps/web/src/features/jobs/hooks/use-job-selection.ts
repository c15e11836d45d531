import type { Job } from '@agentdesk/shared';
import { useCallback, useState } from 'react';

const NONE: ReadonlySet<string> = new Set();

/**
 * The jobs selected on the page shown (to close them together). The selection belongs to its
 * `scope` (the filter, sort and page): once the scope changes, none is selected.
 */
export const useJobSelection = (scope: string) => {
  const [state, setState] = useState<{ scope: string; ids: ReadonlySet<string> }>({ scope, ids: NONE });
  const ids = state.scope === scope ? state.ids : NONE;

  const set = useCallback(
    (jobs: Job[], isSelected: boolean) =>
      setState((current) => {
        const next = new Set(current.scope === scope ? current.ids : NONE);
        for (const job of jobs) {
          if (isSelected) next.add(job.job_id);
          else next.delete(job.job_id);
        }
        return { scope, ids: next };
      }),
    [scope],
  );
  const clear = useCallback(() => setState({ scope, ids: NONE }), [scope]);

  return { ids, set, clear };
};
