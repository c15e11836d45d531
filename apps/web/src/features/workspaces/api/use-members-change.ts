import type { Member } from '@agentdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workspaceQueryKeys } from './workspace-query-keys.ts';

/**
 * A change of the members (role, removal, transfer): the list takes the server's answer, the list
 * as it is now; a refusal reloads it, as it may have changed meanwhile. `onChanged` for what else follows.
 */
export const useMembersChange = <Input>(
  change: (input: Input) => Promise<Member[]>,
  onChanged?: () => Promise<unknown>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (members) => {
      queryClient.setQueryData(workspaceQueryKeys.members, members);
      return onChanged?.();
    },
    onError: () => queryClient.invalidateQueries({ queryKey: workspaceQueryKeys.members }),
  });
};
