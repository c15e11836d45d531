import { jobLimits, type EmploymentType, type JobForm, type WorkplaceType } from '@agentdesk/shared';

type Section = 'summary' | 'responsibilities' | 'requirements' | 'skills' | 'benefits' | 'other';

/** Headings of the sections a job description usually has, as recruiters word them. */
const sectionHeadings: [RegExp, Section][] = [
  [/^(about (the|this) (role|job|position)|(role|job|position) (summary|overview|description)|summary|overview|the role|about you|description)$/, 'summary'],
  [/^(key )?(responsibilities|duties)|^what you('|’)?ll do|^your (role|responsibilities|day)|^in this role/, 'responsibilities'],
  [/^(requirements|qualifications|must[- ]haves?|who you are|what you('|’)?ll (bring|need)|what we('|’)?re looking for|experience|essential criteria)/, 'requirements'],
  [/^((key |technical )?skills|tech stack|tools)/, 'skills'],
  [/^(benefits|perks|what we offer|why join|compensation)/, 'benefits'],
  [/^(about us|about the company|company|how to apply|equal opportunity)/, 'other'],
];

const labelled: Record<'title' | 'department' | 'location' | 'salary' | 'type', RegExp> = {
  title: /^(job title|title|position|role)\s*[:\-–]\s*(.+)$/i,
  department: /^(department|team|function)\s*[:\-–]\s*(.+)$/i,
  location: /^(location|based in|office)\s*[:\-–]\s*(.+)$/i,
  salary: /^(salary|pay|compensation|salary range|pay range)\s*[:\-–]\s*(.+)$/i,
  type: /^(employment type|job type|contract type|type|hours)\s*[:\-–]\s*(.+)$/i,
};

const BULLET = /^\s*(?:[-*•·▪◦‣–]|\d+[.)]|[a-z][.)])\s+/i;
const currencySymbols: Record<string, string> = { $: 'USD', '£': 'GBP', '€': 'EUR', '₹': 'INR', '¥': 'JPY' };

const headingOf = (line: string): Section | null => {
  const bare = line
    .replace(/^#+\s*/, '')
    .replace(/[*_]/g, '')
    .replace(/[:：]\s*$/, '')
    .trim()
    .toLowerCase();
  if (bare === '' || bare.length > 60) return null;
  for (const [pattern, section] of sectionHeadings) if (pattern.test(bare)) return section;
  return null;
};

const clean = (line: string) => line.replace(/^#+\s*/, '').replace(BULLET, '').replace(/\*\*/g, '').replace(/\s+/g, ' ').trim();

/** "£30,000 – £35,000", "USD 80k-95k", "$120,000 per year", "₹12 LPA" → min, max, currency. */
export const parseSalary = (value: string): Pick<JobForm, 'salary_min' | 'salary_max' | 'salary_currency'> | null => {
  const code = /\b(USD|GBP|EUR|INR|CAD|AUD|JPY|CHF|SGD|AED|NZD|ZAR|SEK|NOK|DKK)\b/i.exec(value)?.[1]?.toUpperCase();
  const symbol = /[$£€₹¥]/.exec(value)?.[0];
  const currency = code ?? (symbol ? currencySymbols[symbol] : undefined);
  const lakhs = /\b(lpa|lakhs?)\b/i.test(value);
  const amounts = [...value.matchAll(/(\d[\d,]*(?:\.\d+)?)\s*(k|m)?\b/gi)]
    .map((match) => {
      const number = Number(match[1]!.replace(/,/g, ''));
      const unit = match[2]?.toLowerCase();
      return Math.round(number * (unit === 'k' ? 1_000 : unit === 'm' ? 1_000_000 : lakhs ? 100_000 : 1));
    })
    .filter((amount) => Number.isFinite(amount) && amount > 0 && amount <= jobLimits.salaryMax);
  if (amounts.length === 0 || currency === undefined) return null;
  const [first, second] = amounts;
  const low = second === undefined ? first! : Math.min(first!, second);
  const high = second === undefined ? first! : Math.max(first!, second);
  return { salary_min: low, salary_max: high, salary_currency: currency };
};

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

const cap = (items: string[], itemMax: number, itemsMax: number) => items.map((item) => item.slice(0, itemMax)).filter(Boolean).slice(0, itemsMax);

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
  };
  const sections: Record<Section, string[]> = { summary: [], responsibilities: [], requirements: [], skills: [], benefits: [], other: [] };
  let section: Section | null = null;
  let employment: EmploymentType | null = null;

  for (const raw of lines) {
    const line = raw.trim();
    if (line === '') continue;
    const heading = headingOf(line);
    if (heading !== null) {
      section = heading;
      continue;
    }
    const plain = clean(line);
    const label = Object.entries(labelled).find(([, pattern]) => pattern.test(plain));
    if (label !== undefined && section !== 'responsibilities' && section !== 'requirements') {
      const value = labelled[label[0] as keyof typeof labelled].exec(plain)![2]!.trim();
      if (label[0] === 'title' && form.title === '') form.title = value;
      else if (label[0] === 'department') form.department = value;
      else if (label[0] === 'location') form.location = value;
      else if (label[0] === 'salary') Object.assign(form, parseSalary(value) ?? {});
      else if (label[0] === 'type') employment = employmentTypeIn(value) ?? employment;
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
  form.requirements = cap(sections.requirements, jobLimits.itemMax, jobLimits.itemsMax);
  form.skills = cap(
    sections.skills.flatMap((line) => line.split(/[,;|]/)).map((skill) => skill.trim()),
    jobLimits.skillMax,
    jobLimits.skillsMax,
  );
  // Paragraphs of the summary, then what had no section of its own (benefits, the company).
  const rest = [...sections.summary, ...sections.benefits, ...sections.other];
  form.summary = rest.join('\n').slice(0, jobLimits.summaryMax);
  if (form.salary_min === null) Object.assign(form, parseSalary(rest.find((line) => /salary|per (year|annum|hour)|\bpay\b/i.test(line)) ?? '') ?? {});
  form.employment_type = employment ?? employmentTypeIn(text) ?? 'full_time';
  form.workplace_type = workplaceTypeIn(`${form.location}\n${text}`) ?? 'on_site';
  return form;
};
