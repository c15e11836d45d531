// What a requirement asks for, in terms a résumé sentence can be checked against: the skills it
// names (through the synonym table), its other significant words, and the years it asks for.
import { ownForms, phrasesOf, widen, type WideWord } from './fit-words.ts';
import { findSkills } from './skill-matching.ts';
import { caseSensitiveNames } from './skill-synonyms.ts';
import { skillRows } from './skill-table.ts';

/** One way to meet a term: a skill, or a phrase whose words must all be there, side by side for all its weight; with the requirement's words for it. */
export type TermOption = ({ skill: string } | { phrase: WideWord[] }) & { label: string };
/** Something a requirement asks for, met by any one of its options ("one of Java, Go or Node.js"). */
export type Term = { label: string; options: TermOption[] };
export type Requirement = { terms: Term[]; years: number | null };

// Sentences about what the score never uses (#17): they are neither read nor quoted.
const excludedPattern =
  /\b(gender|sex|male|female|pronouns?|he\/him|she\/her|age[ds]?|years old|date of birth|d\.?o\.?b|born|birth ?day|birth ?date|photo|photograph|nationality|nationalities|citizen|citizenship|marital|married|unmarried|spouse|wife|husband|divorced|widowed|religion)\b/i;

/** Whether a sentence speaks of name-free things only: not gender, age, date of birth, photo, nationality or marital status. */
export const isUsableSentence = (sentence: string): boolean => !excludedPattern.test(sentence);

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

const rowOf = new Map(skillRows.map((row) => [row[0]!, row]));
const nameOptions = new Map<string, TermOption[]>();

/** A skill's options: its names, and each name's words as a phrase in any of their forms ("Mentoring" met by "mentored", "Split testing" by "split tests"). */
const skillOptions = (canonical: string, written: string): TermOption[] => {
  let phrases = nameOptions.get(canonical);
  if (!phrases) {
    phrases = (rowOf.get(canonical) ?? [])
      .map((name) => ({ name, words: phrasesOf(name).flat() }))
      .filter(
        ({ words }) => words.length > 0 && words.every((word) => word.length >= 3 && !caseSensitiveNames.has(word)),
      )
      .map(({ name, words }) => ({ phrase: words.map(ownForms), label: name }));
    nameOptions.set(canonical, phrases);
  }
  return [{ skill: canonical, label: written }, ...phrases];
};

/** The options of one alternative ("Kafka", "another event log"): each skill, else all its words together. */
const optionsOf = (piece: string): { options: TermOption[]; label: string } => {
  const { skills, rest } = findSkills(piece);
  if (skills.length > 0)
    return {
      options: skills.flatMap(({ canonical, written }) => skillOptions(canonical, written)),
      label: skills.map(({ written }) => written).join(' / '),
    };
  const words = phrasesOf(rest).flat();
  const label = words.join(' ');
  return { options: words.length > 0 ? [{ phrase: words.map(widen), label }] : [], label };
};

/** Terms of a clause with no "or": each skill, and each run of other words (a phrase), is asked for on its own. */
const plainTerms = (clause: string): Term[] => {
  const { skills, rest } = findSkills(clause);
  const skillTerms = skills.map(({ canonical, written }) => ({
    label: written,
    options: skillOptions(canonical, written),
  }));
  return [
    ...skillTerms,
    ...phrasesOf(rest).map((words) => {
      const label = words.join(' ');
      return { label, options: [{ phrase: words.map(widen), label }] };
    }),
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
    last ? { options: skillOptions(last.canonical, last.written), label: last.written } : optionsOf(first),
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

// A job's requirements are read once for all its candidates (a rescoring reads the same few
// sentences thousands of times); the most recent ones are kept.
const readRequirements = new Map<string, Requirement>();
const KEPT_REQUIREMENTS = 2_000;

/** What a requirement sentence asks for. */
export const readRequirement = (text: string): Requirement => {
  const known = readRequirements.get(text);
  if (known) return known;
  const read = readRequirementOnce(text);
  if (readRequirements.size >= KEPT_REQUIREMENTS) readRequirements.delete(readRequirements.keys().next().value!);
  readRequirements.set(text, read);
  return read;
};

const readRequirementOnce = (text: string): Requirement => {
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
