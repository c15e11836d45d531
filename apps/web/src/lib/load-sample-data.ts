import { apiPaths } from '@agentdesk/shared/paths';
import type { Workspaces } from '@agentdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiRequest } from './api-request.ts';
import { errorMessage } from './error-message.ts';
import { readWorkspacesResponse } from './use-workspaces.ts';
import { WORKSPACES_QUERY_KEY } from './workspace-cache.ts';

/** POST /workspaces/current/sample-data (admins; 409 once the workspace holds data): the sample data set, in a few seconds. */
export const loadSampleData = async (): Promise<Workspaces> =>
  readWorkspacesResponse(await apiRequest(apiPaths.workspaceSampleData, { method: 'POST', showErrorToast: false }));

/** Loads the sample data set, then every page asks for its data again. */
export const useLoadSampleData = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loadSampleData,
    onSuccess: (workspaces) => {
      queryClient.setQueryData(WORKSPACES_QUERY_KEY, workspaces);
      toast.success('Sample data loaded: calls, inbox, knowledge bases and jobs to explore');
      return queryClient.invalidateQueries();
    },
    onError: (error) => {
      toast.error(errorMessage(error, 'Failed to load the sample data. Please try again.'));
      // A 409 means the workspace holds data by now: stop offering it.
      void queryClient.invalidateQueries({ queryKey: WORKSPACES_QUERY_KEY });
    },
  });
};
