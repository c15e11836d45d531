import type { Job } from '@agentdesk/shared';
import { describe, expect, it } from 'vitest';
import { makeJob } from '../../test/fit-score-testing.ts';
import { scoreFit } from './fit-score.ts';
import { readResume } from './resume-text.ts';

// The reader and the scorer together, from a résumé's text to its explained score, as the upload
// and the careers Apply form will use them.

const NOW = Date.UTC(2026, 10, 26);

// The shared job of the scorer suites, in Bengaluru and hybrid, with no department.
const job = (fields: Partial<Job>): Job =>
  makeJob({ department: '', location: 'Bengaluru, India', workplace_type: 'hybrid', ...fields });

const backendJob = job({
  title: 'Senior Backend Engineer',
  seniority: 'senior',
  requirements: ['Four years building backend services in production', 'Solid SQL and one of Java, Go or Node.js'],
  nice_to_have: ['Experience with Kafka or another event log'],
  skills: ['Java', 'Spring Boot', 'Go', 'PostgreSQL'],
});
const analystJob = job({
  title: 'Data Analyst',
  location: 'Pune, India',
  workplace_type: 'on_site',
  seniority: 'entry',
  requirements: ['A year of SQL for reporting', 'Dashboards in Power BI or Tableau'],
  skills: ['SQL', 'Power BI', 'Excel', 'Python'],
});

const backendText = `Rahul Verma
rahul.verma@example.com | +91 98112 23344 | Bengaluru, India

Summary
Backend engineer, six years building payment services in Java and Go.

Experience
Senior Software Engineer, PhonePe
Jan 2021 – Present
- Built backend services in production for the payment gateway in Java and Go
- Moved settlement reports to PostgreSQL and SQL views
- Ran Kafka consumers for the ledger

Software Engineer, Wipro
Jul 2019 – Dec 2020
- Billing APIs in Spring Boot

Skills
Java, Spring Boot, Golang, Postgres, Kafka, AWS`;

const analystText = `Ananya Iyer
ananya.iyer@example.com · +91 98678 90125 · Pune, India

Experience
Data Analyst, Zomato
Mar 2023 – Present
- Weekly business reviews: SQL reporting and dashboards in Tableau
- Python notebooks for ad-hoc questions

Education
B.Sc. Statistics, Fergusson College, 2019 – 2022

Skills
SQL, Tableau, Python, Excel`;

describe('a résumé read and scored against a job', () => {
  const backend = readResume(backendText, { now: NOW });
  const analyst = readResume(analystText, { now: NOW });

  it('fits each candidate best to the job their résumé is about', () => {
    expect(scoreFit(backendJob, backend).score).toBeGreaterThan(scoreFit(backendJob, analyst).score);
    expect(scoreFit(analystJob, analyst).score).toBeGreaterThan(scoreFit(analystJob, backend).score);
    expect(scoreFit(backendJob, backend).score).toBeGreaterThanOrEqual(70);
  });

  it('explains each requirement with the résumé sentence that met it', () => {
    const fit = scoreFit(backendJob, backend);
    const mustHaves = fit.parts.filter((part) => part.kind === 'must_have');
    expect(mustHaves.map((part) => part.requirement)).toEqual(backendJob.requirements);
    for (const part of mustHaves) {
      expect(part.result, part.requirement).not.toBe('missing');
      if (part.evidence !== null)
        expect(
          backend.sentences.some(
            (sentence) => part.evidence!.includes(sentence) || sentence.includes(part.evidence!),
          ) || part.evidence.startsWith('Skills:'),
          part.evidence,
        ).toBe(true);
    }
    expect(fit.parts.reduce((sum, part) => sum + part.points, 0)).toBe(fit.score);
  });
});
