/**
 * Which kind of input the user used last, kept on `<html data-input="pointer|keyboard">` for the
 * focus ring (index.css). Browsers decide `:focus-visible` by their own heuristics, and Chromium
 * matches it for the first mouse click on a Radix tab of a freshly loaded page: the ring is for
 * keyboard users, so after a pointer press only the fields (which always show where typing goes)
 * keep it. Any key other than a bare modifier brings the ring back.
 */
export const trackInputModality = (root: HTMLElement = document.documentElement): (() => void) => {
  const mark = (input: 'pointer' | 'keyboard') => {
    if (root.dataset['input'] !== input) root.dataset['input'] = input;
  };
  const onPointer = () => mark('pointer');
  const onKey = (event: KeyboardEvent) => {
    if (event.metaKey || event.ctrlKey || event.altKey || ['Shift', 'Meta', 'Control', 'Alt'].includes(event.key))
      return;
    mark('keyboard');
  };
  window.addEventListener('pointerdown', onPointer, true);
  window.addEventListener('keydown', onKey, true);
  return () => {
    window.removeEventListener('pointerdown', onPointer, true);
    window.removeEventListener('keydown', onKey, true);
  };
};
