// @vitest-environment happy-dom
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../lib/query-client.ts';
import { storageKeys } from '../lib/storage-keys.ts';
import { makeToken } from '../test/make-token.ts';
import { liveTestToken } from '../test/stub-signed-in-fetch.ts';
import { warmCache } from './warm-cache.ts';

const args = (url: string): LoaderFunctionArgs => ({
  request: new Request(url),
  url: new URL(url),
  pattern: '',
  params: { jobId: 'j-1' },
  context: undefined,
});

afterEach(() => localStorage.clear());

describe('warmCache', () => {
  it('starts the page queries with the app cache when a live session is stored, and does not hold the navigation', () => {
    localStorage.setItem(storageKeys.token, liveTestToken());
    const warm = vi.fn();
    const loaderArgs = args('http://localhost/zara/job-listings/j-1');

    expect(warmCache(warm)(loaderArgs)).toBeNull();
    expect(warm).toHaveBeenCalledWith(queryClient, loaderArgs);
  });

  it('asks nothing without a session or with an expired one: the guard sends the visitor to sign in', () => {
    const warm = vi.fn();
    expect(warmCache(warm)(args('http://localhost/analytics'))).toBeNull();
    localStorage.setItem(storageKeys.token, makeToken({ exp: Math.floor(Date.now() / 1000) - 60, user_id: 'u-1' }));
    expect(warmCache(warm)(args('http://localhost/analytics'))).toBeNull();
    expect(warm).not.toHaveBeenCalled();
    // Reading the token did not end anything: the stored session is left to the guard.
    expect(localStorage.getItem(storageKeys.token)).not.toBeNull();
  });
});
