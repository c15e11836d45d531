import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.ts';

const KEY = 'an-encryption-key-of-at-least-32-characters';

describe('secret box', () => {
  it('opens what it sealed, with a fresh IV each time, and never shows the secret', () => {
    const box = createSecretBox(KEY);
    const first = box.seal('key_workspace_secret_1234');
    const second = box.seal('key_workspace_secret_1234');
    expect(first).not.toBe(second);
    expect(first).not.toContain('key_workspace_secret');
    expect(first).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(box.open(first)).toBe('key_workspace_secret_1234');
    expect(box.open(second)).toBe('key_workspace_secret_1234');
  });

  it('refuses a value sealed under another key, or altered', () => {
    const sealed = createSecretBox(KEY).seal('key_workspace_secret_1234');
    expect(() => createSecretBox(`${KEY}-other`).open(sealed)).toThrow();
    const [version, iv, tag, body] = sealed.split('.');
    const altered = [version, iv, tag, `${body!.startsWith('A') ? 'B' : 'A'}${body!.slice(1)}`].join('.');
    expect(() => createSecretBox(KEY).open(altered)).toThrow();
    expect(() => createSecretBox(KEY).open('key_in_the_clear')).toThrow('Not a sealed value');
  });
});
