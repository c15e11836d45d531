// The candidates module's face to the rest of the server: a job's explained fit score for a read résumé (#17).
export { scoreFit } from './fit-score.ts';
export { canonicalSkill } from './skill-synonyms.ts';
