import type { TranscriptEntry } from '../calls.ts';

// Small helpers that write transcript entries with word timings, for the quality measures' tests
// and the labelled calls.

export type TimedWord = { word: string; start: number; end: number };

const round3 = (value: number): number => Math.round(value * 1000) / 1000;

/** How long a word takes to say: a base plus a share per letter (about 2.5 words a second). */
export const wordSeconds = (word: string): number => 0.12 + 0.045 * word.length;
/** The pause between two words of one turn. */
export const WORD_GAP_SECONDS = 0.06;

/** The text's words laid out from `start` (seconds), each after the one before it. */
export const layOutWords = (text: string, start: number): TimedWord[] => {
  const words: TimedWord[] = [];
  let cursor = start;
  for (const word of text.split(/\s+/).filter((w) => w !== '')) {
    const end = cursor + wordSeconds(word);
    words.push({ word, start: round3(cursor), end: round3(end) });
    cursor = end + WORD_GAP_SECONDS;
  }
  return words;
};

/** A transcript entry whose words start at `start` seconds. */
export const spokenTurn = (role: 'agent' | 'user', content: string, start: number): TranscriptEntry => ({
  role,
  content,
  words: layOutWords(content, start),
});

/** The end of a turn's last word (0 without words). */
export const turnEnd = (entry: TranscriptEntry): number => entry.words?.at(-1)?.end ?? 0;

/** A transcript entry without word timings. */
export const untimedTurn = (role: 'agent' | 'user', content: string): TranscriptEntry => ({ role, content });
