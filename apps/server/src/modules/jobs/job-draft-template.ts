import type { EmploymentType, JobBrief, JobForm, WorkplaceType } from '@agentdesk/shared';
import { families, type Family } from './job-draft-families.ts';
import { countryOf, hasAny, wordsOf, type Country } from './job-draft-countries.ts';
import { levels } from './job-draft-levels.ts';

// "Write it for me" without a language model: a whole job description from a short brief, written
// from phrases chosen by the kind of role (read from the title and department), its seniority, its
// work mode, its employment type, the country of its location and the skills named. The same brief
// always gives the same draft, and every sentence reads on its own, whatever is left empty.

const familyOf = (brief: JobBrief): Family => {
  const order = Object.keys(families) as Family[];
  // The title says more than the department ('Data Engineer' in Engineering is a data role).
  for (const text of [brief.title, brief.department]) {
    const found = order.find((family) => hasAny(wordsOf(text), families[family].words));
    if (found !== undefined) return found;
  }
  return 'general';
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
