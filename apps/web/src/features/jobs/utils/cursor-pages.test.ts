import { describe, expect, it } from 'vitest';
import { currentCursor, FIRST_PAGE, pageIndex, showingText, toNextPage, toPreviousPage } from './cursor-pages.ts';

describe('the cursor stack of the job list', () => {
  it('goes forward with the next cursor and back by dropping it', () => {
    expect([pageIndex(FIRST_PAGE), currentCursor(FIRST_PAGE)]).toEqual([0, undefined]);
    const third = toNextPage(toNextPage(FIRST_PAGE, 'c20'), 'c40');
    expect([pageIndex(third), currentCursor(third)]).toEqual([2, 'c40']);
    const second = toPreviousPage(third);
    expect([pageIndex(second), currentCursor(second)]).toEqual([1, 'c20']);
    expect(toPreviousPage(toPreviousPage(second))).toEqual(FIRST_PAGE);
    // The stack is never changed in place (it lives in the history entry).
    expect(third).toEqual(['c20', 'c40']);
  });

  it("says which jobs are shown: 'Showing 21–40 of 57'", () => {
    expect(showingText({ pageIndex: 0, pageSize: 20, shown: 20, total: 57 })).toBe('Showing 1–20 of 57');
    expect(showingText({ pageIndex: 1, pageSize: 20, shown: 20, total: 57 })).toBe('Showing 21–40 of 57');
    expect(showingText({ pageIndex: 2, pageSize: 20, shown: 17, total: 57 })).toBe('Showing 41–57 of 57');
    expect(showingText({ pageIndex: 49, pageSize: 20, shown: 20, total: 1000 })).toBe('Showing 981–1,000 of 1,000');
    expect(showingText({ pageIndex: 0, pageSize: 20, shown: 0, total: 0 })).toBe('');
  });
});
