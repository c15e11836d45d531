// The candidates module's face to the rest of the server: a résumé's text read into its parts, and a
// job's explained fit score for it (#17).
export { readResume } from './resume-text.ts';
export { scoreFit } from './fit-score.ts';
export { canonicalSkill } from './skill-synonyms.ts';
