import { userTimeZone } from '../../../lib/user-time-zone.ts';

/** Every IANA zone the browser knows, the browser's own first (UTC added when the list leaves it out). */
export const timeZoneOptions = (): { value: string; label: string }[] => {
  const own = userTimeZone() ?? 'UTC';
  let all: string[];
  try {
    all = Intl.supportedValuesOf('timeZone');
  } catch {
    all = [];
  }
  const rest = [...new Set([...all, 'UTC'])].filter((zone) => zone !== own).sort();
  return [{ value: own, label: `${own} (this browser)` }, ...rest.map((zone) => ({ value: zone, label: zone }))];
};
