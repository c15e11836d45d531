import { userDisplayName } from '@agentdesk/shared/navigation';
import { BellRing, Bot, Building2, ChevronsUpDown, KeyRound, LogOut, Plug } from 'lucide-react';
import { ScrollText, UserRound, UsersRound } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link, useLocation } from 'react-router';
import { WorkspaceMenuSection } from '../../features/workspaces/components/workspace-menu-section.tsx';
import { BRAND_BLUE } from '../../lib/brand-blue.ts';
import { cn } from '../../lib/cn.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import { useHasRole, useWorkspaces } from '../../lib/use-workspaces.ts';

type AccountLink = { label: string; path: string; icon: LucideIcon };

// Account menu (SPEC §2 Navigation); Log Out is an action, not a path.
const accountLinks: AccountLink[] = [
  { label: 'Profile', path: '/profile', icon: UserRound },
  { label: 'Change Password', path: '/change-password', icon: KeyRound },
];

// Admins and the owner manage the members there; everyone else sees their own membership (and may leave).
const membersLink: AccountLink = { label: 'Members', path: '/members', icon: UsersRound };
const workspaceLink: AccountLink = { label: 'Workspace', path: '/members', icon: Building2 };
// Every member sees the workspace's agents; admins and the owner manage them there.
const agentsLink: AccountLink = { label: 'Agents', path: '/agents', icon: Bot };
// Every member sees the alert rules and their history; admins and the owner manage them.
const alertsLink: AccountLink = { label: 'Alerts', path: '/alerts', icon: BellRing };
// Only admins and the owner see the webhook addresses, the signing key, the mail address and the chat hook.
const integrationsLink: AccountLink = { label: 'Integrations', path: '/integrations', icon: Plug };
// Only admins and the owner may read the audit log; the server refuses everyone else.
const auditLogLink: AccountLink = { label: 'Audit log', path: '/audit-log', icon: ScrollText };

const itemClasses =
  'flex cursor-default items-center gap-3 rounded px-2 py-1.5 text-sm text-gray-700 outline-none select-none data-[highlighted]:bg-gray-100 data-[highlighted]:text-gray-900';

/** The user dropdown at the foot of the side navigation; its trigger shows the user's name and the current workspace. */
export const UserMenu = () => {
  const user = useSessionStore((state) => state.user);
  const signOut = useSessionStore((state) => state.signOut);
  const { pathname } = useLocation();
  const workspaces = useWorkspaces();
  const isAdmin = useHasRole('admin');
  const current = workspaces.data?.current;
  const displayName = userDisplayName({ name: user?.username, email: user?.email });
  const adminLinks = [membersLink, agentsLink, integrationsLink, alertsLink, auditLogLink];
  const workspaceLinks = current === undefined ? [] : isAdmin ? adminLinks : [workspaceLink, agentsLink, alertsLink];
  const links = [...workspaceLinks, ...accountLinks];

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="sidebar-item flex h-11 w-full items-center gap-3 rounded-md px-1 text-left whitespace-nowrap hover:bg-gray-100 data-[state=open]:bg-gray-100">
        <span
          aria-hidden="true"
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-gray-900 text-xs font-semibold text-white uppercase"
        >
          {displayName.charAt(0)}
        </span>
        <span className="sidebar-label flex min-w-0 flex-1 flex-col">
          <span className="truncate text-sm font-medium text-gray-900">{displayName}</span>
          {current !== undefined ? (
            <span className="truncate text-xs text-gray-600" data-testid="current-workspace">
              {current.name}
            </span>
          ) : null}
        </span>
        <ChevronsUpDown size={16} aria-hidden="true" className="sidebar-label shrink-0 text-gray-400" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          side="top"
          align="start"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 max-h-[var(--radix-dropdown-menu-content-available-height)] w-64 overflow-y-auto rounded-md border border-gray-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-2 py-1.5">
            <span className="block truncate text-sm font-medium text-gray-900">{displayName}</span>
            {user !== null && user.email !== '' ? (
              <span className="block truncate text-xs text-gray-500">{user.email}</span>
            ) : null}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-gray-200" />
          <WorkspaceMenuSection itemClassName={itemClasses} />
          <DropdownMenu.Separator className="my-1 h-px bg-gray-200" />
          {links.map(({ label, path, icon: Icon }) => {
            const isActive = pathname === path;
            return (
              <DropdownMenu.Item key={label} asChild className={cn(itemClasses, isActive && 'text-brand')}>
                <Link to={path} aria-current={isActive ? 'page' : undefined}>
                  <Icon
                    size={24}
                    aria-hidden="true"
                    color={isActive ? BRAND_BLUE : undefined}
                    strokeWidth={isActive ? 2.4 : 2}
                    className="shrink-0"
                  />
                  {label}
                </Link>
              </DropdownMenu.Item>
            );
          })}
          <DropdownMenu.Separator className="my-1 h-px bg-gray-200" />
          <DropdownMenu.Item className={itemClasses} onSelect={() => void signOut()}>
            <LogOut size={24} aria-hidden="true" className="shrink-0" />
            Log Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
};
