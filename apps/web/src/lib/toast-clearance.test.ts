// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { measureToastClearance, TOAST_CLEARANCE_ATTRIBUTE } from './toast-clearance.ts';

const header = (box: { top: number; height: number }) => {
  const element = document.createElement('header');
  element.setAttribute(TOAST_CLEARANCE_ATTRIBUTE, '');
  element.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: box.top, width: 375, height: box.height });
  document.body.append(element);
  return element;
};

describe('measureToastClearance', () => {
  afterEach(() => document.body.replaceChildren());

  it('is the lowest bottom edge of the marked headers at the top of the screen', () => {
    header({ top: 0, height: 56 });
    header({ top: 56, height: 120 });
    expect(measureToastClearance()).toBe(176);
  });

  it('leaves out hidden headers, headers scrolled away and anything in the lower half', () => {
    header({ top: 0, height: 0 });
    header({ top: -200, height: 120 });
    header({ top: window.innerHeight * 0.75, height: 48 });
    expect(measureToastClearance()).toBe(0);
    header({ top: -40, height: 100 });
    expect(measureToastClearance()).toBe(60);
  });
});
