import type { EmploymentType, JobBrief, JobForm, Seniority, WorkplaceType } from '@agentdesk/shared';
import { families, type Family } from './job-draft-families.ts';

// "Write it for me" without a language model: a whole job description from a short brief, written
// from phrases chosen by the kind of role (read from the title and department), its seniority, its
// work mode, its employment type, the country of its location and the skills named. The same brief
// always gives the same draft, and every sentence reads on its own, whatever is left empty.

type LevelPhrases = {
  /** The must-have about experience; `{field}` is the family's. */
  experience: string;
  responsibilities: string[];
  /** A sentence of the summary ('' for none); `{team}` is the department or 'the team'. */
  summary: string;
  niceToHave?: string;
};

const levels: Record<Seniority | 'unset', LevelPhrases> = {
  internship: {
    experience: 'Currently studying towards, or recently graduated from, a degree or course in a related field',
    responsibilities: ['Learn from an experienced mentor and take on real work from your first weeks'],
    summary: 'It is a chance to learn the craft alongside experienced colleagues, on work that matters.',
    niceToHave: 'Personal, university or volunteer projects you can tell us about',
  },
  entry: {
    experience: 'Up to 2 years of experience in {field}, or a relevant degree, course or project work',
    responsibilities: ['Learn quickly from feedback and take on more ownership as you grow'],
    summary: 'You will learn from experienced colleagues and take on more responsibility as you grow.',
    niceToHave: 'Personal, university or volunteer projects you can tell us about',
  },
  mid: {
    experience: '3+ years of experience in {field}',
    responsibilities: ['Own pieces of work from start to finish with little supervision'],
    summary: 'You will own your work from start to finish and help shape how {team} works.',
  },
  senior: {
    experience: '5+ years of experience in {field}',
    responsibilities: ['Take the lead on the most complex work and mentor other members of the team'],
    summary: 'As a senior member of {team}, you will take on the hardest problems and help others grow.',
    niceToHave: 'Experience mentoring or coaching others',
  },
  lead: {
    experience: '7+ years of experience in {field}, including leading a team or a major project',
    responsibilities: [
      'Lead the team day to day: plan the work, review it and unblock others',
      'Mentor team members and set the standard for quality',
    ],
    summary: 'You will lead {team} day to day, setting its direction and its standard for quality.',
    niceToHave: 'Experience hiring for your team',
  },
  manager: {
    experience: '6+ years of experience in {field}, including at least 2 years managing people',
    responsibilities: [
      'Hire, coach and grow the team, with regular one-to-ones and clear goals',
      'Agree the team’s priorities with stakeholders and report on progress',
    ],
    summary: 'You will build and manage {team}: hiring, coaching and setting clear goals.',
    niceToHave: 'Experience building a team from the ground up',
  },
  director: {
    experience: '10+ years of experience in {field}, including leading managers and several teams',
    responsibilities: [
      'Set the strategy and goals of {team} and see them through',
      'Lead and develop managers and their teams',
    ],
    summary: 'You will set the strategy of {team} and lead its managers and teams.',
    niceToHave: 'Experience leading through fast growth or change',
  },
  executive: {
    experience: '15+ years of experience in {field}, with a record as a senior leader',
    responsibilities: [
      'Own the strategy, budget and results of {team}',
      'Represent {team} to the leadership team and the board',
    ],
    summary: 'As part of the leadership team, you will own the strategy, budget and results of {team}.',
    niceToHave: 'Board-level or investor-facing experience',
  },
  unset: {
    experience: 'Proven experience in {field}',
    responsibilities: ['Own your work from start to finish and keep the team informed'],
    summary: '',
  },
};

type Country = {
  currency: string;
  benefits: [string, string, string];
  names: string[];
  matches?: (location: string) => boolean;
};

// Benefits people in each country expect to read about; the currency its salaries are paid in.
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
const wordsOf = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
const hasAny = (words: string, names: string[]) => names.some((name) => words.includes(` ${name} `));

const familyOf = (brief: JobBrief): Family => {
  const order = Object.keys(families) as Family[];
  // The title says more than the department ('Data Engineer' in Engineering is a data role).
  for (const text of [brief.title, brief.department]) {
    const found = order.find((family) => hasAny(wordsOf(text), families[family].words));
    if (found !== undefined) return found;
  }
  return 'general';
};

const countryOf = (location: string): Country => {
  const words = wordsOf(location);
  return countries.find((country) => hasAny(words, country.names) || country.matches?.(location) === true) ?? anywhere;
};

/** 'a', 'b and c'. */
const joinAnd = (items: string[], last = 'and') =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`;

/** 'an' before a vowel sound: 'an Engineer', 'an SEO Specialist', 'a UX Designer', 'a Unity Developer'. */
const article = (phrase: string) => {
  const word = phrase.split(/\s+/)[0] ?? '';
  if (/^[A-Z]{2,}\b/.test(word)) return /^[AEFHILMNORSX]/.test(word) ? 'an' : 'a';
  return /^(uni|use|usu|eu|one|ux)/i.test(word) || !/^[aeiou]/i.test(word) ? 'a' : 'an';
};

const sentence = (text: string) => (text === '' ? '' : `${text[0]!.toUpperCase()}${text.slice(1)}`);

/** 'the Engineering team', 'the Platform Team', 'the team'. */
const teamOf = (department: string) =>
  department === '' ? 'the team' : /\bteam$/i.test(department) ? `the ${department}` : `the ${department} team`;

/** Where the work is, without a leading 'Remote' ('Remote (EU)' is 'EU'); '' for anywhere. */
const placeOf = (location: string) =>
  location
    .replace(/^\s*(remote|anywhere)\b\s*[-–—,:(]?\s*/i, '')
    .replace(/\)\s*$/, '')
    .trim();

/** 'the EU', 'the UK', but 'India'. */
const countryName = (place: string) =>
  /^(EU|UK|US|USA|UAE|Netherlands|Philippines)$/i.test(place) ? `the ${place}` : place;

/** The office's town: 'Leeds' of 'Leeds, UK'. */
const officeOf = (place: string) => place.split(',')[0]!.trim();

const placePhrases: Record<WorkplaceType, (place: string) => string> = {
  on_site: (place) => (place === '' ? '' : ` in ${place}`),
  hybrid: (place) => (place === '' ? ', on a hybrid schedule' : ` in ${place}, on a hybrid schedule`),
  remote: (place) => (place === '' ? ', working fully remotely' : `, working remotely from ${countryName(place)}`),
};

const employmentSentences: Record<EmploymentType, string> = {
  full_time: 'This is a full-time, permanent position.',
  part_time: 'This is a part-time, permanent position.',
  contract: 'This is a fixed-term contract.',
  temporary: 'This is a temporary position.',
  internship: 'This is an internship, with structured support from your first day.',
};

const workModeResponsibility: Record<WorkplaceType, (place: string) => string | null> = {
  on_site: () => null,
  hybrid: (place) =>
    `Work with the team in ${place === '' ? 'the office' : `the ${officeOf(place)} office`} on shared office days`,
  remote: () => 'Collaborate with colleagues across locations, mostly in writing and over video calls',
};

const workModeRequirement: Record<WorkplaceType, (place: string) => string> = {
  on_site: (place) => (place === '' ? 'Able to work on site every working day' : `Able to work on site in ${place}`),
  hybrid: (place) =>
    place === ''
      ? 'Able to come to the office on shared office days'
      : `Able to reach the ${officeOf(place)} office on shared office days`,
  remote: (place) =>
    place === ''
      ? 'A quiet place to work and a reliable internet connection'
      : `Able to work from ${countryName(place)}, with a quiet place to work and a reliable internet connection`,
};

const employmentRequirement: Partial<Record<EmploymentType, string>> = {
  part_time: 'Available for regular part-time hours agreed with the team',
  contract: 'Available to start within a few weeks and for the length of the contract',
  temporary: 'Available for the whole period of the assignment',
};

const communication: Record<WorkplaceType, string> = {
  on_site: 'Clear spoken and written communication, and the habit of raising problems early',
  hybrid: 'Clear spoken and written communication, and the habit of raising problems early',
  remote: 'Clear written communication: much of our collaboration happens in writing',
};

const workModeBenefit: Record<WorkplaceType, string> = {
  on_site: 'A commuting allowance',
  hybrid: 'Hybrid working: office days with the team, the rest from home',
  remote: 'A home-office budget for your desk, chair and equipment',
};

const benefitsOf = (brief: JobBrief, country: Country): string[] => {
  const flexible = 'Flexible working hours';
  switch (brief.employment_type) {
    case 'contract':
    case 'temporary':
      return ['A competitive rate, paid monthly', flexible, workModeBenefit[brief.workplace_type]];
    case 'internship':
      return [
        'A dedicated mentor and regular feedback',
        flexible,
        workModeBenefit[brief.workplace_type],
        'The chance of a permanent role at the end',
      ];
    case 'part_time':
      return [
        ...country.benefits,
        workModeBenefit[brief.workplace_type],
        'Holiday and benefits pro rata to your hours',
      ];
    case 'full_time':
      return [
        ...country.benefits,
        workModeBenefit[brief.workplace_type],
        'A yearly learning budget for courses, books and conferences',
      ];
  }
};

/** 'Experience with Kafka', or 'Familiarity with Redis, Kafka or RabbitMQ' for a group. */
const extraSkillLines = (skills: string[]): string[] => {
  if (skills.length <= 3) return skills.map((skill) => `Experience with ${skill}`);
  const groups: string[][] = [];
  for (let index = 0; index < skills.length; index += 3) groups.push(skills.slice(index, index + 3));
  return groups.map((group) =>
    group.length === 1 ? `Experience with ${group[0]}` : `Familiarity with ${joinAnd(group, 'or')}`,
  );
};

/** A whole draft from a brief: every list and the summary filled; salary, deadline and hiring manager are left to the recruiter. */
export const writeJobDraftFromTemplate = (brief: JobBrief): JobForm => {
  const family = families[familyOf(brief)];
  const level = levels[brief.seniority ?? 'unset'];
  const country = countryOf(brief.location);
  const place = placeOf(brief.location);
  const team = teamOf(brief.department);
  const fill = (text: string) => text.replaceAll('{field}', family.field).replaceAll('{team}', team);
  // The first three skills named are the core of the role, the rest nice to have.
  const core = brief.skills.slice(0, 3);
  const extra = brief.skills.slice(3);
  const hasSkills = core.length > 0;
  const isJunior = brief.seniority === 'internship' || brief.seniority === 'entry';

  const summary = [
    `We are looking for ${article(brief.title)} ${brief.title} to join ${team}${placePhrases[brief.workplace_type](place)}.`,
    `You will ${family.purpose}${hasSkills ? `, working with ${joinAnd(core)}` : ''}.`,
    sentence(fill(level.summary)),
    employmentSentences[brief.employment_type],
  ].filter((part) => part !== '');

  const responsibilities = [
    ...family.responsibilities,
    ...level.responsibilities.map(fill),
    ...(hasSkills
      ? [`Use ${joinAnd(core)} every day, and help the team get the most out of ${core.length === 1 ? 'it' : 'them'}`]
      : []),
    workModeResponsibility[brief.workplace_type](place),
  ].filter((item): item is string => item !== null);

  const requirements = [
    fill(level.experience),
    ...(hasSkills ? [`${isJunior ? 'Working knowledge of' : 'Hands-on experience with'} ${joinAnd(core)}`] : []),
    family.requirement,
    communication[brief.workplace_type],
    workModeRequirement[brief.workplace_type](place),
    ...(employmentRequirement[brief.employment_type] !== undefined
      ? [employmentRequirement[brief.employment_type]!]
      : []),
  ];

  const niceToHave = [
    ...extraSkillLines(extra),
    ...family.niceToHave,
    ...(level.niceToHave !== undefined ? [level.niceToHave] : []),
  ];

  return {
    title: brief.title,
    department: brief.department,
    location: brief.location,
    employment_type: brief.employment_type,
    workplace_type: brief.workplace_type,
    seniority: brief.seniority,
    salary_min: null,
    salary_max: null,
    salary_currency: country.currency,
    summary: summary.join(' '),
    responsibilities: responsibilities.slice(0, 7),
    requirements,
    nice_to_have: niceToHave,
    skills: hasSkills ? brief.skills : family.skills,
    benefits: benefitsOf(brief, country),
    application_deadline: null,
    openings: 1,
    hiring_manager: '',
  };
};
