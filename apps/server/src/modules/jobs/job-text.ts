import { jobLimits, type EmploymentType, type JobForm, type Seniority, type WorkplaceType } from '@agentdesk/shared';

type Section = 'summary' | 'responsibilities' | 'requirements' | 'nice_to_have' | 'skills' | 'benefits' | 'other';

/** Headings of the sections a job description usually has, as recruiters word them. */
const sectionHeadings: [RegExp, Section][] = [
  [
    /^(nice[- ]to[- ]haves?|good[- ]to[- ]haves?|preferred( qualifications| skills| experience)?|bonus( points)?|desirable( criteria| skills)?|pluses|it('|’)?s a plus if|extra credit)/,
    'nice_to_have',
  ],
  [
    /^(about (the|this) (role|job|position)|(role|job|position) (summary|overview|description)|summary|overview|the role|about you|description)$/,
    'summary',
  ],
  [
    /^(key )?(responsibilities|duties)|^what you('|’)?ll do|^your (role|responsibilities|day)|^in this role/,
    'responsibilities',
  ],
  [
    /^(requirements|qualifications|must[- ]haves?|who you are|what you('|’)?ll (bring|need)|what we('|’)?re looking for|experience|essential criteria)/,
    'requirements',
  ],
  [/^((key |technical )?skills|tech stack|tools)/, 'skills'],
  [/^(benefits|perks|what we offer|why join|what('|’)?s in it for you)/, 'benefits'],
  [/^(about us|about the company|company|how to apply|equal opportunity)/, 'other'],
];

type Label =
  | 'title'
  | 'department'
  | 'location'
  | 'salary'
  | 'type'
  | 'skills'
  | 'benefits'
  | 'seniority'
  | 'openings'
  | 'manager'
  | 'deadline';
const labelled: Record<Label, RegExp> = {
  title: /^(job title|title|position|role)\s*[:\-–]\s*(.+)$/i,
  department: /^(department|team|function)\s*[:\-–]\s*(.+)$/i,
  location: /^(location|based in|office)\s*[:\-–]\s*(.+)$/i,
  salary: /^(salary|pay|compensation|salary range|pay range)\s*[:\-–]\s*(.+)$/i,
  type: /^(employment type|job type|contract type|type|hours)\s*[:\-–]\s*(.+)$/i,
  skills: /^((?:key |technical |required )?skills|tech stack|tools)\s*[:\-–]\s*(.+)$/i,
  benefits: /^(benefits|perks)\s*[:\-–]\s*(.+)$/i,
  seniority: /^(seniority|level|experience level|career level)\s*[:\-–]\s*(.+)$/i,
  openings: /^((?:number of )?openings|positions|vacancies|headcount)\s*[:\-–]\s*(.+)$/i,
  manager: /^(hiring manager|reports to|reporting to)\s*[:\-–]\s*(.+)$/i,
  deadline: /^(apply by|application deadline|applications close|closing date|deadline)\s*[:\-–]\s*(.+)$/i,
};

const BULLET = /^\s*(?:[-*•·▪◦‣–]|\d+[.)]|[a-z][.)])\s+/i;
const currencySymbols: Record<string, string> = { $: 'USD', '£': 'GBP', '€': 'EUR', '₹': 'INR', '¥': 'JPY' };

const headingOf = (line: string): Section | null => {
  // A bullet is an item ("- Experience with Kafka"), never a heading.
  if (BULLET.test(line)) return null;
  const bare = line
    .replace(/^#+\s*/, '')
    .replace(/[*_]/g, '')
    .replace(/[:：]\s*$/, '')
    .trim()
    .toLowerCase();
  // "Skills: Excel, SQL" is a labelled line, not a heading.
  if (bare === '' || bare.length > 60 || /[:：]\s*\S/.test(bare)) return null;
  for (const [pattern, section] of sectionHeadings) if (pattern.test(bare)) return section;
  return null;
};

const clean = (line: string) =>
  line
    .replace(/^#+\s*/, '')
    .replace(BULLET, '')
    .replace(/\*\*/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * "£30,000 – £35,000", "USD 80k-95k", "$120,000 per year", and salaries written the Indian way:
 * "₹12,00,000", "12 LPA", "12–18 lakh", "Rs 1.2 crore" → min, max, currency (lakhs and crores
 * are rupees unless another currency is named).
 */
export const parseSalary = (value: string): Pick<JobForm, 'salary_min' | 'salary_max' | 'salary_currency'> | null => {
  const code = /\b(USD|GBP|EUR|INR|CAD|AUD|JPY|CHF|SGD|AED|NZD|ZAR|SEK|NOK|DKK)\b/i.exec(value)?.[1]?.toUpperCase();
  const symbol = /[$£€₹¥]|\brs\.?(?=\s*\d)/i.exec(value)?.[0];
  const lakhs = /\b(lpa|lakhs?|lacs?|l)\b/i.test(value);
  const crores = /\b(crores?|cr)\b/i.test(value);
  const currency = code ?? (symbol ? (currencySymbols[symbol] ?? 'INR') : lakhs || crores ? 'INR' : undefined);
  const multiplier = crores ? 10_000_000 : lakhs ? 100_000 : 1;
  const amounts = [...value.matchAll(/(\d[\d,]*(?:\.\d+)?)\s*(k|m)?\b/gi)]
    .map((match) => {
      const number = Number(match[1]!.replace(/,/g, ''));
      const unit = match[2]?.toLowerCase();
      return Math.round(number * (unit === 'k' ? 1_000 : unit === 'm' ? 1_000_000 : multiplier));
    })
    .filter((amount) => Number.isFinite(amount) && amount > 0 && amount <= jobLimits.salaryMax);
  if (amounts.length === 0 || currency === undefined) return null;
  const [first, second] = amounts;
  const low = second === undefined ? first! : Math.min(first!, second);
  const high = second === undefined ? first! : Math.max(first!, second);
  return { salary_min: low, salary_max: high, salary_currency: currency };
};

/** The seniority a title or a "Level:" line names, if any ("Senior Backend Engineer" → senior). */
export const seniorityIn = (text: string): Seniority | null => {
  if (/\b(intern|internship|trainee)\b/i.test(text)) return 'internship';
  if (/\b(chief|c[tef]o|vice president|vp)\b/i.test(text)) return 'executive';
  if (/\b(director|head of)\b/i.test(text)) return 'director';
  if (/\b(engineering manager|people manager|team manager)\b|^manager$/i.test(text)) return 'manager';
  if (/\b(lead|staff|principal|architect)\b/i.test(text)) return 'lead';
  if (/\b(senior|sr\.?)\b/i.test(text)) return 'senior';
  if (/\b(mid[- ]?level|intermediate|mid)\b/i.test(text)) return 'mid';
  if (/\b(junior|jr\.?|entry[- ]level|entry|graduate|associate)\b/i.test(text)) return 'entry';
  return null;
};

const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** "2026-12-31", "31 December 2026", "December 31, 2026" → 2026-12-31; null when it is no date. */
export const parseDeadline = (value: string): string | null => {
  const iso = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(value);
  // A day that exists: 2026-02-30 does not come back the same.
  if (iso) return new Date(`${iso[0]}T00:00:00Z`).toISOString().slice(0, 10) === iso[0] ? iso[0] : null;
  const words = /\b(\d{1,2}\s+[a-z]{3,9},?\s+\d{4}|[a-z]{3,9}\s+\d{1,2},?\s+\d{4})\b/i.exec(value)?.[1];
  if (words === undefined) return null;
  const parsed = new Date(words.replace(',', ''));
  return Number.isNaN(parsed.getTime()) ? null : isoDay(parsed);
};

/** A requirement marked as optional where it stands: "Nice to have: Kafka", "Go (a plus)". */
const OPTIONAL =
  /^(nice[- ]to[- ]have|bonus|preferred|desirable|optional)\s*[:\-–]\s*|\s*[([]?\b(nice[- ]to[- ]have|preferred|a plus|is a plus|bonus|desirable|optional)\b[)\]]?\.?$/i;

const employmentTypeIn = (text: string): EmploymentType | null => {
  if (/\bpart[- ]time\b/i.test(text)) return 'part_time';
  if (/\bintern(ship)?\b/i.test(text)) return 'internship';
  if (/\b(temporary|temp|seasonal)\b/i.test(text)) return 'temporary';
  if (/\b(contract|contractor|fixed[- ]term|freelance)\b/i.test(text)) return 'contract';
  if (/\bfull[- ]time\b/i.test(text)) return 'full_time';
  return null;
};

const workplaceTypeIn = (text: string): WorkplaceType | null => {
  if (/\bhybrid\b/i.test(text)) return 'hybrid';
  if (/\b(fully remote|remote[- ]first|100% remote|remote)\b/i.test(text)) return 'remote';
  if (/\b(on[- ]site|onsite|in[- ]office)\b/i.test(text)) return 'on_site';
  return null;
};

const cap = (items: string[], itemMax: number, itemsMax: number) =>
  items
    .map((item) => item.slice(0, itemMax))
    .filter(Boolean)
    .slice(0, itemsMax);

/**
 * Reads a job description as recruiters write it: a title line, "Label: value" lines
 * (department, location, salary, type), then sections under headings (about the role,
 * responsibilities, requirements, skills), their bullets one item each. What it cannot place
 * stays in the summary, so nothing the recruiter wrote is lost; they review the draft before
 * publishing it.
 */
export const readJobDescription = (text: string): JobForm => {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const form: JobForm = {
    title: '',
    department: '',
    location: '',
    employment_type: 'full_time',
    workplace_type: 'on_site',
    salary_min: null,
    salary_max: null,
    salary_currency: '',
    summary: '',
    responsibilities: [],
    requirements: [],
    skills: [],
    seniority: null,
    nice_to_have: [],
    benefits: [],
    application_deadline: null,
    openings: 1,
    hiring_manager: '',
  };
  const sections: Record<Section, string[]> = {
    summary: [],
    responsibilities: [],
    requirements: [],
    nice_to_have: [],
    skills: [],
    benefits: [],
    other: [],
  };
  let section: Section | null = null;
  let employment: EmploymentType | null = null;
  let seniority: Seniority | null = null;

  for (const raw of lines) {
    const line = raw.trim();
    if (line === '') continue;
    const heading = headingOf(line);
    if (heading !== null) {
      section = heading;
      continue;
    }
    const plain = clean(line);
    const label = (Object.keys(labelled) as Label[]).find((name) => labelled[name].test(plain));
    if (
      label !== undefined &&
      section !== 'responsibilities' &&
      section !== 'requirements' &&
      section !== 'nice_to_have'
    ) {
      const value = labelled[label].exec(plain)![2]!.trim();
      if (label === 'title' && form.title === '') form.title = value;
      else if (label === 'department') form.department = value;
      else if (label === 'location') form.location = value;
      else if (label === 'salary') Object.assign(form, parseSalary(value) ?? {});
      else if (label === 'type') employment = employmentTypeIn(value) ?? employment;
      else if (label === 'skills') sections.skills.push(value);
      else if (label === 'benefits') sections.benefits.push(...value.split(/\s*[;,]\s*/));
      else if (label === 'seniority') seniority = seniorityIn(value) ?? seniority;
      else if (label === 'openings')
        form.openings = Math.min(Math.max(Number.parseInt(value, 10) || 1, 1), jobLimits.openingsMax);
      else if (label === 'manager') form.hiring_manager = value.slice(0, jobLimits.fieldMax);
      else if (label === 'deadline') form.application_deadline = parseDeadline(value);
      continue;
    }
    if (form.title === '' && section === null) {
      form.title = plain.replace(/^#+\s*/, '');
      continue;
    }
    (section === null ? sections.summary : sections[section]).push(plain);
  }

  form.title = form.title.slice(0, jobLimits.titleMax);
  form.department = form.department.slice(0, jobLimits.fieldMax);
  form.location = form.location.slice(0, jobLimits.fieldMax);
  form.responsibilities = cap(sections.responsibilities, jobLimits.itemMax, jobLimits.itemsMax);
  // Must-haves are the requirements; a requirement marked optional where it stands is a nice-to-have.
  const optional = sections.requirements.filter((line) => OPTIONAL.test(line));
  form.requirements = cap(
    sections.requirements.filter((line) => !OPTIONAL.test(line)),
    jobLimits.itemMax,
    jobLimits.itemsMax,
  );
  form.nice_to_have = cap(
    [...optional.map((line) => line.replace(OPTIONAL, '').trim()), ...sections.nice_to_have],
    jobLimits.itemMax,
    jobLimits.itemsMax,
  );
  form.benefits = cap(sections.benefits, jobLimits.itemMax, jobLimits.itemsMax);
  form.skills = cap(
    sections.skills.flatMap((line) => line.split(/[,;|]/)).map((skill) => skill.trim().replace(/\.$/, '')),
    jobLimits.skillMax,
    jobLimits.skillsMax,
  );
  // Paragraphs of the summary, then what had no section of its own (the company, how to apply).
  const rest = [...sections.summary, ...sections.other];
  form.summary = rest.join('\n').slice(0, jobLimits.summaryMax);
  if (form.salary_min === null)
    Object.assign(
      form,
      parseSalary(rest.find((line) => /salary|per (year|annum|hour)|\bpay\b|\b(lpa|lakhs?|ctc)\b/i.test(line)) ?? '') ??
        {},
    );
  form.seniority = seniority ?? seniorityIn(form.title);
  form.employment_type = employment ?? employmentTypeIn(text) ?? 'full_time';
  form.workplace_type = workplaceTypeIn(`${form.location}\n${text}`) ?? 'on_site';
  return form;
};
