/** Makes the page hidden or shown, as switching browser tabs does, and tells its listeners. */
export const setPageVisibility = (state: 'visible' | 'hidden') => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
};
