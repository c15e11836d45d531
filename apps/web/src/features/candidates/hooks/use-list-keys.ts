import { useEffect, useLayoutEffect, useRef } from 'react';

/** Whether a key press belongs to a field or an open menu or dialog rather than to the page. */
const isTypingOrInLayer = (target: EventTarget | null): boolean => {
  if (!(target instanceof Element)) return false;
  if (target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]') !== null) return true;
  return target.closest('[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]') !== null;
};

type Options = {
  /** j: the next candidate. */
  onNext: () => void;
  /** k: the previous one. */
  onPrevious: () => void;
  isEnabled?: boolean;
};

/**
 * j and k move through the list, as in a mail client, anywhere on the page but while typing in a
 * field or working in a menu or dialog, and never with a modifier (the browser's shortcuts stay).
 */
export const useListKeys = ({ onNext, onPrevious, isEnabled = true }: Options) => {
  const handlers = useRef({ onNext, onPrevious });
  useLayoutEffect(() => {
    handlers.current = { onNext, onPrevious };
  });

  useEffect(() => {
    if (!isEnabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.altKey || isTypingOrInLayer(event.target))
        return;
      if (event.key === 'j') handlers.current.onNext();
      else if (event.key === 'k') handlers.current.onPrevious();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isEnabled]);
};
