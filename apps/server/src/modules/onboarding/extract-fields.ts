import type { FieldEvidence, OnboardingData } from '@agentdesk/shared';
import { readResume } from '../candidates/index.ts';
import { findMrzLines, readMrz, type MrzReading } from './mrz-fields.ts';

// The fields of an onboarding document from its text, by rules that work offline: identity cards
// by their labels and number patterns, passports by their machine-readable zone (check digits
// verified), résumés by the candidates module's reader. Every field keeps how sure the rule is and
// the text it came from.

/** A line of text and how sure the reader was of it (OCR's own confidence; 1 for a PDF's text layer). */
export type TextLine = { text: string; confidence: number };
export type Extraction = {
  type: string;
  data: OnboardingData;
  fields: Record<string, FieldEvidence>;
  mrz?: MrzReading;
};

const DATE = String.raw`(\d{1,2}[/\-. ]\d{1,2}[\/\-. ]\d{4})`;
const DEVANAGARI = /[\u0900-\u097F]/;
const HEADER_WORDS = /भारत|सरकार|आयकर|विभाग|जन्म|पिता|पता|पुरुष|महिला|निर्वाचन|आयोग|पहचान|नाम/;

const documentPatterns: { type: string; detect: RegExp; number: RegExp }[] = [
  { type: 'passport', detect: /PASSPORT|^P<[A-Z]{3}/m, number: /\b([A-Z][0-9]{7})\b/ },
  { type: 'pan', detect: /INCOME\s*TAX|PERMANENT\s*ACCOUNT/i, number: /\b([A-Z0-9]{5}[0-9OISB]{4}[A-Z0-9])\b/ },
  {
    type: 'driving_licence',
    detect: /DRIVING\s*LICEN[CS]E|\bDL\s*No\b/i,
    number: /\b([A-Z]{2}[0-9OI]{2}[ -]?[0-9OI]{11})\b/,
  },
  { type: 'voter_id', detect: /ELECTION\s*COMMISSION|ELECTOR/i, number: /\b([A-Z]{3}[0-9]{7})\b/ },
  {
    type: 'aadhaar',
    detect: /AADHAAR|UNIQUE\s*IDENTIFICATION|\b\d{4}\s\d{4}\s\d{4}\b/i,
    number: /\b(\d{4}\s?\d{4}\s?\d{4})\b/,
  },
];

/** DD/MM/YYYY from a date written with any separator. */
const normaliseDate = (value: string) => {
  const [day, month, year] = value.split(/[/\-. ]/);
  return `${day!.padStart(2, '0')}/${month!.padStart(2, '0')}/${year}`;
};

/** Whole years from a DD/MM/YYYY birth date to `now`. */
export const ageOn = (dateOfBirth: string, now: Date): number | null => {
  const [day, month, year] = dateOfBirth.split('/').map(Number);
  if (!day || !month || !year) return null;
  let age = now.getUTCFullYear() - year;
  if (now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day)) age -= 1;
  return age >= 0 && age < 130 ? age : null;
};

const asLetters: Record<string, string> = { '0': 'O', '1': 'I', '5': 'S', '8': 'B' };
const asDigits: Record<string, string> = { O: '0', I: '1', S: '5', B: '8' };
/** OCR's usual letter/digit mix-ups put right by the number's shape (letters here, digits there). */
const fixNumber = (type: string, value: string) => {
  const fix = (text: string, map: Record<string, string>) => [...text].map((char) => map[char] ?? char).join('');
  if (type === 'pan')
    return fix(value.slice(0, 5), asLetters) + fix(value.slice(5, 9), asDigits) + fix(value.slice(9), asLetters);
  if (type === 'driving_licence') return value.slice(0, 2) + fix(value.slice(2), asDigits);
  // Twelve digits in groups of four, however the spaces were read.
  if (type === 'aadhaar') return value.replace(/\s/g, '').replace(/(\d{4})(?=\d)/g, '$1 ');
  return value;
};

const titleCase = (value: string) =>
  value.toLowerCase().replace(/(^|[\s'-])([a-z])/g, (_, lead: string, letter: string) => lead + letter.toUpperCase());

/** Collects fields with their evidence; the first value set for a field wins. */
const collector = () => {
  const data: OnboardingData = {};
  const fields: Record<string, FieldEvidence> = {};
  const set = <K extends keyof OnboardingData>(
    key: K,
    value: OnboardingData[K] | null | undefined,
    confidence: number,
    source: string,
  ) => {
    if (value === null || value === undefined || value === '' || key in data) return;
    data[key] = value;
    fields[key] = {
      confidence: Math.round(Math.min(1, Math.max(0, confidence)) * 100) / 100,
      source: source.trim().slice(0, 300),
    };
  };
  return { data, fields, set };
};

/** The first line matching `pattern` (label and value on one line), with its first group. */
const labelled = (lines: TextLine[], pattern: RegExp) => {
  for (const line of lines) {
    const match = pattern.exec(line.text);
    if (match?.[1]) return { value: match[1].trim(), line };
  }
  return null;
};

const NAME_VALUE = String.raw`([A-Za-z][A-Za-z .']{1,60}[A-Za-z])`;

/** The fields of an identity card from its lines. */
const readIdentity = (
  type: string,
  lines: TextLine[],
  text: string,
  now: Date,
  set: ReturnType<typeof collector>['set'],
) => {
  const name = labelled(lines, new RegExp(String.raw`^\s*(?:Full\s*)?Name\s*[:;.-]?\s*${NAME_VALUE}\s*$`, 'i'));
  const nameIndex = name ? lines.indexOf(name.line) : -1;
  // The regional script's name: a Devanagari line just above the Latin one (headers skipped).
  const regionalLine = lines
    .slice(Math.max(0, nameIndex - 2), nameIndex < 0 ? 0 : nameIndex)
    .reverse()
    .find((line) => DEVANAGARI.test(line.text) && !HEADER_WORDS.test(line.text) && !/[A-Za-z0-9]/.test(line.text));
  if (name) {
    const english = titleCase(name.value);
    const regional = regionalLine?.text.replace(/[^\u0900-\u097F ]/g, '').trim();
    set(
      'full_name',
      regional ? { english, regional } : english,
      0.95 * name.line.confidence,
      regional ? `${regionalLine!.text}\n${name.line.text}` : name.line.text,
    );
  }
  const father = labelled(
    lines,
    new RegExp(String.raw`(?:Father'?s?\s*Name|S\/O|D\/O|Son\s*of|Daughter\s*of)\s*[:;.-]?\s*${NAME_VALUE}`, 'i'),
  );
  if (father) set('father_name', titleCase(father.value), 0.9 * father.line.confidence, father.line.text);
  const birth = labelled(
    lines,
    new RegExp(String.raw`(?:DOB|D\.O\.B|Date\s*of\s*Birth|Birth\s*Date|Year\s*of\s*Birth)\s*[:;.-]?\s*${DATE}`, 'i'),
  );
  if (birth) {
    const date = normaliseDate(birth.value);
    set('date_of_birth', date, 0.95 * birth.line.confidence, birth.line.text);
    set('age', ageOn(date, now), 0.9 * birth.line.confidence, birth.line.text);
  }
  const gender = labelled(lines, /\b(?:Gender|Sex)?\s*[:;.-]?\s*(MALE|FEMALE|TRANSGENDER)\b/i);
  if (gender) set('gender', titleCase(gender.value), 0.95 * gender.line.confidence, gender.line.text);
  const pattern = documentPatterns.find((entry) => entry.type === type);
  const numberLine = pattern ? lines.find((line) => pattern.number.test(line.text.toUpperCase())) : undefined;
  if (pattern && numberLine)
    set(
      'document_number',
      fixNumber(type, pattern.number.exec(numberLine.text.toUpperCase())![1]!.replace(/-/g, ' ')),
      0.95 * numberLine.confidence,
      numberLine.text,
    );
  const issued = labelled(
    lines,
    new RegExp(String.raw`(?:Date\s*of\s*Issue|Issue\s*Date|Issued\s*on|DOI)\s*[:;.-]?\s*${DATE}`, 'i'),
  );
  if (issued) set('issue_date', normaliseDate(issued.value), 0.9 * issued.line.confidence, issued.line.text);
  const valid = labelled(
    lines,
    new RegExp(
      String.raw`(?:Valid\s*(?:Till|Until|Upto|Up\s*to)|Date\s*of\s*Expiry|Expiry\s*Date|Validity)\s*[:;.-]?\s*${DATE}`,
      'i',
    ),
  );
  if (valid) set('validity', normaliseDate(valid.value), 0.9 * valid.line.confidence, valid.line.text);
  const nationality = labelled(lines, /Nationality\s*[:;.-]?\s*([A-Za-z]+)/i);
  if (nationality)
    set('nationality', titleCase(nationality.value), 0.9 * nationality.line.confidence, nationality.line.text);
  else if (type === 'aadhaar' || type === 'pan' || type === 'voter_id')
    set('nationality', 'Indian', 0.6, 'issued by the Government of India');
  // The address: from its label to the line with the pincode (at most four lines).
  const addressIndex = lines.findIndex((line) => /^\s*Address\s*[:;.-]?/i.test(line.text));
  if (addressIndex >= 0) {
    const block: TextLine[] = [];
    for (const line of lines.slice(addressIndex, addressIndex + 4)) {
      block.push(line);
      if (/\b\d{6}\b/.test(line.text)) break;
    }
    const address = block
      .map((line) => line.text)
      .join(', ')
      .replace(/^\s*Address\s*[:;.-]?\s*/i, '')
      .replace(/\s+/g, ' ')
      .replace(/,\s*,/g, ',')
      .trim();
    const lowest = Math.min(...block.map((line) => line.confidence));
    set('address', address, 0.8 * lowest, block.map((line) => line.text).join('\n'));
    const pin = /\b(\d{6})\b/.exec(address);
    if (pin) set('pincode', pin[1], 0.9 * lowest, block.at(-1)!.text);
  }
  const pinLabel = labelled(lines, /PIN(?:\s*Code)?\s*[:;.-]?\s*(\d{6})\b/i);
  if (pinLabel) set('pincode', pinLabel.value, 0.9 * pinLabel.line.confidence, pinLabel.line.text);
  void text;
};

/** A passport: the zone's fields first (verified ones nearly certain), the printed labels after. */
const readPassport = (lines: TextLine[], text: string, now: Date, set: ReturnType<typeof collector>['set']) => {
  const zone = findMrzLines(text);
  if (!zone) return undefined;
  const mrz = readMrz(zone, now);
  const sure = mrz.isValid ? 0.99 : 0.5;
  const source = zone.join('\n');
  const checked = (label: string) => !mrz.failures.some((failure) => failure.toLowerCase().includes(label));
  if (mrz.surname || mrz.givenNames)
    set(
      'full_name',
      titleCase([mrz.givenNames, mrz.surname].filter(Boolean).join(' ')),
      mrz.isValid ? 0.97 : 0.6,
      source,
    );
  set('document_number', mrz.documentNumber, checked('document number') ? 0.99 : 0.4, source);
  set('date_of_birth', mrz.birthDate, checked('birth') ? 0.99 : 0.4, source);
  if (mrz.birthDate) set('age', ageOn(mrz.birthDate, now), checked('birth') ? 0.97 : 0.4, source);
  set('validity', mrz.expiryDate, checked('expiration') ? 0.99 : 0.4, source);
  set('gender', mrz.sex, sure, source);
  if (mrz.nationality === 'IND') set('nationality', 'Indian', sure, source);
  void lines;
  return mrz;
};

/** SPEC §3 résumé fields through the candidates module's offline reader. */
const readResumeFields = (text: string, now: Date, set: ReturnType<typeof collector>['set']) => {
  const resume = readResume(text, { now: now.getTime() });
  const first = text.split('\n').find((line) => line.trim() !== '') ?? '';
  set('full_name', resume.name, resume.name ? 0.9 : 0, first);
  set('summary', resume.summary, 0.85, resume.summary);
  const years = (start: number | null, end: number | null) => [start, end].filter((year) => year !== null).join(' - ');
  set(
    'education_history',
    resume.education.length > 0
      ? resume.education.map((entry) => ({
          institution: entry.institution,
          degree: entry.degree,
          duration: years(entry.start_year, entry.end_year) || null,
          cgpa: null,
        }))
      : null,
    0.8,
    resume.education.map((entry) => `${entry.degree}, ${entry.institution}`).join('\n'),
  );
  const month = (value: string | null) => (value ? value.slice(0, 4) : null);
  set(
    'work_experience',
    resume.work_history.length > 0
      ? resume.work_history.map((job) => ({
          company: job.company,
          title: job.title,
          location: null,
          duration: `${month(job.start) ?? '?'} - ${job.is_current ? 'present' : (month(job.end) ?? '?')}`,
          responsibilities: job.description,
        }))
      : null,
    0.8,
    resume.work_history.map((job) => `${job.title}, ${job.company}`).join('\n'),
  );
};

const isResume = (text: string) =>
  /\b(EXPERIENCE|EMPLOYMENT|WORK HISTORY)\b/i.test(text) && /\bEDUCATION\b/i.test(text);

/** The document's type and fields from its lines of text. */
export const extractFields = (
  lines: TextLine[],
  { now = new Date(), isPdf = false }: { now?: Date; isPdf?: boolean } = {},
): Extraction => {
  const text = lines.map((line) => line.text).join('\n');
  const { data, fields, set } = collector();
  if (isPdf && isResume(text)) {
    readResumeFields(text, now, set);
    return { type: 'resume', data, fields };
  }
  const type = documentPatterns.find((entry) => entry.detect.test(text))?.type ?? (isResume(text) ? 'resume' : 'other');
  if (type === 'resume') {
    readResumeFields(text, now, set);
    return { type, data, fields };
  }
  const mrz = type === 'passport' ? readPassport(lines, text, now, set) : undefined;
  readIdentity(type, lines, text, now, set);
  return { type, data, fields, ...(mrz ? { mrz } : {}) };
};
