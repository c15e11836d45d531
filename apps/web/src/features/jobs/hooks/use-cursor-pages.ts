import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  currentCursor,
  FIRST_PAGE,
  pageIndex,
  toNextPage,
  toPreviousPage,
  type CursorStack,
} from '../utils/cursor-pages.ts';

type SavedPages = { filterKey: string; cursors: CursorStack };
type LocationState = { jobPages?: SavedPages } | null;

/**
 * The page of the list shown, as a stack of cursors. It lives in the history entry's state, so
 * coming Back from a job returns to the same page, and any change of the address's filter (a new
 * entry without that state, or another filterKey) starts again at the first page.
 */
export const useCursorPages = (filterKey: string) => {
  const location = useLocation();
  const navigate = useNavigate();
  const saved = (location.state as LocationState)?.jobPages;
  const cursors = saved?.filterKey === filterKey ? saved.cursors : FIRST_PAGE;

  const go = useCallback(
    (next: CursorStack) =>
      void navigate(
        { pathname: location.pathname, search: location.search },
        {
          replace: true,
          preventScrollReset: true,
          state: { ...(location.state as object | null), jobPages: { filterKey, cursors: next } },
        },
      ),
    [navigate, location.pathname, location.search, location.state, filterKey],
  );

  return {
    pageIndex: pageIndex(cursors),
    cursor: currentCursor(cursors),
    toNext: (nextCursor: string) => go(toNextPage(cursors, nextCursor)),
    toPrevious: () => go(toPreviousPage(cursors)),
    toFirst: () => go(FIRST_PAGE),
  };
};
