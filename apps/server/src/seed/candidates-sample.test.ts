import { applicationStages, jobPaths, type Job } from '@agentdesk/shared';
import { normalisePhone } from '@agentdesk/shared/phone';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractDocumentText } from '../lib/document-text.ts';
import { readResume, scoreFit } from '../modules/candidates/index.ts';
import { bearer, createTestApp, signUpUser, workspaceOf, type TestApp } from '../test/test-app.ts';
import { recordedCallDetails } from './call-scripts.ts';
import {
  appliedDaysAgo,
  currentStageOf,
  resumeFileOf,
  sampleCandidates,
  stageHistoryOf,
  type SampleCandidate,
} from './candidates-sample.ts';
import { hiringRoles, screenedRoles } from './hiring-roles.ts';
import { seedJobs } from './jobs-sample.ts';

// The sample candidates (#17): each résumé, from its file, reads back through the product's own
// offline reader; each job's candidates rank from weak to strong; their stories hold together.

const NOW = Date.UTC(2026, 10, 20, 12);

/** The résumé's text as the product reads it from the file. */
const textOf = async (candidate: SampleCandidate) => {
  const file = resumeFileOf(candidate, NOW);
  return extractDocumentText(file.contentType === 'application/pdf' ? 'pdf' : 'text', file.bytes);
};

describe('the sample candidates', () => {
  let t: TestApp;
  let jobs: Job[];
  const parsed = new Map<SampleCandidate, ReturnType<typeof readResume>>();

  beforeAll(async () => {
    // The sample jobs as Job Listings has them, read from their postings by the product's parser.
    t = await createTestApp();
    const { token } = await signUpUser(t.app);
    await seedJobs({ db: t.database.db, workspaceId: await workspaceOf(t.app, token), userId: null, now: NOW });
    jobs = (await t.app.inject({ method: 'GET', url: `/api${jobPaths.list}?limit=50`, headers: bearer(token) })).json()
      .data.jobs as Job[];
    for (const candidate of sampleCandidates) parsed.set(candidate, readResume(await textOf(candidate), { now: NOW }));
  });
  afterAll(() => t.close());

  it('are about forty different people, most for the open roles zara screens for, with sources of every kind and a few abroad', () => {
    expect(sampleCandidates.length).toBeGreaterThanOrEqual(40);
    expect(sampleCandidates.length).toBeLessThanOrEqual(45);
    expect(new Set(sampleCandidates.map(({ name }) => name)).size).toBe(sampleCandidates.length);
    expect(new Set(sampleCandidates.map(({ email }) => email)).size).toBe(sampleCandidates.length);
    const phones = sampleCandidates.flatMap(({ phone }) => (phone === null ? [] : [phone]));
    expect(new Set(phones).size).toBe(phones.length);
    expect(sampleCandidates.length - phones.length).toBeGreaterThanOrEqual(1);
    for (const phone of phones) expect(normalisePhone(phone), phone).toBe(phone);
    for (const { email } of sampleCandidates) expect(email).toMatch(/^[a-z]+\.[a-z]+@example\.(in|com)$/);

    const titles = new Map(hiringRoles.map((role) => [role.title, role]));
    for (const candidate of sampleCandidates)
      expect(titles.get(candidate.jobTitle)?.status, candidate.name).not.toBe('draft');
    const openScreened = screenedRoles.filter((role) => role.status === 'open').map((role) => role.title);
    expect(sampleCandidates.filter(({ jobTitle }) => openScreened.includes(jobTitle)).length).toBeGreaterThan(
      sampleCandidates.length / 2,
    );
    expect(new Set(sampleCandidates.map(({ source }) => source))).toEqual(
      new Set(['careers', 'upload', 'import', 'manual']),
    );
    expect(sampleCandidates.filter(({ location }) => !location.endsWith('India')).length).toBeGreaterThanOrEqual(3);
    expect(sampleCandidates.filter(({ format }) => format === 'txt').length).toBeGreaterThanOrEqual(3);
  });

  it("include the careers site's applicants and every candidate a recorded call names, for the job the call talks about", () => {
    for (const details of Object.values(recordedCallDetails).filter(({ callType }) => callType.startsWith('zara_'))) {
      const candidate = sampleCandidates.find(({ name }) => name === details.customerName);
      expect(candidate, details.customerName).toBeDefined();
      expect(details.summary).toContain(candidate!.jobTitle);
      if (details.email !== null) expect(candidate!.email).toBe(details.email);
    }
    expect(sampleCandidates.filter(({ source }) => source === 'careers').map(({ name }) => name)).toEqual(
      expect.arrayContaining([
        'Arjun Sharma',
        'Rahul Verma',
        'Sneha Kulkarni',
        'Vikram Reddy',
        'Priyanka Menon',
        'Ananya Iyer',
      ]),
    );
  });

  it('went through the stages in order, after the job was published, every rejection with its reason', () => {
    const order = (stage: string) => applicationStages.indexOf(stage as (typeof applicationStages)[number]);
    for (const candidate of sampleCandidates) {
      const history = stageHistoryOf(candidate);
      expect(history[0], candidate.name).toMatchObject({ from: null, to: 'new', daysAgo: appliedDaysAgo(candidate) });
      const role = hiringRoles.find(({ title }) => title === candidate.jobTitle)!;
      expect(appliedDaysAgo(candidate), candidate.name).toBeLessThan(role.daysAgo - 1);
      for (const event of history.slice(1)) {
        expect(event.daysAgo, candidate.name).toBeLessThan(history[history.indexOf(event) - 1]!.daysAgo);
        if (event.to !== 'rejected') expect(order(event.to), candidate.name).toBeGreaterThan(order(event.from!));
        expect(event.reason !== null, candidate.name).toBe(event.to === 'rejected');
      }
      expect(currentStageOf(candidate).stage).toBe(history.at(-1)!.to);
    }
    expect(new Set(sampleCandidates.map((candidate) => currentStageOf(candidate).stage))).toEqual(
      new Set(applicationStages),
    );
  });

  it("read back from their files to the candidate's name, e-mail and phone, with work history, education and skills", () => {
    for (const candidate of sampleCandidates) {
      const resume = parsed.get(candidate)!;
      expect(resume, candidate.name).toMatchObject({
        name: candidate.name,
        email: candidate.email,
        phone: candidate.phone,
        location: candidate.location,
      });
      expect(resume.work_history.length, candidate.name).toBe(candidate.work.length);
      for (const job of resume.work_history)
        expect(job, candidate.name).toMatchObject({
          title: expect.stringMatching(/\S/),
          company: expect.stringMatching(/\S/),
          start: expect.stringMatching(/^\d{4}-\d{2}$/),
        });
      expect(resume.work_history[0]!.is_current || candidate.work[0]!.to !== undefined, candidate.name).toBe(true);
      expect(resume.education.length, candidate.name).toBeGreaterThan(0);
      expect(resume.skills.length, candidate.name).toBeGreaterThanOrEqual(3);
      expect(resume.summary, candidate.name).toBe(candidate.summary);
    }
  });

  it("rank each job's candidates from weak to strong, as each was written, the recorded calls' candidates strong", () => {
    const report: string[] = [];
    const misfits: string[] = [];
    for (const job of jobs) {
      const own = sampleCandidates.filter(({ jobTitle }) => jobTitle === job.title);
      if (own.length === 0) continue;
      const scores = own.map((candidate) => ({ candidate, score: scoreFit(job, parsed.get(candidate)!).score }));
      report.push(
        `${job.title}: ${scores.map(({ candidate, score }) => `${candidate.name} ${candidate.fit} ${score}`).join(', ')}`,
      );
      for (const { candidate, score } of scores) {
        const band = score >= 75 ? 'strong' : score > 45 ? 'partial' : 'weak';
        if (band !== candidate.fit)
          misfits.push(`${candidate.name} for ${job.title}: ${score}, written ${candidate.fit}`);
      }
      const screened = screenedRoles.some(({ title }) => title === job.title) && job.status === 'open';
      if (screened)
        expect(new Set(own.map(({ fit }) => fit)), job.title).toEqual(new Set(['strong', 'partial', 'weak']));
    }
    expect(misfits, report.join('\n')).toEqual([]);
    for (const name of ['Rahul Verma', 'Ananya Iyer'])
      expect(sampleCandidates.find((candidate) => candidate.name === name)!.fit).toBe('strong');
  });
});
