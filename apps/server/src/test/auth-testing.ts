import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

// The app of the account suites (auth.test.ts, request-hygiene.test.ts): a fresh app with no user,
// and a POST as an anonymous or signed-in caller.

/** Registers the suite's beforeAll/afterAll; `t()` reads the app they made. */
export const useAuthApp = () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  return {
    t: () => t,
    post: (url: string, payload: unknown, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url, payload: payload as object, headers }),
  };
};
