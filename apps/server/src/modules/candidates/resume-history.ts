import type { ResumeEducation, ResumeJob } from '@agentdesk/shared';
import { findDateRange, yearsIn } from './resume-dates.ts';
import { BULLET, INSTITUTION, ROLE, namesDegree } from './resume-patterns.ts';

/** A line without its bullet, markdown and extra spaces. */
export const cleanLine = (line: string) =>
  line
    .replace(/^#+\s*/, '')
    .replace(BULLET, '')
    .replace(/\*\*|__/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Separators and brackets left at either end once a date is taken out of a line. */
const trimSeparators = (text: string) =>
  text
    .replace(/^[\s,|:;·•–—\-()[\]]+|[\s,|:;·•–—\-([\]]+$/g, '')
    .replace(/\($/, '')
    .trim();

const FIELD_MAX = 200;
const limits = { jobs: 30, descriptions: 40, itemMax: 500, education: 20 };

/** "Senior Engineer, Razorpay", "Senior Engineer at Razorpay", "Razorpay — Senior Engineer", "Senior Engineer | Razorpay". */
export const splitTitleCompany = (text: string): { title: string; company: string } => {
  const at = /^(.+?)\s+(?:at|@)\s+(.+)$/i.exec(text);
  if (at !== null) return { title: trimSeparators(at[1]!), company: trimSeparators(at[2]!) };
  const parts = text
    .split(/\s+[–—-]\s+|\s*[|–—·•]\s*|,\s+/)
    .map(trimSeparators)
    .filter(Boolean);
  if (parts.length < 2)
    return ROLE.test(text)
      ? { title: trimSeparators(text), company: '' }
      : { title: '', company: trimSeparators(text) };
  const roleIndex = parts.findIndex((part) => ROLE.test(part));
  const titleIndex = roleIndex === -1 ? 0 : roleIndex;
  return { title: parts[titleIndex]!, company: parts.find((_, index) => index !== titleIndex)! };
};

/** A title line and a company-and-dates line below it, either way round. */
const pairOf = (header: string, head: string) => {
  const split = splitTitleCompany(header);
  if (head === '' || (split.title !== '' && split.company !== '')) return split;
  return ROLE.test(head) && !ROLE.test(header) ? { title: head, company: header } : { title: header, company: head };
};

const jobOf = (
  names: { title: string; company: string },
  range: ReturnType<typeof findDateRange>,
  description: string[] = [],
): ResumeJob => ({
  title: names.title.slice(0, FIELD_MAX),
  company: names.company.slice(0, FIELD_MAX),
  start: range?.start ?? null,
  end: range?.end ?? null,
  is_current: range?.isCurrent ?? false,
  description,
});

/** Whether a line has dates and no title and company of its own: the dates of the line above. */
const datesWithoutNames = (line: string | undefined) => {
  if (line === undefined || BULLET.test(line)) return false;
  const text = cleanLine(line);
  const range = findDateRange(text, true);
  const names = range === null ? null : splitTitleCompany(trimSeparators(text.slice(0, range.index)));
  return names !== null && (names.title === '' || names.company === '');
};

/**
 * Jobs of an experience section: a title/company line with its dates on the same or the next line,
 * the bullets below it as its description; or one line "Paytm, 2021–now: payments ledger services".
 */
export const readWorkHistory = (lines: string[]): ResumeJob[] => {
  const jobs: ResumeJob[] = [];
  let current: ResumeJob | null = null;
  let header: string | null = null;
  const describe = (text: string) => {
    if (current !== null && current.description.length < limits.descriptions)
      current.description.push(text.slice(0, limits.itemMax));
  };

  lines.forEach((raw, index) => {
    const text = cleanLine(raw);
    if (text === '') return;
    const isBullet = BULLET.test(raw);
    const range = isBullet ? null : findDateRange(text, true);
    if (range === null) {
      const isHeader =
        !isBullet &&
        text.length <= 120 &&
        !/\.$/.test(text) &&
        datesWithoutNames(lines.slice(index + 1).find((line) => line.trim() !== ''));
      if (isHeader) header = text;
      else if (current !== null) describe(text);
      else if (!isBullet && text.length <= 120 && jobs.length < limits.jobs)
        jobs.push((current = jobOf(splitTitleCompany(text), null)));
      return;
    }
    const after = text.slice(range.index + range.match.length);
    const told = /^[\s)\]]*:\s*(.+)$/.exec(after)?.[1]?.trim();
    let head = trimSeparators(text.slice(0, range.index));
    if (head === '' && told === undefined && header === null) head = trimSeparators(after);
    if (head === '' && header === null && current !== null && current.start === null) {
      Object.assign(current, jobOf(current, range, current.description));
      return;
    }
    const names = header === null ? splitTitleCompany(head) : pairOf(header, head);
    header = null;
    if (jobs.length >= limits.jobs) return;
    jobs.push((current = jobOf(names, range, told === undefined ? [] : [told.slice(0, limits.itemMax)])));
  });
  return jobs;
};

/** Parts of an education line: "B.E. (Electronics), IIT Bombay (2014 – 2018)"; a bracket stays with its part. */
const partsOf = (text: string) =>
  text
    .replace(/\b(?:19|20)\d{2}\b/g, ' ')
    .replace(/\(\s*(?:[–—-]|to)?\s*\)/g, ' ')
    .split(/\s*[|•·]\s*|,\s+|\s+[–—-]\s+|\s+(?:from|at)\s+/i)
    .map(trimSeparators)
    .filter((part) => part !== '' && /\p{L}/u.test(part));

/** Degrees, places of study and years of an education section, an entry per degree or institution. */
export const readEducation = (lines: string[]): ResumeEducation[] => {
  const entries: ResumeEducation[] = [];
  let current: ResumeEducation | null = null;
  for (const raw of lines) {
    const text = cleanLine(raw);
    if (text === '') continue;
    const parts = partsOf(text);
    const degree = parts.find(namesDegree);
    let institution = parts.find((part) => part !== degree && INSTITUTION.test(part));
    // "B.Des, Srishti Manipal": beside a degree, the first other named part is where it was taken.
    if (institution === undefined && degree !== undefined)
      institution = parts.find((part) => part !== degree && !/\d|gpa|grade|percent|%|honou?rs|distinction/i.test(part));
    const fillsCurrent =
      current !== null &&
      (degree === undefined || current.degree === '') &&
      (institution === undefined || current.institution === '') &&
      (degree ?? institution) !== undefined;
    if (fillsCurrent) {
      current!.degree ||= degree ?? '';
      current!.institution ||= institution ?? '';
    } else if (degree !== undefined || institution !== undefined) {
      if (entries.length >= limits.education) break;
      entries.push(
        (current = {
          institution: (institution ?? '').slice(0, FIELD_MAX),
          degree: (degree ?? '').slice(0, FIELD_MAX),
          start_year: null,
          end_year: null,
        }),
      );
    }
    const years = yearsIn(text);
    if (current === null || years.length === 0 || current.end_year !== null) continue;
    const range = findDateRange(text);
    if (years.length >= 2) [current.start_year, current.end_year] = [years[0]!, years[1]!];
    else if (range?.isCurrent) current.start_year = years[0]!;
    else current.end_year = years[0]!;
  }
  return entries;
};
