// Counts with their nouns, for people: '1 candidate', '2 candidates', '1,250 calls'. One place
// picks the word through Intl.PluralRules, so no screen writes `=== 1 ? ... : ...` again.
// No schema library: the SPA's entry may import it.

// The product speaks en-US everywhere (its money, dates and figures), so its plurals do too.
const LOCALE = 'en-US';

type NumberOptions = Pick<Intl.NumberFormatOptions, 'minimumFractionDigits' | 'maximumFractionDigits'>;

const rulesCache = new Map<string, Intl.PluralRules>();
const formatCache = new Map<string, Intl.NumberFormat>();

const cached = <T>(cache: Map<string, T>, options: NumberOptions, make: () => T): T => {
  const key = `${options.minimumFractionDigits ?? ''}:${options.maximumFractionDigits ?? ''}`;
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    cache.set(key, value);
  }
  return value;
};

/** A noun's forms; `other` defaults to `one` + 's' ('call' → 'calls'), so only irregular ones are spelled out. */
export type Noun = string | { one: string; other: string };

const formsOf = (noun: Noun): { one: string; other: string } =>
  typeof noun === 'string' ? { one: noun, other: `${noun}s` } : noun;

/**
 * The noun's form for a count: pluralNoun(1, 'day') → 'day', pluralNoun(2.5, 'day') → 'days'.
 * The options say how the count is shown (1.0 with one decimal reads '1.0 days' in English).
 */
export const pluralNoun = (count: number, noun: Noun, options: NumberOptions = {}): string => {
  const rules = cached(rulesCache, options, () => new Intl.PluralRules(LOCALE, options));
  const forms = formsOf(noun);
  return rules.select(count) === 'one' ? forms.one : forms.other;
};

/**
 * A count with its noun: plural(1, 'candidate') → '1 candidate', plural(1250, 'call') → '1,250 calls',
 * plural(3, { one: 'person', other: 'people' }) → '3 people'. Whole numbers unless options say otherwise.
 */
export const plural = (count: number, noun: Noun, options: NumberOptions = { maximumFractionDigits: 0 }): string => {
  const format = cached(formatCache, options, () => new Intl.NumberFormat(LOCALE, options));
  return `${format.format(count)} ${pluralNoun(count, noun, options)}`;
};
