// The countries "Write it for me" (job-draft-template.ts) recognises in a location: the benefits people
// there expect to read about and the currency their salaries are paid in.

export type Country = {
  currency: string;
  benefits: [string, string, string];
  names: string[];
  matches?: (location: string) => boolean;
};

const countries: Country[] = [
  {
    names: [
      'india',
      'bengaluru',
      'bangalore',
      'mumbai',
      'delhi',
      'new delhi',
      'gurugram',
      'gurgaon',
      'noida',
      'pune',
      'hyderabad',
      'chennai',
      'kolkata',
      'ahmedabad',
      'jaipur',
      'kochi',
    ],
    currency: 'INR',
    benefits: [
      'Group health insurance for you, your spouse, children and parents',
      'Provident Fund and gratuity',
      'Paid leave plus national and festival holidays',
    ],
  },
  {
    names: [
      'uk',
      'united kingdom',
      'england',
      'scotland',
      'wales',
      'northern ireland',
      'london',
      'manchester',
      'leeds',
      'bristol',
      'birmingham',
      'edinburgh',
      'glasgow',
      'cambridge',
      'oxford',
      'liverpool',
      'cardiff',
      'belfast',
    ],
    currency: 'GBP',
    benefits: [
      '25 days’ holiday plus bank holidays',
      'Workplace pension with employer contributions',
      'Private medical insurance',
    ],
  },
  {
    names: [
      'germany',
      'deutschland',
      'berlin',
      'munich',
      'münchen',
      'hamburg',
      'frankfurt',
      'cologne',
      'köln',
      'stuttgart',
      'düsseldorf',
      'leipzig',
    ],
    currency: 'EUR',
    benefits: [
      '30 days of paid holiday',
      'Company pension scheme with an employer contribution',
      'A Deutschlandticket or a mobility budget',
    ],
  },
  {
    names: ['canada', 'toronto', 'vancouver', 'montreal', 'montréal', 'ottawa', 'calgary'],
    currency: 'CAD',
    benefits: ['Extended health and dental coverage', 'RRSP matching', 'Paid vacation and personal days'],
  },
  {
    names: ['australia', 'sydney', 'melbourne', 'brisbane', 'perth', 'adelaide'],
    currency: 'AUD',
    benefits: ['Superannuation on top of your salary', 'Paid parental leave', 'Annual leave plus a paid wellbeing day'],
  },
  {
    names: [
      'usa',
      'us',
      'united states',
      'america',
      'new york',
      'nyc',
      'san francisco',
      'seattle',
      'austin',
      'boston',
      'chicago',
      'los angeles',
      'denver',
      'atlanta',
      'miami',
    ],
    // 'Austin, TX': a state's two letters after a comma.
    matches: (location) => /,\s*(?!UK\b)[A-Z]{2}$/.test(location.trim()),
    currency: 'USD',
    benefits: [
      'Medical, dental and vision insurance',
      '401(k) plan with a company match',
      'Paid time off, paid holidays and paid parental leave',
    ],
  },
  {
    names: [
      'france',
      'paris',
      'netherlands',
      'amsterdam',
      'spain',
      'madrid',
      'barcelona',
      'ireland',
      'dublin',
      'italy',
      'milan',
      'portugal',
      'lisbon',
      'austria',
      'vienna',
      'belgium',
      'brussels',
    ],
    currency: 'EUR',
    benefits: ['Generous paid holiday on top of public holidays', 'Health insurance', 'Pension contributions'],
  },
];

const anywhere: Country = {
  names: [],
  currency: '',
  benefits: ['Health insurance', 'Paid time off on top of public holidays', 'A retirement savings plan'],
};

/** ' words of the text ' in lower case, so that a name is found only as whole words. */
export const wordsOf = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
export const hasAny = (words: string, names: string[]) => names.some((name) => words.includes(` ${name} `));

export const countryOf = (location: string): Country => {
  const words = wordsOf(location);
  return countries.find((country) => hasAny(words, country.names) || country.matches?.(location) === true) ?? anywhere;
};
