import { agentFromPath } from '@agentdesk/shared/navigation';
import { useAgents } from '../../features/agents/api/list-agents.ts';
import { useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { useWorkspaceEpoch } from '../../lib/workspace-cache.ts';
import { DESKTOP_MEDIA_QUERY } from '../../lib/desktop-media-query.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { isCompressedRoute } from './is-compressed-route.ts';
import { MobileTopBar } from './mobile-top-bar.tsx';
import { Sidebar } from './sidebar.tsx';
import { useLayoutStore } from './use-layout-store.ts';
import { useMobileNav } from './use-mobile-nav.ts';

const SIDEBAR_ID = 'app-sidebar';

/** The signed-in shell: side navigation (a drawer below 768 px) and the page. */
export const AppLayout = () => {
  const { pathname } = useLocation();
  const isSidebarCompressed = useLayoutStore((state) => state.isSidebarCompressed);
  const toggleSidebar = useLayoutStore((state) => state.toggleSidebar);
  const loadSidebarFromStorage = useLayoutStore((state) => state.loadSidebarFromStorage);
  const setSelectedAgentId = useLayoutStore((state) => state.setSelectedAgentId);
  const isDesktop = useMediaQuery(DESKTOP_MEDIA_QUERY);
  const mobileNav = useMobileNav();
  const isCompressionForced = isCompressedRoute(pathname);
  const isCompressed = isSidebarCompressed || isCompressionForced;
  const agentId = agentFromPath(pathname, useAgents().data ?? []);
  // A new workspace: every list and page mounts afresh on the emptied cache (see useWorkspaceEpoch).
  const workspaceEpoch = useWorkspaceEpoch((state) => state.epoch);

  // Before paint, so a remembered compressed sidebar does not flash open.
  useLayoutEffect(() => loadSidebarFromStorage(), [loadSidebarFromStorage]);
  useEffect(() => setSelectedAgentId(agentId), [agentId, setSelectedAgentId]);

  return (
    <div className="min-h-dvh bg-gray-50">
      <a
        href="#main"
        className="sr-only z-[70] rounded-md bg-white px-3 py-2 text-sm font-medium text-brand shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <MobileTopBar isNavOpen={mobileNav.isOpen} onToggleNav={mobileNav.toggle} navId={SIDEBAR_ID} />
      {mobileNav.isOpen ? (
        <div
          aria-hidden="true"
          data-testid="mobile-nav-overlay"
          onClick={mobileNav.close}
          className="fixed inset-x-0 top-14 bottom-0 z-30 bg-gray-900/40 md:hidden"
        />
      ) : null}
      <Sidebar
        key={`sidebar-${workspaceEpoch}`}
        id={SIDEBAR_ID}
        isCompressed={isCompressed}
        isCompressionForced={isCompressionForced}
        onToggleCompressed={toggleSidebar}
        isMobileOpen={mobileNav.isOpen}
        isInert={!isDesktop && !mobileNav.isOpen}
      />
      <main
        id="main"
        tabIndex={-1}
        className={cn(
          'flex min-h-dvh min-w-0 flex-col pt-14 transition-[padding] duration-200 outline-none md:pt-0',
          isCompressed ? 'md:pl-16' : 'md:pl-60',
        )}
      >
        <Outlet key={`page-${workspaceEpoch}`} />
      </main>
    </div>
  );
};
