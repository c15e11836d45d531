import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The address's query and a way to change it. The router renders a navigation in a
 * transition and its own setter builds on the params of the last render, so two quick
 * changes (period, then direction) would drop the first; this builds on the address last
 * asked for instead.
 */
export const useSearchParamsUpdater = () => {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void, options: { replace?: boolean } = { replace: true }) => {
      const next = new URLSearchParams(latest.current);
      change(next);
      latest.current = next;
      setParams(next, options);
    },
    [setParams],
  );
  /** Sets one parameter; an empty value, or the value the screen assumes anyway, removes it. */
  const setParam = useCallback(
    (key: string, value: string | undefined, defaultValue?: string) =>
      update((next) => {
        if (value === undefined || value === '' || value === defaultValue) next.delete(key);
        else next.set(key, value);
      }),
    [update],
  );
  return { params, update, setParam };
};
