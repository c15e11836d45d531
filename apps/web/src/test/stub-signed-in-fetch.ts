import { afterEach, beforeEach, vi } from 'vitest';
import { storageKeys } from '../lib/storage-keys.ts';
import { makeToken } from './make-token.ts';

/** A token that lives for another hour. */
export const liveTestToken = () => makeToken({ exp: Math.floor(Date.now() / 1000) + 3600, user_id: 'u-1' });

/**
 * For the tests of one describe block: a live session in storage and `fetch` replaced by the
 * returned mock, both undone after each test.
 */
export const stubSignedInFetch = () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem(storageKeys.token, liveTestToken());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    localStorage.clear();
  });
  return fetchMock;
};
