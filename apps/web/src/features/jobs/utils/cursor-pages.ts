/**
 * Where the list is among its pages: the cursors that led to the pages after the first, in order.
 * [] is the first page; the last cursor is the page shown. A stack, since the API only goes forward.
 */
export type CursorStack = readonly string[];

export const FIRST_PAGE: CursorStack = [];

/** The cursor of the page shown (undefined on the first page). */
export const currentCursor = (stack: CursorStack): string | undefined => stack.at(-1);

/** 0 for the first page. */
export const pageIndex = (stack: CursorStack): number => stack.length;

export const toNextPage = (stack: CursorStack, nextCursor: string): CursorStack => [...stack, nextCursor];

export const toPreviousPage = (stack: CursorStack): CursorStack => stack.slice(0, -1);

type Range = { pageIndex: number; pageSize: number; shown: number; total: number };

/** 'Showing 21–40 of 57'; '' when the page is empty. */
export const showingText = ({ pageIndex: index, pageSize, shown, total }: Range): string => {
  if (shown === 0) return '';
  const first = index * pageSize + 1;
  const last = first + shown - 1;
  const format = (count: number) => count.toLocaleString('en-US');
  return `Showing ${format(first)}–${format(last)} of ${format(Math.max(total, last))}`;
};
