// How a résumé sentence meets a requirement's terms (#30): skills by any of their names or by a
// product of their kind (fit-related.ts), phrases by their words' lemmas, related terms and WordNet
// synonyms (fit-words.ts), in full when the words stand side by side, half when scattered. Sentences
// that say the opposite ("licence expired", "not willing") or are only being learnt or enjoyed
// ("Learning", "Interests") are read but never count.
import type { Term, TermOption } from './fit-terms.ts';
import { impliedSkills } from './fit-related.ts';
import { tokensOf, type Relation, type Token, type WideWord } from './fit-words.ts';
import { headingOf } from './resume-patterns.ts';
import { findSkills } from './skill-matching.ts';

/** A résumé sentence as the matching reads it: the skills it names (and those they are a kind of) and its other words. */
export type Sentence = { text: string; skills: Map<string, string>; implied: Map<string, string>; tokens: Token[] };

export const readSentence = (text: string): Sentence => {
  const { skills, rest } = findSkills(text);
  const implied = new Map<string, string>();
  for (const { canonical, written } of skills)
    for (const broader of impliedSkills[canonical] ?? []) if (!implied.has(broader)) implied.set(broader, written);
  return {
    text,
    skills: new Map(skills.map(({ canonical, written }) => [canonical, written])),
    implied,
    tokens: tokensOf(rest),
  };
};

const NEGATION = /\b(?:no|not|never|none|nothing|unable|cannot|can't|expired|lapsed|missed)\b/i;
const ASIDE_HEADING =
  /^(?:currently |now )?(?:learning|studying|interests?|hobbies|hobbies (?:and|&) interests|personal interests)\s*:?$/i;
const ASIDE_START = /^(?:currently |now )?(?:learning|studying|interests?|hobbies)\b/i;
const ASIDE_INLINE = /\b(?:currently|now) (?:learning|studying)\b|\bin progress\b|\(\s*learning\b/i;

/** Why a sentence does not count, or null when it does. */
export type AsideKind = 'negated' | 'learning';

/** Each sentence of a résumé, in its order, with why it does not count (null when it does). */
export const asideKinds = (sentences: readonly string[]): (AsideKind | null)[] => {
  let inAside = false;
  return sentences.map((text) => {
    const trimmed = text.trim();
    if (ASIDE_HEADING.test(trimmed)) {
      inAside = true;
      return 'learning';
    }
    if (headingOf(trimmed) !== null) inAside = false;
    if (inAside || ASIDE_START.test(trimmed) || ASIDE_INLINE.test(trimmed)) return 'learning';
    return NEGATION.test(trimmed) ? 'negated' : null;
  });
};

/** How a sentence meets one option of a term: the share of it (1, or less when partly) and the words that met it and why. */
export type OptionMatch = { option: TermOption; fraction: number; notes: string[] };

const relationRank: Record<Relation, number> = { same: 0, related: 1, synonym: 2 };
const relationNote: Record<Exclude<Relation, 'same'>, string> = {
  related: 'a term related to',
  synonym: 'a WordNet synonym of',
};

/** The sentence's words meeting one requirement word, best reason first. */
const hitsOf = (tokens: readonly Token[], wide: WideWord) =>
  tokens
    .flatMap((token) => {
      const relations = token.keys.flatMap((key) => {
        const relation = wide.keys.get(key);
        return relation ? [relation] : [];
      });
      if (relations.length === 0) return [];
      const relation = relations.sort((a, b) => relationRank[a] - relationRank[b])[0]!;
      return [{ token, relation }];
    })
    .sort((a, b) => relationRank[a.relation] - relationRank[b.relation] || a.token.at - b.token.at);

/** Whether some window of the phrase's length holds a word meeting each of its words. */
const isSideBySide = (hits: { token: Token }[][]): boolean => {
  // Two words side by side; three or more with at most one other word among them.
  const length = hits.length + (hits.length >= 3 ? 1 : 0);
  const starts = new Set(hits.flat().flatMap(({ token }) => Array.from({ length }, (_, i) => token.at - i)));
  return [...starts].some((start) =>
    hits.every((wordHits) => wordHits.some(({ token }) => token.at >= start && token.at < start + length)),
  );
};

const phraseMatch = (tokens: readonly Token[], phrase: readonly WideWord[]) => {
  const hits = phrase.map((wide) => hitsOf(tokens, wide));
  const found = hits.filter((wordHits) => wordHits.length > 0).length;
  if (found === 0) return { fraction: 0, notes: [] };
  const whole = found === phrase.length && (phrase.length === 1 || isSideBySide(hits));
  const notes = hits.flatMap((wordHits, index) => {
    const best = wordHits[0];
    if (!best) return [];
    const wanted = phrase[index]!.word;
    if (best.token.word.toLowerCase() === wanted.toLowerCase()) return [];
    const [written, asked] = [best.token.word, wanted];
    return [
      best.relation === 'same'
        ? `"${written}" is a form of "${asked}"`
        : `"${written}" is ${relationNote[best.relation]} "${asked}"`,
    ];
  });
  return { fraction: whole ? 1 : (found / phrase.length) * 0.5, notes };
};

/** The best way a sentence (or, when `listed` is given, the résumé's skills list) meets a term. */
export const termMatch = (
  sentence: Sentence | null,
  term: Term,
  listed: ReadonlySet<string> | null,
): OptionMatch | null => {
  let best: OptionMatch | null = null;
  for (const option of term.options) {
    let match: OptionMatch | null = null;
    if ('skill' in option) {
      const written = sentence?.skills.get(option.skill);
      const kindOf = sentence?.implied.get(option.skill);
      if (written !== undefined)
        match = {
          option,
          fraction: 1,
          notes: written.toLowerCase() === option.label.toLowerCase() ? [] : [`${written} is ${option.label}`],
        };
      else if (kindOf !== undefined) match = { option, fraction: 1, notes: [`${kindOf} is ${option.label}`] };
      else if (listed?.has(option.skill)) match = { option, fraction: 1, notes: [] };
    } else if (sentence !== null) {
      const found = phraseMatch(sentence.tokens, option.phrase);
      if (found.fraction > 0) match = { option, ...found };
    }
    if (match && (!best || match.fraction > best.fraction)) best = match;
  }
  return best;
};
