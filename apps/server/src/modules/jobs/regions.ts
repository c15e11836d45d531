import worldCountries from 'world-countries';

// Remote jobs open to a region rather than a country ("Remote (Europe)", "Remote, EU"): the
// countries applicants may live in, which Google asks of every remote JobPosting
// (applicantLocationRequirements, one Country each).

export type RegionCountry = { code: string; name: string };

/** The European Union's members (world-countries knows continents, not unions). */
const EU = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
];

type Country = (typeof worldCountries)[number];
const byCodes = (codes: string[]) => (country: Country) => codes.includes(country.cca2);

/** Region names as people write them in a location, most specific first. */
const regions: [RegExp, (country: Country) => boolean][] = [
  [/\b(eu|european union)\b/i, byCodes(EU)],
  [
    /\b(latin america|latam)\b/i,
    (country) => ['South America', 'Central America', 'Caribbean'].includes(country.subregion) || country.cca2 === 'MX',
  ],
  [/\bnorth america\b/i, (country) => country.subregion === 'North America'],
  [/\bsouth america\b/i, (country) => country.subregion === 'South America'],
  [/\b(europe|european)\b/i, (country) => country.region === 'Europe'],
  [/\b(apac|asia[- ]pacific)\b/i, (country) => country.region === 'Asia' || country.region === 'Oceania'],
  [/\basia\b/i, (country) => country.region === 'Asia'],
  [/\bafrica\b/i, (country) => country.region === 'Africa'],
  [/\boceania\b/i, (country) => country.region === 'Oceania'],
  [/\bamericas\b/i, (country) => country.region === 'Americas'],
];

/** The countries of the first region a location names ('Remote (Europe)' → Europe's), or [] when it names none. */
export const countriesOfRegion = (location: string): RegionCountry[] => {
  const matches = regions.find(([pattern]) => pattern.test(location))?.[1];
  if (matches === undefined) return [];
  return worldCountries
    .filter((country) => country.independent !== false && matches(country))
    .map((country) => ({ code: country.cca2, name: country.name.common }))
    .sort((a, b) => a.name.localeCompare(b.name));
};
