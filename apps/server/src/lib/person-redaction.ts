// A person's name, e-mail address and phone number taken out of text that is kept after they are
// erased (a call's transcript, analysis and variables, a mail already sent to someone else): each
// is replaced by a stand-in that says what stood there.

export type Person = { name: string; email: string | null; phone: string | null };

/** What stands where the person's details stood. */
export const REDACTED = { name: '[name]', email: '[email]', number: '[number]' } as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text as a whole word (not inside a longer word), in any case. */
const wordPattern = (text: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(text)}(?![\\p{L}\\p{N}])`, 'giu');

/** Digits as people write them: spaces, dots, dashes or brackets between any two. */
const digitsPattern = (digits: string) => digits.split('').join('[\\s().-]*');

/**
 * Replaces the person's details in a text: the e-mail address, the number (in E.164, and its last
 * ten digits as written nationally, with or without separators), the whole name and each part of it
 * of two letters or more, as whole words in any case.
 */
export const personRedactor = (person: Person): ((text: string) => string) => {
  const rules: [RegExp, string][] = [];
  if (person.email) rules.push([new RegExp(escapeRegExp(person.email), 'gi'), REDACTED.email]);
  const digits = (person.phone ?? '').replace(/\D/g, '');
  if (digits.length >= 6) {
    rules.push([new RegExp(`\\+?(?<!\\d)${digitsPattern(digits)}(?!\\d)`, 'g'), REDACTED.number]);
    if (digits.length > 10)
      rules.push([new RegExp(`\\(?(?<!\\d)${digitsPattern(digits.slice(-10))}(?!\\d)`, 'g'), REDACTED.number]);
  }
  const name = person.name.trim();
  if (name !== '') {
    rules.push([wordPattern(name), REDACTED.name]);
    for (const part of new Set(name.split(/[\s,-]+/).filter((part) => part.length >= 2)))
      rules.push([wordPattern(part), REDACTED.name]);
  }
  return (text) => rules.reduce((result, [pattern, standIn]) => result.replace(pattern, standIn), text);
};

/** A JSON value with every string in it (keys excepted) passed through `redact`. */
export const redactDeep = <T>(value: T, redact: (text: string) => string): T => {
  if (typeof value === 'string') return redact(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => redactDeep(item, redact)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactDeep(item, redact)])) as T;
  }
  return value;
};
