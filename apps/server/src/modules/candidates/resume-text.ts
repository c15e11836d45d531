import type { ParsedResume } from '@agentdesk/shared';
import { countries, normalisePhone } from '@agentdesk/shared/phone';
import { findDateRange, yearsCovered } from './resume-dates.ts';
import { cleanLine, readEducation, readWorkHistory } from './resume-history.ts';
import { BULLET, ROLE, headingOf, type ResumeSection } from './resume-patterns.ts';

const limits = {
  text: 200_000,
  line: 2_000,
  sentences: 200,
  sentence: 1_000,
  skills: 100,
  skill: 80,
  links: 20,
  summary: 2_000,
  field: 200,
  headerLines: 12,
};

const EMAIL = /[\p{L}\d._%+-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)+/u;
const PHONE_RUN = /\+?\(?\d[\d\s().-]{6,20}\d/g;
const URL = /\bhttps?:\/\/[^\s<>()"'|,]+|\b(?:www\.)?(?:linkedin\.com|github\.com)\/[^\s<>()"'|,]+/gi;
const IS_URL = new RegExp(URL.source, 'i');
const LABEL =
  /^(location|address|based in|current location|city|name|phone|mobile|tel|telephone|contact|e-?mail|linkedin|github|website|portfolio)\s*[:\-–]\s*(.+)$/i;
const NOT_A_NAME = /^(curriculum vitae|resume|résumé|cv|bio ?data|profile|contact)$/i;
const CITY_COUNTRY = /^[\p{Lu}][\p{L} .'-]{1,40},\s*[\p{Lu}][\p{L} .'-]{1,40}$/u;
const countryAliases: Record<string, string> = {
  usa: 'US',
  'u.s.': 'US',
  'u.s.a.': 'US',
  us: 'US',
  uk: 'GB',
  'u.k.': 'GB',
  england: 'GB',
  uae: 'AE',
};

/** Pieces of a contact line: "arjun@x.in · +91 98123 45670 · Bengaluru, India". */
const piecesOf = (line: string) =>
  line
    .split(/\s*[|·•]\s*|\t+|\s{3,}/)
    .map((piece) => piece.trim())
    .filter(Boolean);

/** Whether a line reads as a person's name: 2–4 capitalised words, no digits, not a heading or a job title. */
export const isNameLike = (line: string): boolean => {
  const words = line.split(' ');
  if (
    words.length < 2 ||
    words.length > 4 ||
    /\d|@/.test(line) ||
    NOT_A_NAME.test(line) ||
    ROLE.test(line) ||
    headingOf(line) !== null
  )
    return false;
  return words.every((word) => /^[\p{Lu}][\p{L}'’.-]*$/u.test(word));
};

/** A place of two to four parts ending in a country ("Austin, Texas, United States"), or "Remote" with or without one. */
const isPlace = (piece: string): boolean =>
  piece.length <= 80 &&
  !ROLE.test(piece) &&
  !EMAIL.test(piece) &&
  (/^remote\b(?:\s*[(,–-]\s*[\p{L} ,.'-]*\)?)?$/iu.test(piece) ||
    (/^[\p{Lu}][\p{L} .'-]+(?:,\s*[\p{Lu}][\p{L} .'-]+){1,3}$/u.test(piece) && countryOf(piece) !== null));

/** The ISO code of the country a location names ("Pune, India" → IN), if any. */
export const countryOf = (location: string): string | null => {
  const lower = location.toLowerCase();
  const alias = lower.split(/[\s,]+/).find((word) => countryAliases[word] !== undefined);
  if (alias !== undefined) return countryAliases[alias]!;
  return countryPatterns().find(({ pattern }) => pattern.test(lower))?.code ?? null;
};

// Each country's name as a whole-word pattern, made once (the fit score asks of every résumé and job).
let patterns: { code: string; pattern: RegExp }[] | null = null;
const countryPatterns = () =>
  (patterns ??= countries.map((country) => ({
    code: country.code,
    pattern: new RegExp(`\\b${country.name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`),
  })));

/** The first phone-like run with 8–15 digits that is not a span of years, in E.164 when it reads as a number. */
export const phoneIn = (lines: string[], country: string): string | null => {
  for (const line of lines) {
    for (const match of line.matchAll(PHONE_RUN)) {
      const run = match[0].trim();
      const digits = run.replace(/\D/g, '').length;
      if (
        digits < 8 ||
        digits > 15 ||
        /^\(?(?:19|20)\d{2}\)?\s*[-.]\s*\(?(?:19|20)\d{2}\)?$/.test(run) ||
        /^\d{1,2}[.-]\d{1,2}[.-]\d{2,4}$/.test(run)
      )
        continue;
      return normalisePhone(run, country) ?? run;
    }
  }
  return null;
};

/** Links as written: http(s) addresses, and linkedin.com/github.com paths without one. */
export const linksIn = (text: string): string[] => {
  const links = [...text.matchAll(URL)].map((match) => match[0].replace(/[.;:)\]]+$/, ''));
  return [...new Set(links)].slice(0, limits.links);
};

/** Items in order, the first spelling of each kept (case ignored), at most `max`. */
const unique = (items: string[], max: number): string[] => {
  const seen = new Set<string>();
  return items
    .filter((item) => item !== '' && !seen.has(item.toLowerCase()) && seen.add(item.toLowerCase()))
    .slice(0, max);
};

/** Skills of a skills section: "Java, Go; SQL | Excel • Figma", and "Languages: Java, Go" lines (the label dropped). */
export const skillsOf = (lines: string[]): string[] =>
  unique(
    lines
      .map((line) => line.replace(BULLET, '').replace(/^[^:]{1,40}:\s*/, ''))
      .flatMap((line) => line.split(/\s*[,;|•·]\s*|\t+/).map(cleanLine))
      .map((skill) =>
        skill
          .trim()
          .replace(/\.$/, '')
          .replace(/^(and|&)\s+/i, ''),
      )
      .filter((skill) => skill.length > 0 && skill.length <= limits.skill),
    limits.skills,
  );

/** Lines of the sections that are not about work which read as dated roles ("Operations Lead, Dunzo, 2019 – 2024"), each with the bullets below it. */
const rolesOutsideSections = (sections: Record<ResumeSection | 'top', string[]>): string[] => {
  const found: string[] = [];
  for (const lines of [sections.top, sections.summary, sections.other, sections.projects]) {
    let isInRole = false;
    for (const line of lines) {
      const text = cleanLine(line);
      if (BULLET.test(line)) {
        if (isInRole) found.push(line);
        continue;
      }
      isInRole = text.length <= 160 && ROLE.test(text) && findDateRange(text) !== null;
      if (isInRole) found.push(line);
    }
  }
  return found;
};

/** Every line, bullets stripped, split into sentences at '. ' (not after an initial like "B.E."); in order, once each. */
export const sentencesOf = (lines: string[]): string[] =>
  unique(
    lines
      .flatMap((line) => cleanLine(line).split(/(?<=[^\s.]{2}\.)\s+/u))
      .map((sentence) => sentence.trim().slice(0, limits.sentence))
      .filter((sentence) => /[\p{L}\d]/u.test(sentence)),
    Number.POSITIVE_INFINITY,
  ).slice(0, limits.sentences);

const WORD_NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
};

/** The largest "N years" / "N+ years" / "six years" a text states, or null. */
export const statedYears = (text: string): number | null => {
  const numbers = [
    ...text.matchAll(
      /\b(\d{1,2}(?:\.\d)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\s*\+?\s*(?:years?|yrs?)\b/gi,
    ),
  ].map((match) => WORD_NUMBERS[match[1]!.toLowerCase()] ?? Number(match[1]));
  const valid = numbers.filter((years) => Number.isFinite(years) && years > 0 && years <= 60);
  return valid.length === 0 ? null : Math.max(...valid);
};

/**
 * Reads a résumé's text by rules that work offline: the contact lines at the top (name, e-mail,
 * phone, links, location), then sections under the headings people write (summary, experience,
 * education, skills…). Never throws; lists are capped; `now` (ms) ends a current job.
 */
export const readResume = (text: string, { now = Date.now() }: { now?: number } = {}): ParsedResume => {
  const lines = String(text ?? '')
    .slice(0, limits.text)
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.slice(0, limits.line).trim());
  const sections: Record<ResumeSection | 'top', string[]> = {
    top: [],
    summary: [],
    experience: [],
    education: [],
    skills: [],
    projects: [],
    certifications: [],
    other: [],
  };
  let section: ResumeSection | 'top' = 'top';
  for (const line of lines) {
    const heading = headingOf(line);
    if (heading !== null) section = heading;
    else sections[section].push(line);
  }

  // The contact lines: the top before any heading, or the first lines when the résumé has none.
  const top = (section === 'top' ? sections.top.slice(0, limits.headerLines) : sections.top).slice(
    0,
    limits.headerLines * 4,
  );
  const labelled = (name: RegExp) =>
    top
      .map((line) => LABEL.exec(cleanLine(line)))
      .find((match) => match !== null && name.test(match[1]!))?.[2]
      ?.trim();
  const topPieces = top.flatMap((line) => piecesOf(line).map(cleanLine));
  const name = labelled(/^name$/i) ?? topPieces.find(isNameLike) ?? '';
  const location =
    labelled(/location|address|based in|city/i) ??
    topPieces.find((piece) => CITY_COUNTRY.test(piece) && !ROLE.test(piece) && piece.split(/[\s,]+/).length <= 6) ??
    topPieces.find(isPlace) ??
    '';
  const email = EMAIL.exec(lines.join('\n').slice(0, limits.text))?.[0] ?? null;
  const phone = phoneIn([...top, ...lines], countryOf(location) ?? 'IN');
  const links = linksIn(lines.join('\n'));

  const work_history = readWorkHistory(sections.experience);
  // Roles under no "Experience" heading: dated lines naming a role, with the bullets below them.
  if (work_history.length === 0) work_history.push(...readWorkHistory(rolesOutsideSections(sections)));
  const education = readEducation(sections.education);
  const isContact = (line: string) => {
    const plain = cleanLine(line);
    return (
      plain === name ||
      plain === location ||
      NOT_A_NAME.test(plain) ||
      EMAIL.test(plain) ||
      LABEL.test(plain) ||
      piecesOf(line)
        .map(cleanLine)
        .every(
          (piece) =>
            piece === name ||
            piece === location ||
            EMAIL.test(piece) ||
            IS_URL.test(piece) ||
            /^[\d\s()+.-]{8,}$/.test(piece),
        )
    );
  };
  const firstParagraph = () => {
    const rest = top.slice(top.findIndex((line) => line !== '' && !isContact(line)));
    const end = rest.indexOf('');
    return (end === -1 ? rest : rest.slice(0, end)).filter((line) => line !== '' && !isContact(line));
  };
  const summaryLines = sections.summary.some((line) => line !== '')
    ? sections.summary
    : top.some((line) => line !== '' && !isContact(line))
      ? firstParagraph()
      : [];
  const summary = summaryLines.map(cleanLine).filter(Boolean).join(' ').slice(0, limits.summary);

  const labelledSkills = lines.filter(
    (line) => headingOf(line) === null && /^(?:key |technical |core )?skills\s*[:\-–]\s*\S/i.test(cleanLine(line)),
  );
  return {
    name: name.slice(0, limits.field),
    email,
    phone,
    location: location.slice(0, limits.field),
    links,
    summary,
    skills: skillsOf([...sections.skills, ...labelledSkills]),
    years_of_experience: yearsCovered(work_history, now) ?? statedYears(summary),
    work_history,
    education,
    sentences: sentencesOf(lines),
  };
};
