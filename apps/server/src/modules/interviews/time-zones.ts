// Which time zones an interviewer may have: the IANA names the runtime's Intl knows, through Luxon.
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
