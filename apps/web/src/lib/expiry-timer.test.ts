// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_TIMER_DELAY_MS, startExpiryTimer } from './expiry-timer.ts';

describe('startExpiryTimer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('fires exactly at the expiry time', () => {
    const onExpire = vi.fn();
    startExpiryTimer(Date.now() + 60_000, onExpire);

    vi.advanceTimersByTime(59_999);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('fires at once (asynchronously) when the time has already passed', () => {
    const onExpire = vi.fn();
    startExpiryTimer(Date.now() - 1000, onExpire);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('caps long delays at 2^31-1 ms and re-arms until the real expiry', () => {
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    const onExpire = vi.fn();
    const delay = MAX_TIMER_DELAY_MS * 2 + 5000; // about 50 days
    startExpiryTimer(Date.now() + delay, onExpire);

    for (const [, ms] of setTimeoutSpy.mock.calls) expect(ms).toBeLessThanOrEqual(MAX_TIMER_DELAY_MS);
    vi.advanceTimersByTime(MAX_TIMER_DELAY_MS);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MAX_TIMER_DELAY_MS);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(4999);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
    for (const [, ms] of setTimeoutSpy.mock.calls) expect(ms).toBeLessThanOrEqual(MAX_TIMER_DELAY_MS);
    setTimeoutSpy.mockRestore();
  });

  it('never fires once cancelled', () => {
    const onExpire = vi.fn();
    const cancel = startExpiryTimer(Date.now() + MAX_TIMER_DELAY_MS + 10, onExpire);
    vi.advanceTimersByTime(MAX_TIMER_DELAY_MS);
    cancel();
    vi.advanceTimersByTime(MAX_TIMER_DELAY_MS);
    expect(onExpire).not.toHaveBeenCalled();
  });
});
