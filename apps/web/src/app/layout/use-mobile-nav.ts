import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { DESKTOP_MEDIA_QUERY } from '../../lib/desktop-media-query.ts';

/**
 * The mobile drawer: open for the location it was opened at (so any navigation closes it),
 * closed by Escape and by growing the window past 768 px; body scrolling is locked while open.
 */
export const useMobileNav = () => {
  const location = useLocation();
  const [openAtKey, setOpenAtKey] = useState<string | null>(null);
  const isOpen = openAtKey === location.key;

  useEffect(() => {
    if (!isOpen) return;
    const desktop = window.matchMedia(DESKTOP_MEDIA_QUERY);
    const close = () => setOpenAtKey(null);
    const onMediaChange = () => {
      if (desktop.matches) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    const previousOverflow = document.body.style.overflow;

    document.body.style.overflow = 'hidden';
    desktop.addEventListener('change', onMediaChange);
    window.addEventListener('keydown', onKeyDown);
    return () => {
      document.body.style.overflow = previousOverflow;
      desktop.removeEventListener('change', onMediaChange);
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen]);

  return {
    isOpen,
    toggle: () => setOpenAtKey(isOpen ? null : location.key),
    close: () => setOpenAtKey(null),
  };
};
