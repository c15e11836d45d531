// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAVED_MS, SAVING_MS, useSaveStatus } from './use-save-status.ts';

describe('useSaveStatus', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is idle, then saving for 800 ms, then saved for 3 s, then idle', async () => {
    expect(SAVING_MS).toBe(800);
    expect(SAVED_MS).toBe(3000);
    const { result } = renderHook(() => useSaveStatus());
    const action = vi.fn(() => Promise.resolve('ok'));
    expect(result.current.status).toBe('idle');

    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.save(action);
    });
    expect(result.current.status).toBe('saving');
    expect(action).toHaveBeenCalledTimes(1);

    await act(() => vi.advanceTimersByTimeAsync(799));
    expect(result.current.status).toBe('saving');
    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => done);
    expect(result.current.status).toBe('saved');

    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(result.current.status).toBe('saved');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current.status).toBe('idle');
  });

  it('stays saving until a slow request answers', async () => {
    const { result } = renderHook(() => useSaveStatus());
    let finish: () => void = () => undefined;
    const action = () => new Promise<void>((resolve) => (finish = resolve));

    act(() => void result.current.save(action));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(result.current.status).toBe('saving');

    await act(async () => finish());
    expect(result.current.status).toBe('saved');
  });

  it('editing clears Saved at once', async () => {
    const { result } = renderHook(() => useSaveStatus());
    act(() => void result.current.save(() => Promise.resolve()));
    await act(() => vi.advanceTimersByTimeAsync(SAVING_MS));
    expect(result.current.status).toBe('saved');

    act(() => result.current.markEdited());
    expect(result.current.status).toBe('idle');
    // The old timer does not fire into a later save.
    act(() => void result.current.save(() => Promise.resolve()));
    await act(() => vi.advanceTimersByTimeAsync(SAVING_MS));
    await act(() => vi.advanceTimersByTimeAsync(SAVED_MS - 1));
    expect(result.current.status).toBe('saved');
  });

  it('editing while saving ends idle instead of Saved', async () => {
    const { result } = renderHook(() => useSaveStatus());
    act(() => void result.current.save(() => Promise.resolve()));
    act(() => result.current.markEdited());
    expect(result.current.status).toBe('saving');

    await act(() => vi.advanceTimersByTimeAsync(SAVING_MS));
    expect(result.current.status).toBe('idle');
  });

  it('editing while idle changes nothing', () => {
    const { result } = renderHook(() => useSaveStatus());
    act(() => result.current.markEdited());
    expect(result.current.status).toBe('idle');
  });

  it('a failed save goes back to idle and rethrows', async () => {
    const { result } = renderHook(() => useSaveStatus());
    let outcome: Promise<void> = Promise.resolve();
    act(() => {
      outcome = result.current.save(() => Promise.reject(new Error('offline')));
    });
    const settled = outcome.catch((error: unknown) => error);
    await act(() => vi.advanceTimersByTimeAsync(SAVING_MS));
    await expect(settled).resolves.toEqual(new Error('offline'));
    expect(result.current.status).toBe('idle');
  });

  it('ignores a second save while one is in flight', async () => {
    const { result } = renderHook(() => useSaveStatus());
    const action = vi.fn(() => Promise.resolve());
    act(() => void result.current.save(action));
    act(() => void result.current.save(action));
    expect(action).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(SAVING_MS));
  });
});
