import { userTimeZone } from '../../../lib/user-time-zone.ts';

/** Chromium's list still names some zones by their old names: the current IANA names are offered instead. */
const currentNames: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Rangoon': 'Asia/Yangon',
  'Europe/Kiev': 'Europe/Kyiv',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'America/Godthab': 'America/Nuuk',
  'Pacific/Truk': 'Pacific/Chuuk',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Enderbury': 'Pacific/Kanton',
};

const current = (zone: string) => currentNames[zone] ?? zone;

/**
 * Every IANA zone the browser knows by its current name, the browser's own first, with UTC and
 * the zone already chosen (an edited interviewer's) added when the list leaves them out.
 */
export const timeZoneOptions = (chosen?: string): { value: string; label: string }[] => {
  const own = current(userTimeZone() ?? 'UTC');
  let all: string[];
  try {
    all = Intl.supportedValuesOf('timeZone');
  } catch {
    all = [];
  }
  const rest = [...new Set([...all.map(current), 'UTC', ...(chosen === undefined ? [] : [chosen])])]
    .filter((zone) => zone !== own)
    .sort();
  return [{ value: own, label: `${own} (this browser)` }, ...rest.map((zone) => ({ value: zone, label: zone }))];
};
