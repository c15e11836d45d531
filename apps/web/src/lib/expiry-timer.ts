/** setTimeout takes a signed 32-bit delay; longer delays fire at once, so they are chained. */
export const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

/**
 * Calls `onExpire` once at `expiresAtMs` (epoch ms), re-arming in capped steps for far-off times.
 * Returns a function that cancels the timer.
 */
export const startExpiryTimer = (expiresAtMs: number, onExpire: () => void): (() => void) => {
  let handle: ReturnType<typeof setTimeout> | undefined;

  const arm = (): void => {
    const delay = Math.max(0, expiresAtMs - Date.now());
    handle = delay > MAX_TIMER_DELAY_MS ? setTimeout(arm, MAX_TIMER_DELAY_MS) : setTimeout(onExpire, delay);
  };

  arm();
  return () => clearTimeout(handle);
};
