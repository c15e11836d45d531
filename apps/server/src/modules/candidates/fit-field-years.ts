// The years a requirement asks for in one field ("3+ years in data engineering"): the dated roles
// whose title names the field, their overlaps counted once; the career's other roles do not count.
// A requirement naming no field, or a field no role's title names, is judged by the whole career.
import type { FitResult, ParsedResume } from '@agentdesk/shared';
import { judgeYears } from './fit-background.ts';
import type { Term } from './fit-terms.ts';
import { keysOf } from './fit-words.ts';
import { yearsCovered } from './resume-dates.ts';

/** Words of a field a title need not repeat ("customer support" is a support role, "backend development" a backend one). */
const generic = new Set(
  ['customer', 'client', 'development', 'b2b', 'b2c', 'saas', 'professional', 'industry', 'field', 'role'].flatMap(
    keysOf,
  ),
);

/** The field's words a role's title must hold, each as its keys and related keys: a skill by its name's words. */
const fieldWords = (terms: readonly Term[]) =>
  terms.flatMap((term): { word: string; keys: Set<string>; term: Term }[] => {
    const option = term.options[0];
    if (!option) return [];
    const words =
      'skill' in option
        ? option.skill.split(/\s+/).map((word) => ({ word, keys: new Set(keysOf(word)), term }))
        : option.phrase.map(({ word, keys }) => ({ word, keys: new Set(keys.keys()), term }));
    return words.filter(({ keys }) => ![...keys].some((key) => generic.has(key)));
  });

export const judgeFieldYears = (
  resume: ParsedResume,
  terms: readonly Term[],
  asked: number,
  now: number,
): { result: FitResult; fraction: number; reason: string; fieldTerms: ReadonlySet<Term> } => {
  const words = fieldWords(terms);
  const none = new Set<Term>();
  if (words.length === 0) return { ...judgeYears(resume.years_of_experience, asked), fieldTerms: none };
  const field = words.map(({ word }) => word).join(' ');
  const roles = resume.work_history.filter((role) => {
    const title = role.title.split(/[\s,/&-]+/).flatMap((word) => (word ? keysOf(word) : []));
    return words.every(({ keys }) => title.some((key) => keys.has(key)));
  });
  // No role titled for the field: the whole career's years, said as such.
  if (roles.length === 0) {
    const judged = judgeYears(resume.years_of_experience, asked);
    return { ...judged, reason: `${judged.reason} of work in all, no role titled for ${field}`, fieldTerms: none };
  }
  const judged = judgeYears(yearsCovered(roles, now), asked);
  // The roles' titles meet the field's terms themselves.
  return {
    ...judged,
    fieldTerms: new Set(words.map(({ term }) => term)),
    reason: `${judged.reason} in ${field} (${roles.length === 1 ? 'one role' : `${roles.length} roles, overlaps counted once`})`,
  };
};
