// Toasts sit at the top right (SPEC §2) but below the headers, never over their buttons. Headers
// carry TOAST_CLEARANCE_ATTRIBUTE; while toasts show, the lowest bottom edge of those at the top of
// the screen is kept in the CSS variable the Toaster's offset reads. Nothing runs while none shows
// (a toast lasts 3 s: a few reads of two or three boxes a frame, then nothing).

/** Marks a header (page header, mobile top bar, a pane's header) that toasts must stay below. */
export const TOAST_CLEARANCE_ATTRIBUTE = 'data-toast-clearance';

/** The CSS variable (px) the Toaster's top offset adds its margin to. */
export const TOAST_CLEARANCE_VARIABLE = '--toast-clearance';

const toastSelector = '[data-sonner-toast]';

/** The lowest bottom edge, in px from the top of the window, of the marked headers in its upper half; 0 without any. */
export const measureToastClearance = (root: ParentNode = document): number => {
  let clearance = 0;
  for (const header of root.querySelectorAll<HTMLElement>(`[${TOAST_CLEARANCE_ATTRIBUTE}]`)) {
    const box = header.getBoundingClientRect();
    // Hidden (the mobile bar on a desktop), scrolled away, or not a header at the top of the screen.
    if (box.height === 0 || box.bottom <= 0 || box.top > window.innerHeight / 2) continue;
    clearance = Math.max(clearance, box.bottom);
  }
  return Math.ceil(clearance);
};

/**
 * Keeps the clearance up to date while `toaster` (the element around sonner's Toaster) shows toasts:
 * measured before a new toast is painted, then once a frame while any shows (the page may scroll,
 * or its header grow as its data arrives). Returns the cleanup.
 */
export const followToastClearance = (toaster: HTMLElement): (() => void) => {
  const style = document.documentElement.style;
  let frame = 0;
  let shown = '';

  const update = () => {
    const next = `${measureToastClearance()}px`;
    // Written only when it moves: each write restyles the toasts.
    if (next !== shown) style.setProperty(TOAST_CLEARANCE_VARIABLE, (shown = next));
  };
  const loop = () => {
    update();
    frame = requestAnimationFrame(loop);
  };
  const stop = () => {
    if (frame !== 0) cancelAnimationFrame(frame);
    frame = 0;
  };

  // Mutation callbacks run before the next paint: a new toast is placed before it is seen.
  const toasts = new MutationObserver(() => {
    if (toaster.querySelector(toastSelector) === null) return stop();
    update();
    if (frame === 0) frame = requestAnimationFrame(loop);
  });
  toasts.observe(toaster, { childList: true, subtree: true });

  return () => {
    toasts.disconnect();
    stop();
  };
};
