import { describe, expect, it } from 'vitest';
import { makeJob, makeResume } from '../../test/fit-score-testing.ts';
import { judgePair, LABELS_NOW } from '../../test/fit-labelled-set.ts';
import { judgeLocation } from './fit-background.ts';
import { scoreFit } from './fit-score.ts';
import { readResume } from './resume-text.ts';
import { wordnetSynonyms } from './wordnet.ts';

// Each rule of the fit score's matching (#30 item 1), on one requirement and one résumé passage.
const judge = (requirement: string, passage: string) =>
  judgePair({ scoreFit, readResume }, { family: 'engineering', requirement, passage, label: 'met', reason: '-' });

describe('the fit score reads meaning', () => {
  it('meets a word by its other forms (lemmas and stems)', () => {
    expect(judge('Writes design documents', 'Wrote design documents for the ledger rewrite.')).toEqual({
      label: 'met',
      reason: 'mentions Writes design documents ("Wrote" is a form of "Writes")',
    });
    expect(judge('Illustration', 'Illustrated onboarding screens and empty states.').label).toBe('met');
  });

  it("meets a word by the domain's related terms and by WordNet synonyms, and says which", () => {
    expect(judge('Clear writing about numbers', 'Wrote monthly KPI reports for leadership.')).toEqual({
      label: 'met',
      reason: 'mentions writing, numbers ("Wrote" is a form of "writing"; "KPI" is a term related to "numbers")',
    });
    expect(judge('Compose release notes', 'Wrote the release notes for every version.')).toEqual({
      label: 'met',
      reason: 'mentions Compose release notes ("Wrote" is a WordNet synonym of "Compose")',
    });
    expect(wordnetSynonyms('supplier')).toContain('provider');
    expect(wordnetSynonyms('qwertyuiop')).toEqual([]);
  });

  it('matches phrases as phrases: side by side in full, scattered only in part', () => {
    expect(judge('Open to relocating to Pune', 'Willing to relocate to Pune.').label).toBe('met');
    expect(judge('Design systems', 'Built and maintained the design system of 12 product teams.').label).toBe('met');
    expect(judge('Design systems', 'Designed cooling systems for data centres.')).toMatchObject({
      label: 'partly',
      reason: expect.stringContaining('not as one phrase: Design systems'),
    });
    expect(judge('Customer support experience', 'Supported the CFO with the monthly close.')).toMatchObject({
      label: 'not_met',
      reason: expect.stringContaining('too little of it to count'),
    });
  });

  it('meets a generic skill by a managed service or product of its kind', () => {
    expect(judge('Kubernetes', 'Migrated 40 services to GKE clusters.')).toEqual({
      label: 'met',
      reason: 'mentions Kubernetes (GKE is Kubernetes)',
    });
    expect(judge('Experience with support tooling', 'Handled 60 tickets a day in Zendesk.').reason).toContain(
      'Zendesk is support tooling',
    );
    expect(
      judge('SQL window functions', 'Wrote ROW_NUMBER() OVER (PARTITION BY customer_id) queries to deduplicate orders.')
        .label,
    ).toBe('met');
  });

  it('does not count what the résumé negates, or lists only under Learning or Interests', () => {
    expect(judge('Valid AWS certification', 'AWS Solutions Architect certification expired in 2019.')).toEqual({
      label: 'not_met',
      reason: 'only where the résumé says otherwise: "AWS Solutions Architect certification expired in 2019."',
    });
    expect(judge('Experience with Kubernetes', 'Learning\nKubernetes (CKAD course, in progress)')).toEqual({
      label: 'not_met',
      reason: 'only as learning or an interest: "Kubernetes (CKAD course, in progress)"',
    });
    expect(judge('Experience with Kafka', 'Interests\nReading Kafka and Camus').label).toBe('not_met');
    expect(judge('Fluent in German', 'Currently learning German (A2).').label).toBe('not_met');
  });

  it('does not read a skill name used in another sense as the skill', () => {
    expect(judge('Excel', 'Excel at building relationships with stakeholders.').label).toBe('not_met');
    expect(judge('Experience with Go', 'Go-to person for production incidents on the Java platform.').label).toBe(
      'not_met',
    );
    expect(judge('Fluent in German', 'German (native), English (C1).').label).toBe('met');
    expect(judge('Fluent in German', 'Worked with German clients through interpreters.').label).toBe('not_met');
  });

  it('counts years asked in one field from the roles titled for it, overlaps once, never the rest of the career', () => {
    expect(
      judge(
        '3+ years of mobile development',
        'iOS Developer, Ola, Mar 2018 - Feb 2020\nAndroid Developer, Ola, Jan 2020 - Dec 2022',
      ),
    ).toEqual({
      label: 'met',
      reason:
        'mentions mobile development (named by the role titles); 4.8 years (3 asked) in mobile (2 roles, overlaps counted once)',
    });
    expect(
      judge(
        '3+ years in data engineering',
        'Data Engineer, Flipkart, Jan 2025 - Present\nSales Executive, Airtel, 2012 - 2024',
      ),
    ).toMatchObject({ label: 'partly', reason: expect.stringContaining('1.9 years (3 asked) in data (one role)') });
  });

  it('finds dated roles with no Experience heading', () => {
    const resume = readResume('Priya Nair\nOperations Lead, Dunzo, 2019 - 2024\n- Ran dispatch for three cities', {
      now: LABELS_NOW,
    });
    expect(resume.work_history).toMatchObject([
      {
        title: 'Operations Lead',
        company: 'Dunzo',
        start: '2019-01',
        end: '2024-12',
        description: ['Ran dispatch for three cities'],
      },
    ]);
    expect(resume.years_of_experience).toBe(6);
  });

  it("reads the résumé's place (city, region, country, remote) and compares it with the job's", () => {
    const place = (text: string) => readResume(`Jordan Lee\n${text}\njordan@example.com`).location;
    expect(place('Austin, United States')).toBe('Austin, United States');
    expect(place('Austin, Texas, United States')).toBe('Austin, Texas, United States');
    expect(place('Remote (Lisbon, Portugal)')).toBe('Remote (Lisbon, Portugal)');
    const job = makeJob({ location: 'Austin, Texas, United States', workplace_type: 'on_site' });
    const at = (location: string, sentences: string[] = []) =>
      judgeLocation(job, makeResume({ location }), sentences)!.result;
    expect(at('Austin, United States')).toBe('matched');
    expect(at('Dallas, Texas, United States')).toBe('partial');
    expect(at('Seattle, USA')).toBe('partial');
    expect(at('Remote (Lisbon, Portugal)')).toBe('missing');
    expect(at('Lisbon, Portugal', ['Willing to relocate to Austin.'])).toBe('partial');
    expect(at('Lisbon, Portugal', ['Not willing to relocate.'])).toBe('missing');
    expect(judgeLocation({ ...job, workplace_type: 'remote' }, makeResume({ location: '' }), [])!.result).toBe(
      'matched',
    );
  });
});
