import type { Locator } from 'playwright-core';

/**
 * The lines of list rows that a user would see cut: outside their row's box, or clipped by their
 * own overflow (a descender lost: 'Ananya Iyer' reading 'Ananva Iver'). Empty when every row reads whole.
 */
export const clippedLines = (rows: Locator): Promise<string[]> =>
  rows.evaluateAll((elements) =>
    elements.flatMap((row) => {
      const box = row.getBoundingClientRect();
      const found: string[] = [];
      for (const line of Array.from(row.querySelectorAll<HTMLElement>('span, p, time'))) {
        const rect = line.getBoundingClientRect();
        // Not drawn, or text for screen readers only (a 1 px clipped box).
        if (rect.height <= 1 || rect.width <= 1) continue;
        // Inside the row, and no taller than the box it is cut to.
        if (rect.bottom > box.bottom + 0.5 || rect.top < box.top - 0.5) found.push(`outside: ${line.textContent}`);
        if (line.scrollHeight > line.clientHeight + 1 && getComputedStyle(line).overflow === 'hidden')
          found.push(`clipped: ${line.textContent}`);
      }
      return found;
    }),
  );
