// Writes src/country-data.json: the country list fields of SPEC §3 taken from world-countries.
// Run after upgrading world-countries: node --import tsx packages/shared/scripts/build-country-data.ts
import { writeFileSync } from 'node:fs';
import worldCountries from 'world-countries';
import type { CountryEntry } from '../src/phone.ts';

export const toEntry = (country: (typeof worldCountries)[number]): CountryEntry | null => {
  const { root, suffixes } = country.idd;
  // Antarctica and a few territories have no dialling code: nothing to call.
  if (root === '') return null;
  const [currencyCode, currency] = Object.entries(country.currencies)[0] ?? [];
  const firstNative = Object.values(country.name.native)[0];
  return {
    name: country.name.common,
    local_name: firstNative?.common ?? country.name.common,
    // Several suffixes are area codes under one country code (+1 201, +1 202...): keep the root.
    dial_code: suffixes.length === 1 ? `${root}${suffixes[0] ?? ''}` : root,
    code: country.cca2,
    flag: country.flag,
    currency_name: currency?.name ?? '',
    currency_code: currencyCode ?? '',
    currency_symbol: currency?.symbol ?? '',
  };
};

export const buildCountryData = (): CountryEntry[] =>
  worldCountries
    .map(toEntry)
    .filter((entry) => entry !== null)
    .sort((a, b) => a.code.localeCompare(b.code));

if (process.argv[1]?.endsWith('build-country-data.ts')) {
  writeFileSync(
    new URL('../src/country-data.json', import.meta.url),
    `${JSON.stringify(buildCountryData(), null, 1)}\n`,
  );
  console.log('wrote src/country-data.json');
}
