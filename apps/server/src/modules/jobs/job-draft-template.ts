import type { EmploymentType, JobBrief, JobForm, Seniority, WorkplaceType } from '@agentdesk/shared';

// "Write it for me" without a language model: a whole job description from a short brief, written
// from phrases chosen by the kind of role (read from the title and department), its seniority, its
// work mode, its employment type, the country of its location and the skills named. The same brief
// always gives the same draft, and every sentence reads on its own, whatever is left empty.

type Family = 'engineering' | 'data' | 'design' | 'product' | 'sales' | 'marketing' | 'support' | 'healthcare' | 'people' | 'finance' | 'operations' | 'general';

type FamilyPhrases = {
  /** Words in a title or department that name the family. */
  words: string[];
  /** 'You will …'. */
  purpose: string;
  /** '5+ years of experience in …'. */
  field: string;
  responsibilities: [string, string, string, string];
  requirement: string;
  niceToHave: [string, string];
  /** Skills for a brief that names none. */
  skills: [string, string, string];
};

// Looked for in this order: 'Data Engineer' is data before engineering, 'Product Designer' design
// before product, 'Product Marketing Manager' marketing, 'Sales Engineer' sales, 'Support Engineer' support,
// 'Customer Care Agent' support before healthcare.
const families: Record<Family, FamilyPhrases> = {
  data: {
    words: ['data', 'analytics', 'analyst', 'machine learning', 'business intelligence', 'scientist'],
    purpose: 'turn data into decisions, building the pipelines, models and reports the business relies on',
    field: 'data analysis or data engineering',
    responsibilities: [
      'Build and maintain data pipelines and models the business can trust',
      'Analyse data to answer open questions and explain the findings clearly',
      'Create dashboards and reports that teams use to make decisions',
      'Keep data accurate, documented and secure',
    ],
    requirement: 'Strong SQL, and the ability to explain numbers to people who are not specialists',
    niceToHave: ['Experience with a modern data stack, such as dbt and a cloud warehouse', 'A grounding in statistics or machine learning'],
    skills: ['SQL', 'Python', 'Data visualisation'],
  },
  design: {
    words: ['design', 'designer', 'ux', 'ui', 'creative', 'illustrator'],
    purpose: 'shape how our product looks, feels and works, from research to polished designs',
    field: 'product or UX design',
    responsibilities: [
      'Run user research and turn what you learn into clear design decisions',
      'Design flows, wireframes and high-fidelity interfaces',
      'Build and look after our design system together with engineering',
      'Test designs with users and improve them on what you hear',
    ],
    requirement: 'A portfolio that shows how you work as well as the finished designs',
    niceToHave: ['Experience designing for accessibility (WCAG)', 'Working knowledge of HTML and CSS'],
    skills: ['Figma', 'User research', 'Prototyping'],
  },
  marketing: {
    words: ['marketing', 'content', 'seo', 'brand', 'communications', 'pr', 'social media', 'copywriter'],
    purpose: 'tell our story well and bring the right people to our door',
    field: 'marketing',
    responsibilities: [
      'Plan and run campaigns across email, social media, search and events',
      'Write and edit content that explains our value clearly',
      'Measure how each channel performs and improve it',
      'Work with sales on messaging and the quality of leads',
    ],
    requirement: 'Excellent writing, and campaigns judged by their numbers',
    niceToHave: ['Experience with marketing automation and analytics tools', 'Video or design skills'],
    skills: ['Copywriting', 'SEO', 'Campaign analytics'],
  },
  sales: {
    words: ['sales', 'account executive', 'business development', 'sdr', 'bdr', 'account manager', 'partnerships'],
    purpose: 'find and win new customers, and grow the accounts we already have',
    field: 'sales',
    responsibilities: [
      'Build a pipeline of qualified prospects through outreach, referrals and events',
      'Run discovery calls and product demos shaped around each customer',
      'Negotiate and close deals, then hand new customers over smoothly',
      'Keep the CRM up to date and forecast accurately',
    ],
    requirement: 'A track record of meeting or beating sales targets',
    niceToHave: ['Experience selling software as a service', 'A network in our target market'],
    skills: ['Prospecting', 'Negotiation', 'CRM'],
  },
  support: {
    words: ['support', 'customer success', 'customer service', 'customer care', 'customer experience', 'helpdesk', 'help desk', 'service desk'],
    purpose: 'help our customers succeed, solving their problems quickly and kindly',
    field: 'customer support or customer success',
    responsibilities: [
      'Answer customer questions by email, chat and phone, quickly and accurately',
      'Investigate and solve problems, bringing in other teams when needed',
      'Write and improve help articles from the questions customers ask',
      'Pass customer feedback on to the product team',
    ],
    requirement: 'Patience, empathy and a calm approach under pressure',
    niceToHave: ['Experience with a help desk tool such as Zendesk or Freshdesk', 'A second language'],
    skills: ['Customer service', 'Troubleshooting', 'Written communication'],
  },
  healthcare: {
    words: ['nurse', 'nursing', 'doctor', 'physician', 'clinical', 'clinician', 'care', 'carer', 'caregiver', 'healthcare', 'health care', 'pharmacist', 'therapist', 'medical', 'hospital', 'midwife', 'paramedic'],
    purpose: 'give patients safe, kind and professional care',
    field: 'a clinical or care setting',
    responsibilities: [
      'Assess, plan and deliver care that puts each patient first',
      'Keep accurate, up-to-date patient records',
      'Work closely with doctors, nurses and the other professionals of the care team',
      'Follow safety, hygiene and safeguarding procedures at all times',
    ],
    requirement: 'The registration or licence your profession requires, in good standing',
    niceToHave: ['Experience in a similar care setting', 'Basic or advanced life support certification'],
    skills: ['Patient care', 'Record keeping', 'Safeguarding'],
  },
  product: {
    words: ['product', 'product manager', 'product owner'],
    purpose: 'decide what we build and why, working closely with engineering, design and customers',
    field: 'product management',
    responsibilities: [
      'Own the roadmap for your area and explain the reasons behind it',
      'Talk to customers regularly and turn their problems into clear requirements',
      'Work with engineering and design to ship, measure and improve features',
      'Set the measures of success for each release and report on them',
    ],
    requirement: 'A record of shipping products that customers use and value',
    niceToHave: ['A technical background, or experience working closely with engineers', 'Experience with product analytics tools'],
    skills: ['Roadmapping', 'User research', 'Product analytics'],
  },
  engineering: {
    words: ['engineer', 'engineering', 'developer', 'software', 'devops', 'sre', 'backend', 'back end', 'frontend', 'front end', 'full stack', 'fullstack', 'qa', 'infrastructure', 'programmer'],
    purpose: 'design, build and run the software our customers rely on',
    field: 'software engineering',
    responsibilities: [
      'Design, build and maintain reliable, well-tested features from idea to production',
      'Review code and share what you know through pairing and clear documentation',
      'Monitor, debug and improve the performance and reliability of our systems',
      'Work with product and design to turn requirements into simple, usable solutions',
    ],
    requirement: 'A solid grasp of software design, automated testing and version control',
    niceToHave: ['Experience with cloud platforms and infrastructure as code', 'Contributions to open-source projects'],
    skills: ['Git', 'Automated testing', 'Code review'],
  },
  people: {
    words: ['hr', 'human resources', 'people', 'talent', 'recruiter', 'recruiting', 'recruitment', 'learning and development'],
    purpose: 'find, grow and look after the people who make the company work',
    field: 'HR, recruiting or people operations',
    responsibilities: [
      'Run hiring from job description to offer, with a good experience for every candidate',
      'Advise managers on people questions, policies and employment law',
      'Plan onboarding, performance reviews and development programmes',
      'Keep people records and processes accurate and confidential',
    ],
    requirement: 'Good knowledge of local employment law and HR practice',
    niceToHave: ['Experience with an applicant tracking system', 'A CIPD or SHRM qualification'],
    skills: ['Recruiting', 'Employee relations', 'Onboarding'],
  },
  finance: {
    words: ['finance', 'financial', 'accounting', 'accountant', 'accounts', 'controller', 'payroll', 'tax', 'audit', 'bookkeeper'],
    purpose: 'keep our finances accurate, compliant and ready for decisions',
    field: 'finance or accounting',
    responsibilities: [
      'Prepare accurate monthly accounts, reconciliations and reports',
      'Manage budgets and forecasts with the head of each team',
      'Make sure we comply with tax and accounting rules',
      'Improve financial processes and controls',
    ],
    requirement: 'A recognised accounting qualification, or good progress towards one',
    niceToHave: ['Experience with ERP or accounting software', 'Experience in a fast-growing company'],
    skills: ['Excel', 'Financial reporting', 'Budgeting'],
  },
  operations: {
    words: ['operations', 'logistics', 'warehouse', 'supply chain', 'driver', 'facilities', 'procurement', 'fulfilment', 'fulfillment', 'dispatch', 'field'],
    purpose: 'keep our operations running smoothly, safely and on time',
    field: 'operations or logistics',
    responsibilities: [
      'Plan and organise the daily work so that deadlines are met',
      'Keep processes safe, compliant and well documented',
      'Track the key figures and find ways to work more efficiently',
      'Work with suppliers, partners and other teams to solve problems quickly',
    ],
    requirement: 'Strong organisation and an eye for detail',
    niceToHave: ['Experience with inventory or planning software', 'A recognised health and safety certificate'],
    skills: ['Planning', 'Process improvement', 'Health and safety'],
  },
  general: {
    words: [],
    purpose: 'make a real difference to how the team works and what it delivers',
    field: 'a similar role',
    responsibilities: [
      'Take ownership of your area and deliver the agreed goals on time',
      'Work closely with colleagues across teams to solve problems',
      'Keep clear records and share progress regularly',
      'Suggest and make improvements to how we work',
    ],
    requirement: 'Strong organisation and attention to detail',
    niceToHave: ['Experience in a similar industry', 'A second language'],
    skills: ['Communication', 'Organisation', 'Problem solving'],
  },
};

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
    responsibilities: ['Lead the team day to day: plan the work, review it and unblock others', 'Mentor team members and set the standard for quality'],
    summary: 'You will lead {team} day to day, setting its direction and its standard for quality.',
    niceToHave: 'Experience hiring for your team',
  },
  manager: {
    experience: '6+ years of experience in {field}, including at least 2 years managing people',
    responsibilities: ['Hire, coach and grow the team, with regular one-to-ones and clear goals', 'Agree the team’s priorities with stakeholders and report on progress'],
    summary: 'You will build and manage {team}: hiring, coaching and setting clear goals.',
    niceToHave: 'Experience building a team from the ground up',
  },
  director: {
    experience: '10+ years of experience in {field}, including leading managers and several teams',
    responsibilities: ['Set the strategy and goals of {team} and see them through', 'Lead and develop managers and their teams'],
    summary: 'You will set the strategy of {team} and lead its managers and teams.',
    niceToHave: 'Experience leading through fast growth or change',
  },
  executive: {
    experience: '15+ years of experience in {field}, with a record as a senior leader',
    responsibilities: ['Own the strategy, budget and results of {team}', 'Represent {team} to the leadership team and the board'],
    summary: 'As part of the leadership team, you will own the strategy, budget and results of {team}.',
    niceToHave: 'Board-level or investor-facing experience',
  },
  unset: {
    experience: 'Proven experience in {field}',
    responsibilities: ['Own your work from start to finish and keep the team informed'],
    summary: '',
  },
};

type Country = { currency: string; benefits: [string, string, string]; names: string[]; matches?: (location: string) => boolean };

// Benefits people in each country expect to read about; the currency its salaries are paid in.
const countries: Country[] = [
  {
    names: ['india', 'bengaluru', 'bangalore', 'mumbai', 'delhi', 'new delhi', 'gurugram', 'gurgaon', 'noida', 'pune', 'hyderabad', 'chennai', 'kolkata', 'ahmedabad', 'jaipur', 'kochi'],
    currency: 'INR',
    benefits: ['Group health insurance for you, your spouse, children and parents', 'Provident Fund and gratuity', 'Paid leave plus national and festival holidays'],
  },
  {
    names: ['uk', 'united kingdom', 'england', 'scotland', 'wales', 'northern ireland', 'london', 'manchester', 'leeds', 'bristol', 'birmingham', 'edinburgh', 'glasgow', 'cambridge', 'oxford', 'liverpool', 'cardiff', 'belfast'],
    currency: 'GBP',
    benefits: ['25 days’ holiday plus bank holidays', 'Workplace pension with employer contributions', 'Private medical insurance'],
  },
  {
    names: ['germany', 'deutschland', 'berlin', 'munich', 'münchen', 'hamburg', 'frankfurt', 'cologne', 'köln', 'stuttgart', 'düsseldorf', 'leipzig'],
    currency: 'EUR',
    benefits: ['30 days of paid holiday', 'Company pension scheme with an employer contribution', 'A Deutschlandticket or a mobility budget'],
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
    names: ['usa', 'us', 'united states', 'america', 'new york', 'nyc', 'san francisco', 'seattle', 'austin', 'boston', 'chicago', 'los angeles', 'denver', 'atlanta', 'miami'],
    // 'Austin, TX': a state's two letters after a comma.
    matches: (location) => /,\s*(?!UK\b)[A-Z]{2}$/.test(location.trim()),
    currency: 'USD',
    benefits: ['Medical, dental and vision insurance', '401(k) plan with a company match', 'Paid time off, paid holidays and paid parental leave'],
  },
  {
    names: ['france', 'paris', 'netherlands', 'amsterdam', 'spain', 'madrid', 'barcelona', 'ireland', 'dublin', 'italy', 'milan', 'portugal', 'lisbon', 'austria', 'vienna', 'belgium', 'brussels'],
    currency: 'EUR',
    benefits: ['Generous paid holiday on top of public holidays', 'Health insurance', 'Pension contributions'],
  },
];

const anywhere: Country = { names: [], currency: '', benefits: ['Health insurance', 'Paid time off on top of public holidays', 'A retirement savings plan'] };

/** ' words of the text ' in lower case, so that a name is found only as whole words. */
const wordsOf = (text: string) => ` ${text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `;
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
const joinAnd = (items: string[], last = 'and') => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`);

/** 'an' before a vowel sound: 'an Engineer', 'an SEO Specialist', 'a UX Designer', 'a Unity Developer'. */
const article = (phrase: string) => {
  const word = phrase.split(/\s+/)[0] ?? '';
  if (/^[A-Z]{2,}\b/.test(word)) return /^[AEFHILMNORSX]/.test(word) ? 'an' : 'a';
  return /^(uni|use|usu|eu|one|ux)/i.test(word) || !/^[aeiou]/i.test(word) ? 'a' : 'an';
};

const sentence = (text: string) => (text === '' ? '' : `${text[0]!.toUpperCase()}${text.slice(1)}`);

/** 'the Engineering team', 'the Platform Team', 'the team'. */
const teamOf = (department: string) => (department === '' ? 'the team' : /\bteam$/i.test(department) ? `the ${department}` : `the ${department} team`);

/** Where the work is, without a leading 'Remote' ('Remote (EU)' is 'EU'); '' for anywhere. */
const placeOf = (location: string) =>
  location
    .replace(/^\s*(remote|anywhere)\b\s*[-–—,:(]?\s*/i, '')
    .replace(/\)\s*$/, '')
    .trim();

/** 'the EU', 'the UK', but 'India'. */
const countryName = (place: string) => (/^(EU|UK|US|USA|UAE|Netherlands|Philippines)$/i.test(place) ? `the ${place}` : place);

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
  hybrid: (place) => `Work with the team in ${place === '' ? 'the office' : `the ${officeOf(place)} office`} on shared office days`,
  remote: () => 'Collaborate with colleagues across locations, mostly in writing and over video calls',
};

const workModeRequirement: Record<WorkplaceType, (place: string) => string> = {
  on_site: (place) => (place === '' ? 'Able to work on site every working day' : `Able to work on site in ${place}`),
  hybrid: (place) => (place === '' ? 'Able to come to the office on shared office days' : `Able to reach the ${officeOf(place)} office on shared office days`),
  remote: (place) => (place === '' ? 'A quiet place to work and a reliable internet connection' : `Able to work from ${countryName(place)}, with a quiet place to work and a reliable internet connection`),
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
      return ['A dedicated mentor and regular feedback', flexible, workModeBenefit[brief.workplace_type], 'The chance of a permanent role at the end'];
    case 'part_time':
      return [...country.benefits, workModeBenefit[brief.workplace_type], 'Holiday and benefits pro rata to your hours'];
    case 'full_time':
      return [...country.benefits, workModeBenefit[brief.workplace_type], 'A yearly learning budget for courses, books and conferences'];
  }
};

/** 'Experience with Kafka', or 'Familiarity with Redis, Kafka or RabbitMQ' for a group. */
const extraSkillLines = (skills: string[]): string[] => {
  if (skills.length <= 3) return skills.map((skill) => `Experience with ${skill}`);
  const groups: string[][] = [];
  for (let index = 0; index < skills.length; index += 3) groups.push(skills.slice(index, index + 3));
  return groups.map((group) => (group.length === 1 ? `Experience with ${group[0]}` : `Familiarity with ${joinAnd(group, 'or')}`));
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
    ...(hasSkills ? [`Use ${joinAnd(core)} every day, and help the team get the most out of ${core.length === 1 ? 'it' : 'them'}`] : []),
    workModeResponsibility[brief.workplace_type](place),
  ].filter((item): item is string => item !== null);

  const requirements = [
    fill(level.experience),
    ...(hasSkills ? [`${isJunior ? 'Working knowledge of' : 'Hands-on experience with'} ${joinAnd(core)}`] : []),
    family.requirement,
    communication[brief.workplace_type],
    workModeRequirement[brief.workplace_type](place),
    ...(employmentRequirement[brief.employment_type] !== undefined ? [employmentRequirement[brief.employment_type]!] : []),
  ];

  const niceToHave = [...extraSkillLines(extra), ...family.niceToHave, ...(level.niceToHave !== undefined ? [level.niceToHave] : [])];

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
