// Which time zones an interviewer or a candidate may have, and the names they are shown by: the
// IANA names the runtime's Intl knows (through Luxon), written canonically (Asia/Kolkata, never the
// Asia/Calcutta Node's ICU reports) from the tz database's links as countries-and-timezones lists them.
import { getAllTimezones } from 'countries-and-timezones';
import { IANAZone } from 'luxon';

// Asking Intl builds a formatter each time; the zones it knew are kept (a few hundred at most, as names are not case-sensitive).
const knownZones = new Set<string>();

/**
 * Whether `zone` names an IANA time zone this runtime knows ("Europe/London", or a link such as
 * "Asia/Calcutta"). Offsets ("+05:30") are refused: they do not follow daylight saving.
 */
export const isValidTimeZone = (zone: string): boolean => {
  if (typeof zone !== 'string' || !/^[A-Za-z]/.test(zone)) return false;
  const key = zone.toLowerCase();
  if (knownZones.has(key)) return true;
  const isKnown = IANAZone.isValidZone(zone);
  if (isKnown) knownZones.add(key);
  return isKnown;
};

const database = getAllTimezones({ deprecated: true });

/**
 * The name a zone is shown by. A link is followed to its zone when it only renames it, for the
 * same countries (Asia/Calcutta → Asia/Kolkata, Europe/Kiev → Europe/Kyiv, US/Eastern →
 * America/New_York); a link to a zone shared with other countries (Europe/Amsterdam →
 * Europe/Brussels since 2022) keeps its own name, as a Dutch candidate looks for Amsterdam.
 * Coordinated time is UTC, however it was named (Etc/UTC, Etc/Universal, Zulu).
 */
const shownName = (name: string): string => {
  const entry = database[name as keyof typeof database];
  if (name === 'UTC' || name === 'Etc/UTC') return 'UTC';
  if (!entry?.aliasOf) return name;
  const target = database[entry.aliasOf];
  if (!target) return name;
  const sameCountries =
    entry.countries.length === target.countries.length &&
    entry.countries.every((country) => target.countries.includes(country));
  return sameCountries ? shownName(target.name) : name;
};

// Every name, lower-cased, to its canonical spelling: the database's and the runtime's.
const canonicalByKey = new Map<string, string>();
for (const name of [...Object.keys(database), ...Intl.supportedValuesOf('timeZone')])
  if (isValidTimeZone(name)) canonicalByKey.set(name.toLowerCase(), shownName(name));

/**
 * The canonical IANA name of a zone given by any of its names, in any case ("asia/calcutta" →
 * "Asia/Kolkata"), or null when it names none (an offset, a typo, a name this runtime lacks).
 */
export const canonicalTimeZone = (zone: string | null | undefined): string | null => {
  if (typeof zone !== 'string' || zone.length > 64) return null;
  const known = canonicalByKey.get(zone.trim().toLowerCase());
  if (known) return known;
  return isValidTimeZone(zone.trim()) ? zone.trim() : null;
};

/** The zones a picker offers: each canonical name once, sorted (UTC first). */
export const canonicalTimeZones: readonly string[] = [
  'UTC',
  ...[...new Set(canonicalByKey.values())]
    .filter((name) => name !== 'UTC' && name.includes('/') && !name.startsWith('Etc/'))
    .sort(),
];
