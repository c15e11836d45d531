import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { storageKeys } from '../lib/storage-keys.ts';
import { FetchBackedXhr } from './fetch-backed-xhr.ts';
import { makeToken } from './make-token.ts';

/**
 * The common frame of a screen's tests: a signed-in session and a stubbed fetch (for a fake
 * server, which also answers uploads sent with XMLHttpRequest) before each test; everything
 * undone, and every mock's calls forgotten, after it.
 */
export const setUpScreenTests = () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('XMLHttpRequest', FetchBackedXhr);
    localStorage.setItem(storageKeys.token, makeToken({ exp: Math.floor(Date.now() / 1000) + 3600, user_id: 'u-1' }));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    vi.clearAllMocks();
    localStorage.clear();
    sessionStorage.clear();
  });
  return fetchMock;
};
