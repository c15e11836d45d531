import type { Job } from '@agentdesk/shared';
import { useCallback } from 'react';
import { useScopedSelection } from '../../../lib/use-scoped-selection.ts';

/**
 * The jobs selected on the page shown (to close them together). The selection belongs to its
 * `scope` (the filter, sort and page): once the scope changes, none is selected.
 */
export const useJobSelection = (scope: string) => {
  const { ids, set, clear } = useScopedSelection(scope);
  const setJobs = useCallback(
    (jobs: Job[], isSelected: boolean) =>
      set(
        jobs.map((job) => job.job_id),
        isSelected,
      ),
    [set],
  );
  return { ids, set: setJobs, clear };
};
