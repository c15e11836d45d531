import { FIT_EXCLUDED_TEXT, type FitScore } from '@agentdesk/shared';
import { describe, expect, it } from 'vitest';
import { makeJob, makeResume } from '../../test/fit-score-testing.ts';
import { scoreFit } from './fit-score.ts';
import { findSkills } from './skill-matching.ts';
import { canonicalSkill } from './skill-synonyms.ts';

// The scorer on hand-made examples; fit-score-properties.test.ts holds what it keeps for any input.

// The sample data's Senior Backend Engineer (seed/hiring-roles.ts).
const backendJob = makeJob({
  title: 'Senior Backend Engineer',
  location: 'Bengaluru, India',
  workplace_type: 'hybrid',
  seniority: 'senior',
  requirements: ['Four years building backend services in production', 'Solid SQL and one of Java, Go or Node.js'],
  nice_to_have: ['Experience with Kafka or another event log', 'Lending or payments domain knowledge'],
  skills: ['Java', 'Spring Boot', 'Go', 'PostgreSQL', 'Node.js', 'AWS'],
});

const strong = makeResume({
  location: 'Bangalore, Karnataka, India',
  skills: ['Golang', 'Postgres', 'k8s', 'AWS', 'Kafka', 'Spring Boot'],
  years_of_experience: 6,
  work_history: [
    {
      title: 'Senior Software Engineer',
      company: 'PayCo',
      start: '2019-01',
      end: null,
      is_current: true,
      description: [],
    },
  ],
  sentences: [
    'Built backend services in production for card payments with Go and SQL.',
    'Ran Kafka event pipelines for the ledger.',
    'Migrated Java services to Spring Boot.',
  ],
});
const partial = makeResume({
  location: 'Pune, India',
  skills: ['JavaScript', 'Node', 'MongoDB'],
  years_of_experience: 3.5,
  sentences: ['Wrote Node.js APIs for an e-commerce backend.', 'Some SQL reporting.'],
});
const frontend = makeResume({
  location: 'Chennai, India',
  skills: ['JS', 'React', 'CSS'],
  years_of_experience: 2,
  sentences: ['Built React.js pages for a shop.', 'Good at making things accessible.'],
});
const unrelated = makeResume({
  location: 'London, United Kingdom',
  skills: ['Figma', 'Illustration'],
  years_of_experience: 1,
  sentences: ['Designed posters for a theatre.'],
});

const partOf = (fit: FitScore, requirement: string) => fit.parts.find((part) => part.requirement === requirement)!;

describe('scoreFit', () => {
  it('ranks a strong backend candidate above a partial one, above a front-end one, above an unrelated one', () => {
    const scores = [strong, partial, frontend, unrelated].map((resume) => scoreFit(backendJob, resume).score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(new Set(scores).size).toBe(4);
    expect(scores[0]).toBeGreaterThanOrEqual(85);
    expect(scores[3]).toBeLessThanOrEqual(10);
  });

  it('explains each part with the résumé sentence that matched', () => {
    const fit = scoreFit(backendJob, strong);
    expect(partOf(fit, 'Four years building backend services in production')).toMatchObject({
      kind: 'must_have',
      result: 'matched',
      evidence: 'Built backend services in production for card payments with Go and SQL.',
      reason: expect.stringContaining('6 years (4 asked)'),
    });
    expect(partOf(fit, 'Solid SQL and one of Java, Go or Node.js')).toMatchObject({ result: 'matched' });
    expect(partOf(fit, 'Experience with Kafka or another event log')).toMatchObject({
      kind: 'nice_to_have',
      result: 'matched',
      evidence: 'Ran Kafka event pipelines for the ledger.',
    });
    expect(partOf(fit, 'PostgreSQL')).toMatchObject({
      kind: 'skill',
      result: 'matched',
      evidence: expect.stringContaining('Postgres'),
    });
    expect(partOf(fit, 'Node.js')).toMatchObject({ result: 'missing', points: 0, evidence: null });
    expect(partOf(fit, '4+ years (Senior)')).toMatchObject({
      kind: 'experience',
      result: 'matched',
      reason: '6 years (4 asked)',
    });
    expect(partOf(fit, 'Bengaluru, India (hybrid)')).toMatchObject({
      kind: 'location',
      result: 'matched',
      evidence: 'Bangalore, Karnataka, India',
    });
    expect(fit.excluded).toBe(FIT_EXCLUDED_TEXT);
  });

  it('says what is partly there and what is missing', () => {
    const fit = scoreFit(backendJob, partial);
    expect(partOf(fit, '4+ years (Senior)')).toMatchObject({ result: 'partial', reason: '3.5 years (4 asked)' });
    expect(partOf(fit, 'Bengaluru, India (hybrid)')).toMatchObject({
      result: 'partial',
      reason: expect.stringContaining('same country'),
    });
    expect(partOf(fit, 'Four years building backend services in production')).toMatchObject({
      result: 'partial',
      reason: expect.stringContaining('nothing about'),
    });
    expect(partOf(fit, 'Node.js')).toMatchObject({ result: 'matched', reason: 'in the skills listed' });
    expect(partOf(scoreFit(backendJob, unrelated), 'Bengaluru, India (hybrid)')).toMatchObject({
      result: 'missing',
      reason: expect.stringContaining('lives in London'),
    });
  });

  it('judges a "one of" requirement met by any one, and "N years" against the years of work', () => {
    const job = makeJob({ requirements: ['Two years of test automation', 'One of Selenium, Playwright or Cypress'] });
    const tester = makeResume({ years_of_experience: 1.5, sentences: ['Test automation with Cypress for a bank.'] });
    const fit = scoreFit(job, tester);
    expect(partOf(fit, 'One of Selenium, Playwright or Cypress')).toMatchObject({
      result: 'matched',
      evidence: 'Test automation with Cypress for a bank.',
    });
    expect(partOf(fit, 'Two years of test automation')).toMatchObject({
      result: 'partial',
      reason: expect.stringContaining('1.5 years (2 asked)'),
    });
  });

  it('matches skills through the synonym table, on word boundaries', () => {
    expect(canonicalSkill('Postgres')).toBe('PostgreSQL');
    expect(canonicalSkill('psql')).toBe('PostgreSQL');
    expect(canonicalSkill('k8s')).toBe('Kubernetes');
    expect(canonicalSkill('JS')).toBe('JavaScript');
    expect(canonicalSkill('JS')).not.toBe(canonicalSkill('Java'));
    expect(canonicalSkill('golang')).toBe('Go');
    expect(canonicalSkill('PowerBI')).toBe('Power BI');
    expect(canonicalSkill('MS Excel')).toBe('Excel');
    expect(canonicalSkill('Amazon Web Services')).toBe('AWS');
    const names = (text: string) => findSkills(text).skills.map(({ canonical }) => canonical);
    expect(names('Good at going the extra mile, ready to go')).toEqual([]);
    expect(names('Services in Go, C++, C# and .NET; R for statistics; R&D lead')).toEqual([
      'Go',
      'C++',
      'C#',
      '.NET',
      'R',
      'Statistics',
    ]);
    expect(names('Node.js and JavaScript, not Java')).toEqual(['Node.js', 'JavaScript', 'Java']);
    expect(names('the rest of the REST APIs ran on k8s with CI/CD')).toEqual(['REST APIs', 'Kubernetes', 'CI/CD']);

    const job = makeJob({ skills: ['PostgreSQL', 'Kubernetes', 'Java'], workplace_type: 'remote' });
    const fit = scoreFit(job, makeResume({ sentences: ['Ran Postgres on k8s.', 'Wrote JS for the web.'] }));
    expect(fit.parts.map(({ result, reason }) => [result, reason])).toEqual([
      ['matched', 'Postgres is PostgreSQL'],
      ['matched', 'k8s is Kubernetes'],
      ['missing', 'the résumé does not mention Java'],
      ['matched', 'the job is remote'],
    ]);
  });

  it('shares the weight of a kind the job lacks among the others, so the most is still 100', () => {
    const job = makeJob({ requirements: ['Strong Excel and financial modelling'], workplace_type: 'remote' });
    const fit = scoreFit(job, makeResume({ sentences: ['Built financial models in Excel.'] }));
    expect(fit.weights).toEqual({ must_have: 85, nice_to_have: 0, skill: 0, experience: 0, location: 15 });
    expect(fit.score).toBe(100);
  });

  it('gives the same score and explanation for the same résumé and job, whatever the order of its sentences', () => {
    const shuffled = { ...strong, sentences: [...strong.sentences].reverse() };
    expect(scoreFit(backendJob, strong)).toEqual(scoreFit(backendJob, strong));
    expect(scoreFit(backendJob, shuffled)).toEqual(scoreFit(backendJob, strong));
  });
});
