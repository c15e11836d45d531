import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chunkText } from './chunk-text.ts';

const words = (text: string) => text.split(/\s+/).filter(Boolean);

describe('chunkText', () => {
  it('packs short paragraphs together and keeps them apart by a blank line', () => {
    expect(chunkText('One.\n\nTwo.\n\n\n  \nThree.', 100)).toEqual(['One.\n\nTwo.\n\nThree.']);
    expect(chunkText('', 100)).toEqual([]);
  });

  it('splits a long paragraph at a sentence end when it can', () => {
    const text = `${'a'.repeat(60)}. ${'b'.repeat(30)}. ${'c'.repeat(30)}`;
    expect(chunkText(text, 80)).toEqual([`${'a'.repeat(60)}.`, `${'b'.repeat(30)}. ${'c'.repeat(30)}`]);
  });

  it('loses, adds and reorders no word, and keeps every passage within the limit', () => {
    const paragraph = fc
      .array(fc.stringMatching(/^[a-z]{1,30}[.!?]?$/), { minLength: 1, maxLength: 80 })
      .map((list) => list.join(' '));
    fc.assert(
      fc.property(
        fc.array(paragraph, { minLength: 0, maxLength: 12 }),
        fc.integer({ min: 40, max: 400 }),
        (paragraphs, max) => {
          const text = paragraphs.join('\n\n');
          const chunks = chunkText(text, max);
          expect(chunks.flatMap(words)).toEqual(words(text));
          for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(max);
        },
      ),
    );
  });
});
