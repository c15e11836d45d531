import { fitScoreSchema, seniorities, workplaceTypes } from '@agentdesk/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeJob, makeResume } from '../../test/fit-score-testing.ts';
import { scoreFit } from './fit-score.ts';

// What the scorer keeps for any job and résumé; fit-score.test.ts holds the hand-made examples.

// Words a random job or résumé is made of: skills by several names, everyday words, years and places.
const vocabulary = [
  'Go',
  'good',
  'Java',
  'JS',
  'Postgres',
  'PostgreSQL',
  'k8s',
  'Kubernetes',
  'C++',
  'C#',
  '.NET',
  'R',
  'SQL',
  'backend',
  'services',
  'built',
  'production',
  'one of',
  'or',
  'and',
  'with',
  'Kafka',
  'event log',
  'four years',
  '3+ years',
  'a year',
  'payments',
  'Excel',
  'design',
  ',',
];
const textArb = fc.array(fc.constantFrom(...vocabulary), { maxLength: 12 }).map((words) => words.join(' '));
const placeArb = fc.constantFrom(
  '',
  'Bengaluru, India',
  'Bangalore',
  'Pune, India',
  'London, United Kingdom',
  'Remote (India)',
);

const jobArb = fc
  .record({
    requirements: fc.array(textArb, { maxLength: 5 }),
    nice_to_have: fc.array(textArb, { maxLength: 4 }),
    skills: fc.array(fc.constantFrom(...vocabulary), { maxLength: 8 }),
    seniority: fc.constantFrom(null, ...seniorities),
    location: placeArb,
    workplace_type: fc.constantFrom(...workplaceTypes),
  })
  .map(makeJob);

const resumeArb = fc
  .record({
    name: fc.string(),
    location: placeArb,
    summary: textArb,
    skills: fc.array(fc.constantFrom(...vocabulary), { maxLength: 8 }),
    sentences: fc.array(textArb, { maxLength: 8 }),
    years_of_experience: fc.option(fc.double({ min: 0, max: 40, noNaN: true }), { nil: null }),
  })
  .map(makeResume);

// What the score never uses, said in the ways a résumé says it, beside words it does use.
const sensitiveArb = fc
  .tuple(
    fc.constantFrom(
      'Gender: female',
      'Male',
      'Age: 34',
      'Date of birth: 1990-04-01',
      'Born in 1988',
      'Nationality: Indian',
      'Citizen of Germany',
      'Marital status: married',
      'Photo attached',
    ),
    textArb,
  )
  .map(([said, words]) => `${said} ${words}`);

describe('scoreFit over any job and résumé', () => {
  it('is an integer from 0 to 100, the sum of its parts, none above its most', () => {
    fc.assert(
      fc.property(jobArb, resumeArb, (job, resume) => {
        const fit = fitScoreSchema.parse(scoreFit(job, resume));
        expect(fit.parts.reduce((sum, part) => sum + part.points, 0)).toBe(fit.score);
        expect(
          fit.parts.every(
            (part) => part.points >= 0 && part.points <= part.max_points && Number.isInteger(part.points),
          ),
        ).toBe(true);
        expect(fit.parts.every((part) => part.result !== 'matched' || part.points === part.max_points)).toBe(true);
        const most = fit.parts.reduce((sum, part) => sum + part.max_points, 0);
        expect(most === 100 || fit.parts.length === 0).toBe(true);
      }),
    );
  });

  it('never changes with the name, or with sentences about gender, age, nationality, marital status or a photo', () => {
    fc.assert(
      fc.property(
        jobArb,
        resumeArb,
        fc.string(),
        fc.array(sensitiveArb, { minLength: 1, maxLength: 4 }),
        (job, resume, name, sensitive) => {
          const told = { ...resume, name, sentences: [...resume.sentences, ...sensitive] };
          const fit = scoreFit(job, told);
          expect(fit).toEqual(scoreFit(job, resume));
          expect(fit.parts.every((part) => !sensitive.includes(part.evidence ?? ''))).toBe(true);
        },
      ),
    );
  });

  it('does not depend on the order of the résumé sentences', () => {
    fc.assert(
      fc.property(jobArb, resumeArb, fc.integer(), (job, resume, seed) => {
        const rotated = resume.sentences.map((_, i, all) => all[(i + Math.abs(seed)) % all.length]!);
        expect(scoreFit(job, { ...resume, sentences: rotated })).toEqual(scoreFit(job, resume));
      }),
    );
  });
});
