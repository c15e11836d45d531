import { Menu, X } from 'lucide-react';
import { BrandLogo } from '../../components/ui/brand-logo.tsx';

type Props = { isNavOpen: boolean; onToggleNav: () => void; navId: string };

/** Below 768 px: the bar with the navigation toggle ('Open menu' / 'Close menu', SPEC §2). */
export const MobileTopBar = ({ isNavOpen, onToggleNav, navId }: Props) => {
  const label = isNavOpen ? 'Close menu' : 'Open menu';
  return (
    <header
      data-toast-clearance
      className="fixed inset-x-0 top-0 z-50 flex h-14 items-center gap-3 border-b border-gray-200 bg-white px-3 md:hidden"
    >
      <button
        type="button"
        aria-label={label}
        title={label}
        aria-expanded={isNavOpen}
        aria-controls={navId}
        onClick={onToggleNav}
        className="flex size-9 items-center justify-center rounded-md text-gray-700 hover:bg-gray-100"
      >
        {isNavOpen ? <X size={20} aria-hidden="true" /> : <Menu size={20} aria-hidden="true" />}
      </button>
      <BrandLogo />
    </header>
  );
};
