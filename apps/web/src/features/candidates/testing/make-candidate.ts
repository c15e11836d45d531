import type { CandidateFitDetail, CandidateFitItem, FitScore } from '@agentdesk/shared';
import { FIT_EXCLUDED_TEXT } from '@agentdesk/shared';

const AT = Date.UTC(2026, 0, 15, 9, 30);

/** A row of the ranked list as the server answers it: a scored, new application from an upload unless told. */
export const makeCandidate = (overrides: Partial<CandidateFitItem> = {}): CandidateFitItem => ({
  application_id: 'app-1',
  candidate_id: 'cand-1',
  job_id: 'job-1',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '+4915112345678',
  location: 'Berlin',
  headline: 'Senior Backend Engineer at Acme',
  years_of_experience: 6,
  skills: ['TypeScript', 'PostgreSQL'],
  source: 'upload',
  stage: 'new',
  rejection_reason: null,
  bookmarked: false,
  fit_status: 'scored',
  score: 82,
  screening_score: null,
  applied_timestamp: AT,
  stage_changed_timestamp: AT,
  ...overrides,
});

/** An explanation of four parts: a must-have matched, a skill partly, a nice-to-have missing, the years matched. */
export const makeFit = (overrides: Partial<FitScore> = {}): FitScore => ({
  score: 82,
  weights: { must_have: 40, skill: 30, experience: 20, nice_to_have: 5, location: 5 },
  parts: [
    {
      kind: 'must_have',
      requirement: '3 years of TypeScript',
      result: 'matched',
      evidence: 'Built TypeScript services for six years at Acme.',
      reason: 'TypeScript for 6 years',
      points: 40,
      max_points: 40,
    },
    {
      kind: 'skill',
      requirement: 'PostgreSQL',
      result: 'partial',
      evidence: 'Tuned Postgres queries for the billing team.',
      reason: 'Postgres is PostgreSQL',
      points: 7.5,
      max_points: 15,
    },
    {
      kind: 'nice_to_have',
      requirement: 'Kafka',
      result: 'missing',
      evidence: null,
      reason: 'not mentioned',
      points: 0,
      max_points: 5,
    },
    {
      kind: 'experience',
      requirement: '5+ years (Senior)',
      result: 'matched',
      evidence: null,
      reason: '6 years (5 asked)',
      points: 20,
      max_points: 20,
    },
  ],
  excluded: FIT_EXCLUDED_TEXT,
  ...overrides,
});

/** The detail of a row: its résumé read, the explanation, one history event. */
export const makeDetail = (row: CandidateFitItem, overrides: Partial<CandidateFitDetail> = {}): CandidateFitDetail => ({
  ...row,
  job_title: 'Backend Engineer',
  calls: [],
  interviews: [],
  sent_booking_links: [],
  stage_proposal: null,
  profile: {
    name: row.name,
    email: row.email,
    phone: row.phone,
    location: row.location,
    links: ['github.com/asha'],
    summary: 'Backend engineer who likes boring, reliable systems.',
    skills: row.skills,
    years_of_experience: row.years_of_experience,
    work_history: [
      {
        title: 'Senior Backend Engineer',
        company: 'Acme',
        start: '2020-03',
        end: null,
        is_current: true,
        description: ['Built TypeScript services for six years at Acme.'],
      },
    ],
    education: [{ institution: 'TU Berlin', degree: 'BSc Computer Science', start_year: 2012, end_year: 2016 }],
    sentences: ['Built TypeScript services for six years at Acme.'],
  },
  fit: row.fit_status === 'scored' ? makeFit({ score: row.score ?? 0 }) : null,
  fit_error: null,
  resume: {
    resume_id: 'res-1',
    filename: 'asha-rao.pdf',
    content_type: 'application/pdf',
    bytes: 20_480,
    created_timestamp: AT,
  },
  resume_text: 'Asha Rao\nBuilt TypeScript services for six years at Acme.',
  history: [{ from_stage: null, to_stage: 'new', reason: null, actor_name: 'demo', timestamp: AT }],
  screening: null,
  other_applications: [],
  ...overrides,
});
