import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { candidatesQueryKeys } from './candidates-query-keys.ts';

/** After a change of candidates: the ranked lists (rows, stage counts) and the details are asked again. */
export const useRefreshCandidates = () => {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: candidatesQueryKeys.lists });
    void queryClient.invalidateQueries({ queryKey: candidatesQueryKeys.details });
  }, [queryClient]);
};
