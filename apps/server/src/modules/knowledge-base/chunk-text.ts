/** Longest passage indexed as one search hit, in characters. */
export const CHUNK_MAX = 1200;

/** Splits a run longer than `max` at the last sentence end, else the last space, else hard. */
const splitLong = (text: string, max: number): string[] => {
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > max) {
    const window = rest.slice(0, max);
    const sentence = Math.max(window.lastIndexOf('. '), window.lastIndexOf('? '), window.lastIndexOf('! '));
    const space = window.lastIndexOf(' ');
    const cut = sentence > max / 2 ? sentence + 1 : space > max / 2 ? space : max;
    pieces.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest !== '') pieces.push(rest);
  return pieces;
};

/**
 * The passages a source's text is searched by: paragraphs packed together up to `max`
 * characters, a paragraph longer than that split at sentence ends. Nothing is lost or reordered:
 * joining the passages gives back every word in order.
 */
export const chunkText = (text: string, max = CHUNK_MAX): string[] => {
  const chunks: string[] = [];
  let current = '';
  for (const paragraph of text.split(/\n\s*\n/)) {
    const trimmed = paragraph.trim();
    if (trimmed === '') continue;
    for (const piece of trimmed.length > max ? splitLong(trimmed, max) : [trimmed]) {
      if (current !== '' && current.length + 2 + piece.length > max) {
        chunks.push(current);
        current = '';
      }
      current = current === '' ? piece : `${current}\n\n${piece}`;
    }
  }
  if (current !== '') chunks.push(current);
  return chunks;
};
