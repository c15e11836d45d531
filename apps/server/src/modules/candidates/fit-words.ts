// The words of a requirement or a résumé sentence as the fit score compares them (#30): each word by
// its keys (the Porter2 stems of its verb and noun lemmas, wink-lemmatizer and wink-porter2-stemmer:
// "wrote", "writing" and "written" are all "write"), and a requirement's words widened by the
// domain's related terms (fit-related.ts) and WordNet's synonyms (wordnet.ts), each with why.
import { createRequire } from 'node:module';
import type Lemmatizer from 'wink-lemmatizer';
import stem from 'wink-porter2-stemmer';
import { relatedGroups } from './fit-related.ts';
import { wordnetSynonyms } from './wordnet.ts';

// Words that carry no requirement of their own: grammar, and the way job ads praise.
export const stopWords = new Set(
  (
    'a an the and or of in on at to for with from by as is are be been being it its this that these those our your you we they their who which what when where how ' +
    'one another other any some each all both either such than then also plus etc eg ie via into over under about across within per ' +
    'experience experienced expertise knowledge understanding familiarity familiar proficiency proficient ability able skills skill strong solid good great ' +
    'excellent deep proven hands-on hands working work comfortable fluent advanced basic year years yr yrs month months least minimum preferred ideally ' +
    'plus must should nice have has having using use used domain related relevant similar equivalent background level above below higher ' +
    'clear clearly consistently based located i my me his her them he she was were did do does done every daily weekly monthly ' +
    'two three four five six seven eight nine ten twelve twenty hundred thousand million'
  ).split(' '),
);

/** Why a résumé's word meets a requirement's: the same word (another form of it), a related term, a WordNet synonym. */
export type Relation = 'same' | 'related' | 'synonym';

// The lemmatizer's lexicon takes about 0.45 s and 7 MB of heap to load (48 MB of RSS while it
// parses): it is loaded at the first word read, not when the server starts.
let loaded: typeof Lemmatizer | null = null;
const lemmatizer = (): typeof Lemmatizer =>
  (loaded ??= createRequire(import.meta.url)('wink-lemmatizer') as typeof Lemmatizer);

const keyCache = new Map<string, readonly string[]>();

/** A word's keys: the stems of its verb and noun lemmas ("wrote" → write, "documents" → document). */
export const keysOf = (word: string): readonly string[] => {
  const lower = word.toLowerCase();
  const known = keyCache.get(lower);
  if (known) return known;
  const { verb, noun } = lemmatizer();
  const keys = [...new Set([stem(verb(lower)), stem(noun(lower)), stem(lower)])];
  keyCache.set(lower, keys);
  return keys;
};

let groups: Map<string, Set<string>> | null = null;
/** Each key's related keys, made at the first word widened. */
const groupsByKey = (): Map<string, Set<string>> => {
  if (groups) return groups;
  groups = new Map();
  for (const group of relatedGroups) {
    const keys = group.flatMap((word) => (word.includes(' ') ? [] : keysOf(word)));
    for (const key of keys) {
      const known = groups.get(key) ?? new Set<string>();
      for (const other of keys) known.add(other);
      groups.set(key, known);
    }
  }
  return groups;
};

/** A requirement's word with every key that meets it and why. */
export type WideWord = { word: string; keys: ReadonlyMap<string, Relation> };

const wideCache = new Map<string, WideWord>();

/** A requirement's word widened: its own keys, its related terms', its WordNet synonyms' (single words). */
export const widen = (word: string): WideWord => {
  const lower = word.toLowerCase();
  const known = wideCache.get(lower);
  if (known) return known;
  const keys = new Map<string, Relation>();
  const add = (key: string, relation: Relation) => {
    if (!keys.has(key)) keys.set(key, relation);
  };
  const own = keysOf(lower);
  for (const key of own) add(key, 'same');
  for (const key of own) for (const related of groupsByKey().get(key) ?? []) add(related, 'related');
  const { verb, noun, adjective } = lemmatizer();
  for (const lemma of new Set([verb(lower), noun(lower), adjective(lower)]))
    for (const synonym of wordnetSynonyms(lemma))
      if (!synonym.includes(' ')) for (const key of keysOf(synonym)) add(key, 'synonym');
  const wide = { word, keys };
  wideCache.set(lower, wide);
  return wide;
};

/** A word met only by its own forms ("mentored" for "Mentoring"): how a skill's name is read as words. */
export const ownForms = (word: string): WideWord => ({
  word,
  keys: new Map(keysOf(word).map((key) => [key, 'same' as const])),
});

/** A sentence's word where it stands among the sentence's significant words. */
export type Token = { word: string; keys: readonly string[]; at: number };

const WORD = /[\p{L}][\p{L}'-]*/gu;

/** Runs of significant words: a stop word, a mark or a blanked skill (two spaces or more) ends a run. */
export const phrasesOf = (text: string): string[][] =>
  text
    .split(/[,;:.()[\]/|!?&+]|\s{2,}/)
    .flatMap((piece) => {
      const runs: string[][] = [[]];
      for (const match of piece.matchAll(WORD)) {
        const word = match[0].replace(/'s$/, '');
        if (word.length <= 1 || stopWords.has(word.toLowerCase())) runs.push([]);
        else runs.at(-1)!.push(word);
      }
      return runs;
    })
    .filter((run) => run.length > 0);

/** A sentence's significant words in order, with their keys. */
export const tokensOf = (text: string): Token[] =>
  [...text.matchAll(WORD)]
    .map((match) => match[0].replace(/'s$/, ''))
    .filter((word) => word.length > 1 && !stopWords.has(word.toLowerCase()))
    .map((word, at) => ({ word, keys: keysOf(word), at }));
