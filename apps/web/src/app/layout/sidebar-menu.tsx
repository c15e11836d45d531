import { NavLink } from 'react-router';
import { cn } from '../../lib/cn.ts';
import type { MenuItem } from './to-menu-items.tsx';

type Props = { items: MenuItem[] };

/** The side navigation links; NavLink marks the active one with aria-current="page". */
export const SidebarMenu = ({ items }: Props) => (
  <ul className="flex flex-col gap-0.5">
    {items.map((item) => (
      <li key={item.path}>
        <NavLink
          to={item.path}
          className={({ isActive }) =>
            cn(
              'sidebar-item flex h-9 items-center gap-3 rounded-md px-[10px] text-sm font-medium whitespace-nowrap transition-colors',
              isActive ? 'bg-brand-soft text-brand' : 'text-gray-600 hover:bg-gray-100 hover:text-gray-900',
            )
          }
        >
          {({ isActive }) => {
            const Icon = isActive ? item.activeIcon : item.icon;
            return (
              <>
                <Icon size={20} aria-hidden="true" className="shrink-0" />
                <span className="sidebar-label truncate">{item.label}</span>
              </>
            );
          }}
        </NavLink>
      </li>
    ))}
  </ul>
);
