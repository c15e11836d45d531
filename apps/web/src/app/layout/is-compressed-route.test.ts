// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { isCompressedRoute } from './is-compressed-route.ts';

describe('isCompressedRoute', () => {
  it.each(['/conversations', '/zara/conversations', '/inbox', '/inbox/', '/conversations/'])(
    'forces %s compressed',
    (path) => {
      expect(isCompressedRoute(path)).toBe(true);
    },
  );

  it.each(['/analytics', '/zara/analytics', '/zara', '/knowledge-base', '/other/conversations', '/'])(
    'leaves %s alone',
    (path) => {
      expect(isCompressedRoute(path)).toBe(false);
    },
  );
});
