import { vi } from 'vitest';

/**
 * The page laid out at a width (768 px and up is the desktop's list | detail), its panes given a
 * height, since happy-dom lays nothing out and the virtualized list shows the rows that fit.
 */
export const stubLayout = (isDesktop = true) => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: isDesktop,
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
};
