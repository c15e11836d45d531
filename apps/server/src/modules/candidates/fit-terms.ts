// What a requirement asks for, in terms a résumé sentence can be checked against: the skills it
// names (through the synonym table), its other significant words, and the years it asks for.
import { findSkills } from './skill-matching.ts';

/** One way to meet a term: a skill, or words (stems) that must all be there; with the requirement's words for it. */
export type TermOption = ({ skill: string } | { words: string[] }) & { label: string };
/** Something a requirement asks for, met by any one of its options ("one of Java, Go or Node.js"). */
export type Term = { label: string; options: TermOption[] };
export type Requirement = { terms: Term[]; years: number | null };

// Words that carry no requirement of their own: grammar, and the way job ads praise.
const stopWords = new Set(
  (
    'a an the and or of in on at to for with from by as is are be been being it its this that these those our your you we they their who which what when where how ' +
    'one another other any some each all both either such than then also plus etc eg ie via into over under about across within per ' +
    'experience experienced expertise knowledge understanding familiarity familiar proficiency proficient ability able skills skill strong solid good great ' +
    'excellent deep proven hands-on hands working work comfortable fluent advanced basic year years yr yrs month months least minimum preferred ideally ' +
    'plus must should nice have has having using use used domain related relevant similar equivalent background level above below higher'
  ).split(' '),
);

// Sentences about what the score never uses (#17): they are neither read nor quoted.
const excludedPattern =
  /\b(gender|sex|male|female|pronouns?|he\/him|she\/her|age[ds]?|years old|date of birth|d\.?o\.?b|born|birth ?day|birth ?date|photo|photograph|nationality|nationalities|citizen|citizenship|marital|married|unmarried|spouse|wife|husband|divorced|widowed|religion)\b/i;

/** Whether a sentence speaks of name-free things only: not gender, age, date of birth, photo, nationality or marital status. */
export const isUsableSentence = (sentence: string): boolean => !excludedPattern.test(sentence);

// Past forms a résumé writes for a requirement's present ones ("built" for "building").
const irregularStems: Record<string, string> = {
  built: 'build',
  ran: 'run',
  led: 'lead',
  wrote: 'write',
  taught: 'teach',
  made: 'make',
  sold: 'sell',
  grew: 'grow',
  drove: 'drive',
  won: 'win',
};

/** A word's stem, enough to meet "services" with "service", "designing" with "designed" and "building" with "built". */
export const stemWord = (word: string): string => {
  const lower = word.toLowerCase();
  const irregular = irregularStems[lower];
  if (irregular) return irregular;
  for (const ending of ['ing', 'ed', 'es', 's']) {
    if (lower.endsWith(ending) && lower.length - ending.length >= 4) return lower.slice(0, -ending.length);
  }
  return lower;
};

/** The significant words of a text (its skills left out), each once, with their stems. */
const wordsOf = (text: string): { word: string; stem: string }[] => {
  const words = (text.match(/[\p{L}][\p{L}'-]*/gu) ?? [])
    .map((word) => word.replace(/'s$/, ''))
    .filter((word) => word.length > 1 && !stopWords.has(word.toLowerCase()));
  const seen = new Set<string>();
  return words.map((word) => ({ word, stem: stemWord(word) })).filter(({ stem }) => !seen.has(stem) && seen.add(stem));
};

/** The significant words of a text (its skills left out), as stems. */
export const significantWords = (text: string): string[] => wordsOf(text).map(({ stem }) => stem);

const numberWords: Record<string, number> = {
  a: 1,
  an: 1,
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
  twelve: 12,
  fifteen: 15,
};
const yearsPattern =
  /\b(\d+(?:\.\d+)?|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen)\s*\+?\s*(?:or more\s+)?years?\b/i;

/** The years a text asks for ("Four years", "5+ years", "A year of"), or null. */
export const yearsAskedFor = (text: string): number | null => {
  const match = yearsPattern.exec(text);
  if (!match) return null;
  const amount = match[1]!.toLowerCase();
  return numberWords[amount] ?? Number(amount);
};

/** The options of one alternative ("Kafka", "another event log"): each skill, else all its words together. */
const optionsOf = (piece: string): { options: TermOption[]; label: string } => {
  const { skills, rest } = findSkills(piece);
  if (skills.length > 0)
    return {
      options: skills.map(({ canonical, written }) => ({ skill: canonical, label: written })),
      label: skills.map(({ written }) => written).join(' / '),
    };
  const words = wordsOf(rest);
  const label = words.map(({ word }) => word).join(' ');
  return { options: words.length > 0 ? [{ words: words.map(({ stem }) => stem), label }] : [], label };
};

/** Terms of a clause with no "or": each skill, and each other word, is asked for on its own. */
const plainTerms = (clause: string): Term[] => {
  const { skills, rest } = findSkills(clause);
  const skillTerms = skills.map(({ canonical, written }) => ({
    label: written,
    options: [{ skill: canonical, label: written }],
  }));
  return [
    ...skillTerms,
    ...wordsOf(rest).map(({ word, stem }) => ({ label: word, options: [{ words: [stem], label: word }] })),
  ];
};

/** Terms of a clause with alternatives ("Performance testing with k6 or JMeter"): what is joined by "or" is one term, met by any of
 * its options; what stands before the first alternative ("Performance testing") is asked for on its own. */
const alternativeTerms = (clause: string): Term[] => {
  const [first = '', ...others] = clause.split(/,|\bor\b/i);
  const { skills } = findSkills(first);
  const last = skills.at(-1);
  const leading = last ? plainTerms(first).filter((term) => term.label !== last.written) : [];
  const alternatives = [
    last ? { options: [{ skill: last.canonical, label: last.written }], label: last.written } : optionsOf(first),
    ...others.map(optionsOf),
  ].filter(({ options }) => options.length > 0);
  if (alternatives.length === 0) return leading;
  return [
    ...leading,
    {
      label: alternatives.map(({ label }) => label).join(' or '),
      options: alternatives.flatMap(({ options }) => options),
    },
  ];
};

/** What a requirement sentence asks for. */
export const readRequirement = (text: string): Requirement => {
  const years = yearsAskedFor(text);
  const body = text.replace(yearsPattern, ' ');
  const oneOf = /\b(?:one|any|either) of\b/i.exec(body);
  if (oneOf)
    return {
      years,
      terms: [
        ...plainTerms(body.slice(0, oneOf.index)),
        ...alternativeTerms(body.slice(oneOf.index + oneOf[0].length)),
      ],
    };
  const clauses = body.split(/\band\b|;/i);
  return {
    years,
    terms: clauses.flatMap((clause) => (/\bor\b/i.test(clause) ? alternativeTerms(clause) : plainTerms(clause))),
  };
};
