import { parse } from 'mrz';

/** A passport's machine-readable zone read: the fields, and whether every check digit held. */
export type MrzReading = {
  lines: [string, string];
  isValid: boolean;
  /** Labels of the checks that failed (check digits, unknown country codes). */
  failures: string[];
  surname: string;
  givenNames: string;
  documentNumber: string | null;
  nationality: string | null;
  birthDate: string | null;
  sex: string | null;
  expiryDate: string | null;
};

/** OCR reads '<' as «, K, or a space at times; a TD3 line is 44 characters of A-Z, 0-9 and '<'. */
const cleanMrzLine = (line: string) =>
  line
    .toUpperCase()
    .replace(/[«‹]/g, '<')
    .replace(/\s+/g, '')
    .replace(/[^A-Z0-9<]/g, '');

/** The two 44-character lines of a TD3 zone (ICAO 9303), found in OCR text, or null. */
export const findMrzLines = (text: string): [string, string] | null => {
  const lines = text
    .split('\n')
    .map(cleanMrzLine)
    .filter((line) => line.length >= 40);
  const first = lines.findIndex((line) => line.startsWith('P') && line.includes('<<'));
  if (first < 0 || first + 1 >= lines.length) return null;
  const fit = (line: string) => line.slice(0, 44).padEnd(44, '<');
  return [fit(lines[first]!), fit(lines[first + 1]!)];
};

/**
 * The given names without the filler OCR misreads: a run of '<' read as K, L or C looks like a
 * name of those letters only (no vowel), and ends the names.
 */
const givenNamesOf = (value: string) => {
  const names: string[] = [];
  for (const token of value.trim().split(/\s+/)) {
    if (/^[KLC<]+$/.test(token)) break;
    // Filler glued to the last name: four or more of K, L, C at its end.
    const name = token.replace(/[KLC]{4,}.*$/, '');
    if (name) names.push(name);
    if (name !== token) break;
  }
  return names.join(' ');
};

/** YYMMDD as DD/MM/YYYY: a birth date is never in the future, an expiry date within 30 years. */
const mrzDate = (value: string | null | undefined, kind: 'birth' | 'expiry', now: Date): string | null => {
  if (!value || !/^\d{6}$/.test(value)) return null;
  const yy = Number(value.slice(0, 2));
  const century = kind === 'birth' ? (2000 + yy > now.getUTCFullYear() ? 1900 : 2000) : 2000;
  return `${value.slice(4, 6)}/${value.slice(2, 4)}/${century + yy}`;
};

/** Characters OCR takes for one another in the zone's font. */
const LOOK_ALIKES: Record<string, string> = {
  '0': 'O',
  O: '0',
  '1': 'I',
  I: '1',
  '5': 'S',
  S: '5',
  '8': 'B',
  B: '8',
  '2': 'Z',
  Z: '2',
  '6': 'G',
  G: '6',
};

/**
 * The second line with its document number put right when OCR took a letter for a digit or the
 * other way round: the one reading of the nine characters, changing at most two look-alikes, that
 * its check digit confirms (the line as read when none or several do).
 */
export const withCheckedNumber = (line: string): string => {
  const number = line.slice(0, 9);
  const check = Number(line[9]);
  if (!/^\d$/.test(line[9] ?? '') || mrzCheckDigit(number) === check) return line;
  const positions = [...number].flatMap((char, index) => (LOOK_ALIKES[char] ? [index] : []));
  const swap = (value: string, index: number) =>
    value.slice(0, index) + LOOK_ALIKES[value[index]!]! + value.slice(index + 1);
  const candidates = new Set<string>();
  for (const [i, first] of positions.entries()) {
    const one = swap(number, first);
    if (mrzCheckDigit(one) === check) candidates.add(one);
    for (const second of positions.slice(i + 1)) {
      const two = swap(one, second);
      if (mrzCheckDigit(two) === check) candidates.add(two);
    }
  }
  // A passport number is digits after at most two letters: a reading with letters among the digits is no answer.
  const found = [...candidates].filter((candidate) => /^[A-Z]{0,2}\d+<*$/.test(candidate));
  return found.length === 1 ? found[0]! + line.slice(9) : line;
};

/** The zone parsed with the `mrz` package, its check digits verified. */
export const readMrz = (zone: [string, string], now = new Date()): MrzReading => {
  const lines: [string, string] = [zone[0], withCheckedNumber(zone[1])];
  const result = parse(lines, { autocorrect: true });
  const failures = result.details.filter((detail) => !detail.valid).map((detail) => detail.label);
  const fields = result.fields;
  return {
    lines,
    isValid: result.valid,
    failures,
    surname: (fields.lastName ?? '').trim(),
    givenNames: givenNamesOf(fields.firstName ?? ''),
    documentNumber: fields.documentNumber ?? null,
    nationality: fields.nationality ?? null,
    birthDate: mrzDate(fields.birthDate, 'birth', now),
    sex: fields.sex === 'male' ? 'Male' : fields.sex === 'female' ? 'Female' : null,
    expiryDate: mrzDate(fields.expirationDate, 'expiry', now),
  };
};

/** ICAO 9303 check digit of a field (weights 7, 3, 1; '<' is 0, letters A=10...). */
export const mrzCheckDigit = (value: string): number =>
  [...value].reduce((sum, char, index) => {
    const code = char === '<' ? 0 : /\d/.test(char) ? Number(char) : char.charCodeAt(0) - 55;
    return sum + code * [7, 3, 1][index % 3]!;
  }, 0) % 10;
