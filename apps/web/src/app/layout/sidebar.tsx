import { agentFromPath, landingPathForAgent, menuForPath, DEFAULT_LANDING_PATH } from '@agentdesk/shared/navigation';
import { ChevronsLeft, ChevronsRight } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { BrandLogo } from '../../components/ui/brand-logo.tsx';
import { useAgents } from '../../features/agents/api/list-agents.ts';
import { AgentSelect } from '../../features/agents/components/agent-select.tsx';
import { cn } from '../../lib/cn.ts';
import { SidebarMenu } from './sidebar-menu.tsx';
import { toMenuItems } from './to-menu-items.tsx';
import { UserMenu } from './user-menu.tsx';

type Props = {
  id: string;
  /** Icons only on wide screens; it expands, overlaying the content, while hovered. */
  isCompressed: boolean;
  /** The page forces the compressed sidebar; the toggle then has nothing to change. */
  isCompressionForced: boolean;
  onToggleCompressed: () => void;
  isMobileOpen: boolean;
  /** Hidden from keyboard and screen readers (the closed mobile drawer). */
  isInert: boolean;
};

/** Logo, agent dropdown, the agent's menu, compress toggle and user dropdown (SPEC §2 Layout). */
export const Sidebar = ({
  id,
  isCompressed,
  isCompressionForced,
  onToggleCompressed,
  isMobileOpen,
  isInert,
}: Props) => {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // The workspace's agents decide which one the path selects (its recruiting agent under /zara).
  const agents = useAgents().data ?? [];
  const selectedAgentId = agentFromPath(pathname, agents);
  const items = toMenuItems(menuForPath(pathname));
  const toggleLabel = isCompressed ? 'Expand sidebar' : 'Compress sidebar';

  return (
    <aside
      id={id}
      aria-label="Side navigation"
      data-compressed={isCompressed ? 'true' : 'false'}
      inert={isInert}
      className={cn(
        'app-sidebar fixed top-14 bottom-0 left-0 z-40 overflow-hidden border-r border-gray-200 bg-white transition-[width,translate,box-shadow] duration-200 ease-out',
        'w-64 max-w-[85vw] md:top-0 md:max-w-none md:translate-x-0',
        isMobileOpen ? 'translate-x-0 shadow-xl' : '-translate-x-full',
        isCompressed
          ? 'md:w-16 md:hover:w-60 md:hover:shadow-xl md:has-[:focus-visible]:w-60 md:has-[[data-state=open]]:w-60 md:has-[[data-state=open]]:shadow-xl'
          : 'md:w-60',
      )}
    >
      <div className="flex h-full w-64 max-w-[85vw] flex-col md:w-60 md:max-w-none">
        <div className="hidden h-14 shrink-0 items-center border-b border-gray-200 px-4 md:flex">
          <Link to={DEFAULT_LANDING_PATH} className="rounded-lg">
            <BrandLogo nameClassName="sidebar-label" />
          </Link>
        </div>

        <div className="shrink-0 border-b border-gray-200 px-3 py-3">
          <AgentSelect
            selectedAgentId={selectedAgentId}
            onSelect={(agentId) => void navigate(landingPathForAgent(agentId, agents))}
            onDeselect={() => void navigate(DEFAULT_LANDING_PATH)}
          />
        </div>

        <nav aria-label="Main" className="min-h-0 flex-1 overflow-x-hidden overflow-y-auto px-3 py-3">
          <SidebarMenu items={items} />
        </nav>

        <div className="flex shrink-0 flex-col gap-1 border-t border-gray-200 px-3 py-3">
          <button
            type="button"
            aria-label={toggleLabel}
            title={isCompressionForced ? 'This page keeps the sidebar compressed' : undefined}
            disabled={isCompressionForced}
            onClick={onToggleCompressed}
            className="sidebar-item hidden h-9 items-center gap-3 rounded-md px-[10px] text-sm font-medium whitespace-nowrap text-gray-600 hover:bg-gray-100 hover:text-gray-900 disabled:cursor-not-allowed disabled:text-gray-400 disabled:hover:bg-transparent md:flex"
          >
            {isCompressed ? (
              <ChevronsRight size={20} aria-hidden="true" className="shrink-0" />
            ) : (
              <ChevronsLeft size={20} aria-hidden="true" className="shrink-0" />
            )}
            <span className="sidebar-label truncate">{toggleLabel}</span>
          </button>
          <UserMenu />
        </div>
      </div>
    </aside>
  );
};
