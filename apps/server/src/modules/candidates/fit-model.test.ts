import { candidatePaths, type CandidateFitDetail } from '@agentdesk/shared';
import { describe, expect, it } from 'vitest';
import { apiAs, makeJob, scoreResumes } from '../../test/api-testing.ts';
import { backendJob } from '../../test/candidates-testing.ts';
import { makeJob as makeScoredJob } from '../../test/fit-score-testing.ts';
import { startStandInLanguageModel } from '../../test/stand-in-language-model.ts';
import { createTestApp, signUpUser } from '../../test/test-app.ts';
import { askFitJudgements } from './fit-model.ts';
import { scoreFit } from './fit-score.ts';
import { readResume } from './resume-text.ts';

// #30 item 1: a language model, when configured, may add judgements with quotes; the rules' result
// stays visible and a model never lowers a score on its own.

const NOW = Date.UTC(2026, 10, 28);

const asked = {
  requirements: ['Four years building backend services in production', 'Has run a marathon'],
  nice_to_have: ['Experience with Kafka or another event log'],
};
/** The job as the scorer reads it, and as a recruiter writes it. */
const job = makeScoredJob({ ...backendJob, ...asked });
const jobForm = { ...backendJob, ...asked };

const resumeText = `Anita Rao
Bengaluru, India
Experience
Backend Engineer, Flipkart (2019-01 – present)
- Built Go services in production for the payments team, with PostgreSQL and Kafka.
Interests
- Finished the Berlin 42 km race in 2023.`;

/** The number the question gave a requirement ("2. Has run a marathon"). */
const numberOf = (user: string, requirement: string) =>
  Number(
    user
      .split('\n')
      .find((line) => line.endsWith(`. ${requirement}`))!
      .split('.')[0],
  );

/** What the stand-in model answers: to the fit question, that `requirement` is met by `quote`; to anything else, nothing. */
const fitAnswer =
  (requirement: string, quote: string) =>
  (body: Record<string, unknown>): unknown => {
    const [system, user] = body['messages'] as { content: string }[];
    if (!system!.content.includes("against a job's requirements")) return {};
    return { judgements: [{ requirement: numberOf(user!.content, requirement), result: 'met', quote }] };
  };

describe('the language model’s judgements of a fit', () => {
  const resume = readResume(resumeText, { now: NOW });
  const rules = scoreFit(job, resume, { now: NOW });
  const marathon = () => rules.parts.find((part) => part.requirement === 'Has run a marathon')!;

  it('raise a requirement the rules missed when the résumé holds the quote, and keep the rules’ result beside it', async () => {
    expect(marathon().result).toBe('missing');
    const asked: string[] = [];
    const judgements = await askFitJudgements({
      job,
      resume,
      fit: rules,
      askModel: async ({ user }) => {
        asked.push(user);
        const number = user
          .split('\n')
          .find((line) => line.endsWith('Has run a marathon'))!
          .split('.')[0];
        return {
          judgements: [{ requirement: Number(number), result: 'met', quote: 'finished the Berlin 42 km race in 2023' }],
        };
      },
    });
    // Only what the rules did not find fully met is asked.
    const requirements = asked[0]!.split('Résumé:')[0];
    expect(requirements).toContain('Has run a marathon');
    expect(requirements).not.toContain('Kafka');
    const raised = scoreFit(job, resume, { now: NOW, judgements });
    const line = raised.parts.find((part) => part.requirement === 'Has run a marathon')!;
    expect(line).toMatchObject({
      result: 'matched',
      evidence: 'finished the Berlin 42 km race in 2023',
      reason: marathon().reason,
      model: { rules_result: 'missing', quote: 'finished the Berlin 42 km race in 2023' },
    });
    expect(line.points).toBe(line.max_points);
    expect(raised.score).toBeGreaterThan(rules.score);
    // Every other line is the rules' own.
    expect(raised.parts.filter((part) => part !== line)).toEqual(rules.parts.filter((part) => part !== marathon()));
  });

  it('drop a quote the résumé does not contain, a "not met" and nonsense, and never lower a result', async () => {
    const ask = (answer: unknown) => askFitJudgements({ job, resume, fit: rules, askModel: async () => answer });
    expect(
      (await ask({ judgements: [{ requirement: 1, result: 'met', quote: 'Ran the Boston Marathon twice.' }] })).size,
    ).toBe(0);
    expect((await ask({ judgements: [{ requirement: 1, result: 'met', quote: '42 km' }] })).size).toBe(0);
    expect((await ask({ judgements: [{ requirement: 1, result: 'not_met', quote: '' }] })).size).toBe(0);
    expect((await ask({ verdict: 'yes' })).size).toBe(0);
    expect(
      (await askFitJudgements({ job, resume, fit: rules, askModel: () => Promise.reject(new Error('timeout')) })).size,
    ).toBe(0);
    // Judged lower than the rules: ignored.
    const met = rules.parts.find((part) => part.result === 'matched' && part.kind === 'nice_to_have')!;
    const lowered = scoreFit(job, resume, {
      now: NOW,
      judgements: new Map([[met.requirement, { result: 'partial', quote: 'with PostgreSQL and Kafka' }]]),
    });
    expect(lowered).toEqual(rules);
  });
});

describe('scoring with the model configured (LLM_BASE_URL)', () => {
  it('the scorer asks the model and the candidate’s explanation shows its judgement beside the rules’', async () => {
    const model = await startStandInLanguageModel();
    const t = await createTestApp({ CANDIDATE_POLL_MS: '3600000', LLM_BASE_URL: model.baseUrl });
    try {
      const { token } = await signUpUser(t.app);
      const made = await makeJob(t, token, jobForm, 'open');
      model.contentFor = fitAnswer('Has run a marathon', 'Finished the Berlin 42 km race in 2023.');
      const [item] = await scoreResumes(t, token, made.job_id, { 'anita.txt': resumeText });
      const detail = (await apiAs(t, token)('GET', candidatePaths.fitScore(item!.application_id))).json()
        .data as CandidateFitDetail;
      expect(detail.fit!.parts.find((part) => part.requirement === 'Has run a marathon')).toMatchObject({
        result: 'matched',
        evidence: 'Finished the Berlin 42 km race in 2023.',
        model: { rules_result: 'missing' },
      });
      expect(item!.score).toBe(detail.fit!.score);
    } finally {
      await t.close();
      await model.close();
    }
  });
});
