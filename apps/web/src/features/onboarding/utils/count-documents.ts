const plural = new Intl.PluralRules('en-US');

/** '1 document', '3 documents'. */
export const countDocuments = (count: number): string =>
  `${count} ${plural.select(count) === 'one' ? 'document' : 'documents'}`;
