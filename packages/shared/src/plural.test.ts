import { describe, expect, it } from 'vitest';
import { plural, pluralNoun } from './plural.ts';

describe('plural', () => {
  it('puts one thing in the singular and every other count in the plural', () => {
    expect(plural(1, 'candidate')).toBe('1 candidate');
    expect(plural(0, 'candidate')).toBe('0 candidates');
    expect(plural(2, 'day')).toBe('2 days');
    expect(plural(1_250, 'call')).toBe('1,250 calls');
  });

  it('takes irregular forms', () => {
    expect(plural(1, { one: 'person', other: 'people' })).toBe('1 person');
    expect(plural(3, { one: 'person', other: 'people' })).toBe('3 people');
    expect(plural(2, { one: 'reply', other: 'replies' })).toBe('2 replies');
  });

  it('matches the noun to the number as shown', () => {
    // Rounded to a whole number by default: 1.2 reads '1 day'.
    expect(plural(1.2, 'day')).toBe('1 day');
    expect(plural(2.5, 'day', { maximumFractionDigits: 1 })).toBe('2.5 days');
    expect(plural(1, 'day', { minimumFractionDigits: 1, maximumFractionDigits: 1 })).toBe('1.0 days');
  });
});

describe('pluralNoun', () => {
  it('gives the word alone', () => {
    expect(pluralNoun(1, 'file')).toBe('file');
    expect(pluralNoun(4, 'file')).toBe('files');
    expect(pluralNoun(1.5, 'day')).toBe('days');
  });
});
