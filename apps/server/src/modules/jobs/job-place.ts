import { countries } from '@agentdesk/shared/phone';
import type { MissingPostingProperty, WorkplaceType } from '@agentdesk/shared';
import { countriesOfRegion } from './regions.ts';

// Where a job is, as Google's JobPosting rules need it: the country of its place (addressCountry),
// or for a remote job the countries applicants may live in (applicantLocationRequirements). A
// location that names no country takes the workspace's default country; without one the job is not
// posted (the publish action says what is missing).

/** Names people write for a country besides its common English one. */
const countryAliases: Record<string, string> = {
  uk: 'GB',
  'united kingdom': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  usa: 'US',
  us: 'US',
  'u.s.': 'US',
  uae: 'AE',
};
const countryByName = new Map<string, { code: string; name: string }>(
  countries.map((country) => [country.name.toLowerCase(), { code: country.code, name: country.name }]),
);
export const countryOfName = (part: string): { code: string; name: string } | null => {
  const key = part.trim().toLowerCase();
  const alias = countryAliases[key];
  if (alias !== undefined) return countries.find((country) => country.code === alias) ?? null;
  return countryByName.get(key) ?? null;
};

/** Where a job is, read from its free-text location ('Bengaluru, India (hybrid)', 'Remote (India)', 'Leeds, UK'). */
export type JobPlace = { locality: string; region: string; country: { code: string; name: string } | null };

export const placeOf = (location: string): JobPlace => {
  const parts = location
    .split(/[,()]/)
    .map((part) => part.trim())
    .filter((part) => part !== '' && !/^(remote|hybrid|on[- ]?site|anywhere)$/i.test(part));
  const countryIndex = parts.findLastIndex((part) => countryOfName(part) !== null);
  const country = countryIndex === -1 ? null : countryOfName(parts[countryIndex]!);
  const places = parts.filter((_, index) => index !== countryIndex);
  return { locality: places[0] ?? '', region: places.length > 1 ? places[1]! : '', country };
};

type Country = { code: string; name: string };

/** Where a job is posted as being: its place (with a country) or, remote, the applicants' countries. */
export type PostingPlace = JobPlace & { applicantCountries: Country[] };

const countryOfCode = (code: string | null): Country | null =>
  code === null ? null : (countries.find((country) => country.code === code) ?? null);

/**
 * The job's place with the workspace's default country filled in where its location names none; a
 * remote job's applicant countries from the location (a country, or a region's countries), else the
 * default country.
 */
export const postingPlaceOf = (
  job: { location: string; workplaceType: WorkplaceType },
  defaultCountry: string | null,
): PostingPlace => {
  const place = placeOf(job.location);
  const fallback = countryOfCode(defaultCountry);
  const country = place.country ?? fallback;
  if (job.workplaceType !== 'remote') return { ...place, country, applicantCountries: [] };
  const named = place.country ? [place.country] : countriesOfRegion(job.location);
  return { ...place, country, applicantCountries: named.length > 0 ? named : fallback ? [fallback] : [] };
};

/** The properties Google requires that the job cannot fill (empty: it can be posted). */
export const missingPostingProperties = (
  job: { title: string; location: string; workplaceType: WorkplaceType; hasDescription: boolean },
  defaultCountry: string | null,
): MissingPostingProperty[] => {
  const place = postingPlaceOf(job, defaultCountry);
  const missing: MissingPostingProperty[] = [];
  if (job.title.trim() === '') missing.push('title');
  if (!job.hasDescription) missing.push('description');
  if (job.workplaceType === 'remote' && place.applicantCountries.length === 0) missing.push('applicant_country');
  if (job.workplaceType !== 'remote' && place.country === null) missing.push('job_country');
  return missing;
};
