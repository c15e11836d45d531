// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resolveRecordingUrl } from './resolve-recording-url.ts';
import { useStableRecordingSrc } from './use-stable-recording-src.ts';

describe('resolveRecordingUrl', () => {
  it('resolves a relative URL against the current origin', () => {
    expect(resolveRecordingUrl('/api/recordings/c-1?exp=1&sig=abc', 'https://desk.example.com')).toBe(
      'https://desk.example.com/api/recordings/c-1?exp=1&sig=abc',
    );
  });

  it('keeps an absolute URL, and gives null for none', () => {
    expect(resolveRecordingUrl('https://cdn.example.com/r.wav', 'https://desk.example.com')).toBe(
      'https://cdn.example.com/r.wav',
    );
    expect(resolveRecordingUrl(null)).toBeNull();
    expect(resolveRecordingUrl('  ')).toBeNull();
  });
});

describe('useStableRecordingSrc', () => {
  it('keeps the first signed URL while only the signature changes', () => {
    const { result, rerender } = renderHook(({ url }) => useStableRecordingSrc(url), {
      initialProps: { url: '/api/recordings/c-1?exp=1&sig=a' },
    });
    const first = result.current;
    expect(first).toBe(`${window.location.origin}/api/recordings/c-1?exp=1&sig=a`);

    rerender({ url: '/api/recordings/c-1?exp=2&sig=b' });
    expect(result.current).toBe(first);
  });

  it('follows a recording that appears or changes', () => {
    const { result, rerender } = renderHook(({ url }) => useStableRecordingSrc(url), {
      initialProps: { url: null as string | null },
    });
    expect(result.current).toBeNull();
    rerender({ url: '/api/recordings/c-1?exp=1&sig=a' });
    expect(result.current).toContain('/api/recordings/c-1');
    rerender({ url: '/api/recordings/c-2?exp=1&sig=a' });
    expect(result.current).toContain('/api/recordings/c-2');
  });
});
