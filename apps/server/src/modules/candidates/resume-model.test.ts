import { candidatePaths, type CandidateFitDetail } from '@agentdesk/shared';
import { describe, expect, it } from 'vitest';
import { apiAs, makeJob, scoreResumes } from '../../test/api-testing.ts';
import { startStandInLanguageModel } from '../../test/stand-in-language-model.ts';
import { createTestApp, signUpUser } from '../../test/test-app.ts';
import { backendJob } from '../../test/candidates-testing.ts';
import { fillWithModel, hasGaps } from './resume-model.ts';
import { readResume } from './resume-text.ts';

// #17 item 2: the language model only when configured, and only for what the rules could not read.

const NOW = Date.UTC(2026, 10, 26);

/** Prose, no sections: the rules find the contact line but no dated jobs and no skills list. */
const prose = `Deepa Pillai · deepa.pillai@example.in · Kochi, India
I have been a Java developer at UST Global since March 2021, building claims services with Spring Boot and Oracle,
after two years at Tata Elxsi writing test automation.`;

const answer = {
  name: 'Deepa Pillai',
  email: 'deepa@invented.example',
  phone: '+91 90000 00000',
  location: 'Kochi, India',
  skills: ['Java', 'Spring Boot', 'Oracle', 'Kubernetes'],
  work_history: [
    {
      title: 'Java Developer',
      company: 'UST Global',
      start: '2021-03',
      end: null,
      is_current: true,
      description: ['Building claims services with Spring Boot and Oracle'],
    },
    {
      title: 'Test Automation Engineer',
      company: 'Tata Elxsi',
      start: '2019-03',
      end: '2021-02',
      is_current: false,
      description: [],
    },
  ],
  education: [],
};

describe('a résumé read with the language model’s help', () => {
  const read = readResume(prose, { now: NOW });

  it('fills only the gaps the rules left, and keeps nothing the résumé does not say', async () => {
    expect(hasGaps(read)).toBe(true);
    const filled = await fillWithModel(prose, read, async () => answer, NOW);
    // The rules' findings stand.
    expect(filled.name).toBe(read.name || 'Deepa Pillai');
    expect(filled.email).toBe('deepa.pillai@example.in');
    expect(filled.sentences).toEqual(read.sentences);
    // A phone and a skill the text never mentions are dropped.
    expect(filled.phone).toBeNull();
    expect(filled.skills).toEqual(read.skills.length > 0 ? read.skills : ['Java', 'Spring Boot', 'Oracle']);
    expect(filled.work_history.map((job) => job.company)).toEqual(
      read.work_history.length > 0 ? read.work_history.map((job) => job.company) : ['UST Global', 'Tata Elxsi'],
    );
    expect(filled.years_of_experience).toBeGreaterThan(7);
  });

  it('keeps the rules’ reading when the model fails or answers nonsense', async () => {
    expect(await fillWithModel(prose, read, async () => Promise.reject(new Error('timeout')), NOW)).toEqual(read);
    expect(await fillWithModel(prose, read, async () => ({ work_history: 'lots' }), NOW)).toEqual(read);
  });
});

describe('uploads read with the model configured (LLM_BASE_URL)', () => {
  it('asks the model about a résumé the rules read only in part, and scores what it filled in', async () => {
    const model = await startStandInLanguageModel();
    const t = await createTestApp({ CANDIDATE_POLL_MS: '3600000', LLM_BASE_URL: model.baseUrl });
    try {
      const { token } = await signUpUser(t.app);
      const job = await makeJob(t, token, { ...backendJob, skills: ['Java', 'Spring Boot'] }, 'open');
      model.answerWith(answer);
      const [item] = await scoreResumes(t, token, job.job_id, { 'deepa.txt': prose });
      expect(JSON.stringify(model.seen.body)).toContain('UST Global');
      const detail = (await apiAs(t, token)('GET', candidatePaths.fitScore(item!.application_id))).json()
        .data as CandidateFitDetail;
      expect(detail.profile!.work_history.map((w) => w.company)).toContain('UST Global');
      expect(detail.fit!.parts.find((p) => p.requirement === 'Spring Boot')!.result).toBe('matched');
    } finally {
      await t.close();
      await model.close();
    }
  });
});
