// Dates as résumés write them: "Jan 2021 – Present", "01/2021 - 03/2023", "2019–2021",
// "March 2020 to Current", "2021 - now"; months kept as YYYY-MM.

const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const YEAR = String.raw`(?<!\d)(?:19|20)\d{2}(?!\d)`;
const POINT = String.raw`(?:${MONTH},?\s*'?${YEAR}|(?<!\d)\d{1,2}[/.-]${YEAR}|${YEAR})`;
const OPEN = String.raw`(?:present|current(?:ly)?|now|today|ongoing|till date|to date|till now|date)`;
const SEPARATOR = String.raw`(?:\s*(?:[-–—~]+|\bto\b|\buntil\b|\bthrough\b)\s*|\s+(?=till\b))`;

const rangePattern = new RegExp(`(${POINT})${SEPARATOR}(${POINT}|${OPEN}\\b)`, 'iu');
// A lone date ends its line or comes before a colon: "Internship at KPMG, 2022", not "2000 requests a second".
const lonePattern = new RegExp(`${POINT}(?=\\s*(?:[:)|]|$))`, 'iu');
const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A span of work or study: months as YYYY-MM, `end` null while current. */
export type DateRange = { start: string; end: string | null; isCurrent: boolean; match: string; index: number };

const pad = (month: number) => String(month).padStart(2, '0');

/** "Jan 2021", "01/2021", "2019" → YYYY-MM; a year alone is its January, or its December as an end. */
export const monthOf = (text: string, isEnd = false): string | null => {
  const year = /(?:19|20)\d{2}(?!\d)/.exec(text)?.[0];
  if (year === undefined) return null;
  const named = months.findIndex((name) => text.toLowerCase().startsWith(name));
  if (named !== -1) return `${year}-${pad(named + 1)}`;
  const numeric = /^(\d{1,2})[/.-]/.exec(text)?.[1];
  const month = numeric === undefined ? 0 : Number(numeric);
  if (month >= 1 && month <= 12) return `${year}-${pad(month)}`;
  return `${year}-${isEnd ? '12' : '01'}`;
};

/** The first date range of a line, or a lone date as a range over itself ("Internship at KPMG, 2022"). */
export const findDateRange = (line: string, allowLone = false): DateRange | null => {
  const range = rangePattern.exec(line);
  if (range !== null) {
    const start = monthOf(range[1]!);
    const isCurrent = !/\d/.test(range[2]!);
    const end = isCurrent ? null : monthOf(range[2]!, true);
    if (start !== null) return { start, end, isCurrent, match: range[0], index: range.index };
  }
  if (!allowLone) return null;
  const lone = lonePattern.exec(line);
  if (lone === null) return null;
  // "Jan 2022" alone is that month; "2022" alone is that year.
  const start = monthOf(lone[0]);
  const end = /^\d{4}$/.test(lone[0]) ? monthOf(lone[0], true) : start;
  return start === null ? null : { start, end, isCurrent: false, match: lone[0], index: lone.index };
};

/** The years a line names, in order ("2014 – 2018" → [2014, 2018]). */
export const yearsIn = (line: string): number[] =>
  [...line.matchAll(new RegExp(YEAR, 'g'))].map((match) => Number(match[0]));

const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;

/** Years covered by the ranges together (overlaps once, both end months included), to one decimal; a current one runs to `now`. */
export const yearsCovered = (
  ranges: { start: string | null; end: string | null; is_current: boolean }[],
  now: number,
): number | null => {
  const today = new Date(now);
  const nowIndex = today.getUTCFullYear() * 12 + today.getUTCMonth();
  const spans = ranges
    .filter((range) => range.start !== null && (range.end !== null || range.is_current))
    .map((range) => [monthIndex(range.start!), range.is_current ? nowIndex : monthIndex(range.end!)] as const)
    .filter(([from, to]) => Number.isFinite(from) && Number.isFinite(to) && to >= from)
    .sort((a, b) => a[0] - b[0]);
  if (spans.length === 0) return null;
  let total = 0;
  let [from, to] = spans[0]!;
  for (const [nextFrom, nextTo] of spans.slice(1)) {
    if (nextFrom <= to + 1) to = Math.max(to, nextTo);
    else {
      total += to - from + 1;
      [from, to] = [nextFrom, nextTo];
    }
  }
  total += to - from + 1;
  return Math.round((total / 12) * 10) / 10;
};
