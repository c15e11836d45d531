// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { trackInputModality } from './input-modality.ts';

describe('trackInputModality', () => {
  let stop = () => {};
  afterEach(() => stop());

  it('marks the page pointer after a press and keyboard after a key, but not after a bare modifier', () => {
    stop = trackInputModality();
    const input = () => document.documentElement.dataset['input'];
    window.dispatchEvent(new Event('pointerdown'));
    expect(input()).toBe('pointer');
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' }));
    expect(input()).toBe('pointer');
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'c', ctrlKey: true }));
    expect(input()).toBe('pointer');
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(input()).toBe('keyboard');
  });
});
