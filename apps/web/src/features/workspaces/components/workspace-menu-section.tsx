import { workspaceRoleLabels } from '@agentdesk/shared/workspace-roles';
import { Check, RotateCw } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useWorkspaces } from '../../../lib/use-workspaces.ts';
import { useSwitchWorkspace } from '../api/switch-workspace.ts';

type Props = { itemClassName: string };

/**
 * The user dropdown's workspace part: the workspaces the user belongs to with their role in each,
 * the current one checked; choosing another moves the session there, drops everything cached of
 * the old one and lands on Analytics.
 */
export const WorkspaceMenuSection = ({ itemClassName }: Props) => {
  const workspaces = useWorkspaces();
  const switchWorkspace = useSwitchWorkspace();
  const current = workspaces.data?.current;

  const onSwitch = (workspaceId: string) => {
    if (workspaceId !== current?.id && !switchWorkspace.isPending) switchWorkspace.mutate(workspaceId);
  };

  return (
    <DropdownMenu.Group aria-label="Workspaces" data-testid="workspace-menu">
      <DropdownMenu.Label className="px-2 pt-1.5 pb-1 text-[11px] font-semibold tracking-wide text-gray-500 uppercase">
        Workspace
      </DropdownMenu.Label>
      {workspaces.isPending ? (
        <div role="status" aria-label="Loading workspaces" className="flex flex-col gap-2 px-2 py-1.5">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-4 w-32" />
        </div>
      ) : workspaces.isError ? (
        <DropdownMenu.Item
          className={itemClassName}
          onSelect={(event) => {
            event.preventDefault();
            void workspaces.refetch();
          }}
        >
          {workspaces.isFetching ? (
            <Spinner size={16} />
          ) : (
            <RotateCw size={16} aria-hidden="true" className="shrink-0" />
          )}
          <span className="min-w-0 flex-1">
            <span className="block">Failed to load workspaces.</span>
            <span className="block text-xs text-gray-500">Retry</span>
          </span>
        </DropdownMenu.Item>
      ) : (
        <DropdownMenu.RadioGroup value={current?.id ?? ''} onValueChange={onSwitch}>
          {workspaces.data.workspaces.map((workspace) => (
            <DropdownMenu.RadioItem
              key={workspace.id}
              value={workspace.id}
              className={itemClassName}
              data-testid="workspace-option"
            >
              <span className="flex size-6 shrink-0 items-center justify-center">
                <DropdownMenu.ItemIndicator>
                  <Check size={16} aria-hidden="true" className="text-brand" />
                </DropdownMenu.ItemIndicator>
              </span>
              <span className="min-w-0 flex-1 truncate">{workspace.name}</span>
              <span className="shrink-0 text-xs text-gray-500">{workspaceRoleLabels[workspace.role]}</span>
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      )}
    </DropdownMenu.Group>
  );
};
