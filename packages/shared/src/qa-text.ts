// Text as a person hears it, for the call-quality measures: case, punctuation and spacing are
// dropped, contractions are spelled out (we're → we are), plurals fold to their singular, and
// every normalised token remembers the transcript word it came from, so a match can quote the
// words actually said and give their time.

/** One normalised token of a turn. */
export type TextToken = {
  /** Lower case, no punctuation, contraction spelled out, plural folded ('purposes' → 'purpose'). */
  text: string;
  /** The transcript word it came from (index into the turn's words, or its content split on spaces). */
  wordIndex: number;
  /** Which clause of the turn it belongs to: a clause ends at . , ; : ! ? so a "not" does not reach past it. */
  clause: number;
};

/** Words that turn a statement around: an edit that adds or drops one changes what was said. */
export const negationWords: ReadonlySet<string> = new Set([
  'not',
  'no',
  'never',
  'nothing',
  'nobody',
  'none',
  'neither',
  'nor',
  'without',
]);

/** Words naming who is meant: "my name" and "your name" are not a small variation of each other. */
export const personWords: ReadonlySet<string> = new Set([
  'i',
  'me',
  'my',
  'mine',
  'you',
  'your',
  'yours',
  'we',
  'us',
  'our',
  'ours',
  'he',
  'she',
  'they',
  'them',
  'their',
  'his',
  'her',
]);

// Words whose "'s" is "is" (it's, that's, name's); any other "'s" is a possessive and is dropped.
const isContractions = new Set([
  'it',
  'that',
  'there',
  'here',
  'what',
  'who',
  'he',
  'she',
  'where',
  'how',
  'when',
  'this',
  'everything',
  'nothing',
  'something',
  'name',
]);
// What is left of the verb once "n't" is cut off, when it is not the verb itself (can't → ca).
const irregularNegations: Record<string, string> = { ca: 'can', wo: 'will', sha: 'shall', ai: 'is' };
const suffixWords: Record<string, string> = { re: 'are', ve: 'have', ll: 'will', d: 'would', m: 'am' };
const spellings: Record<string, string[]> = { cannot: ['can', 'not'], ok: ['okay'], gonna: ['going', 'to'] };

/** Folds a plural to its singular ('purposes' → 'purpose', 'policies' → 'policy'); short words stay. */
export const foldPlural = (token: string): string => {
  if (token.length <= 3 || /\d/.test(token)) return token;
  if (token.endsWith('ies') && token.length > 4) return `${token.slice(0, -3)}y`;
  if (/(ss|us|is)$/.test(token)) return token;
  if (/(sses|xes|ches|shes|zes)$/.test(token)) return token.slice(0, -2);
  if (token.endsWith('s')) return token.slice(0, -1);
  return token;
};

/** Spells a contraction out: "we're" → ['we', 'are'], "don't" → ['do', 'not'], "zara's" → ['zara']. */
const spellOut = (word: string): string[] => {
  const negated = /^([a-z]+)n't$/.exec(word);
  if (negated?.[1] !== undefined) return [irregularNegations[negated[1]] ?? negated[1], 'not'];
  const contracted = /^([a-z]+)'([a-z]+)$/.exec(word);
  if (contracted?.[1] === undefined || contracted[2] === undefined) return [word];
  const [, stem, suffix] = contracted;
  if (suffix === 's') {
    if (stem === 'let') return ['let', 'us'];
    return isContractions.has(stem) ? [stem, 'is'] : [stem];
  }
  const spelled = suffixWords[suffix];
  return spelled === undefined ? [word] : [stem, spelled];
};

/** Lower case without accents, with typographic apostrophes made plain. */
const simplify = (word: string): string =>
  word
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'");

/**
 * The normalised tokens of a list of spoken words (a turn's words, or its content split on
 * spaces), each pointing back at the word it came from.
 */
export const tokenizeWords = (words: readonly string[]): TextToken[] => {
  const tokens: TextToken[] = [];
  let clause = 0;
  for (const [wordIndex, raw] of words.entries()) {
    // Thousands separators join their digits ("2,000" is one number, not a clause break).
    const word = simplify(raw).replace(/(\d),(?=\d)/g, '$1');
    const core = word.replace(/^[^a-z0-9']+|[^a-z0-9']+$/g, '').replace(/^'+|'+$/g, '');
    for (const piece of spellOut(core)) {
      for (const part of piece.split(/[^a-z0-9]+/)) {
        if (part === '') continue;
        for (const spelled of spellings[part] ?? [part]) tokens.push({ text: foldPlural(spelled), wordIndex, clause });
      }
    }
    if (/[.,;:!?\u2014]['")\]]*$/.test(word)) clause += 1;
  }
  return tokens;
};

/** The words of a text split on spaces, as tokenizeWords takes them. */
export const splitWords = (text: string): string[] => text.split(/\s+/).filter((word) => word !== '');

/** The normalised tokens of a text (no word timings needed). */
export const tokenizeText = (text: string): TextToken[] => tokenizeWords(splitWords(text));

/** Edit distance between two token lists (each insertion, deletion or substitution counts one). */
export const tokenEditDistance = (left: readonly string[], right: readonly string[]): number => {
  let previous = Array.from({ length: right.length + 1 }, (_, j) => j);
  for (let i = 1; i <= left.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= right.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (left[i - 1] === right[j - 1] ? 0 : 1);
      current.push(Math.min(substitution, (previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1));
    }
    previous = current;
  }
  return previous[right.length] ?? 0;
};
