import { useEffect } from 'react';
import { useMatches } from 'react-router';

export type RouteHandle = { title: string };

const PRODUCT = 'AgentDesk';

/** 'Conversations · AgentDesk' from the deepest route that names itself; the product alone otherwise. */
export const documentTitle = (handles: unknown[]): string => {
  const title = handles
    .map((handle) => (handle as Partial<RouteHandle> | undefined)?.title)
    .filter((value): value is string => typeof value === 'string')
    .at(-1);
  return title === undefined ? PRODUCT : `${title} · ${PRODUCT}`;
};

/** Keeps the tab's title on the page shown, so tabs, history and screen readers name it (WCAG 2.4.2). */
export const useDocumentTitle = () => {
  const title = documentTitle(useMatches().map((match) => match.handle));
  useEffect(() => {
    document.title = title;
  }, [title]);
};
