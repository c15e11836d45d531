import {
  generateJobBodySchema,
  jobLimits,
  jobMessages,
  jobPaths,
  type GenerateJobBody,
  type Job,
  type JobDraft,
} from '@agentdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandInLanguageModel, type StandInLanguageModel } from '../../test/stand-in-language-model.ts';
import {
  addWorkspaceMember,
  bearer,
  createTestApp,
  signUpUser,
  useSignedInApp,
  workspaceOf,
  type SignedInApp,
  type TestApp,
} from '../../test/test-app.ts';
import { writeJobDraftFromTemplate } from './job-draft-template.ts';

const url = `/api${jobPaths.generate}`;

const brief: GenerateJobBody = {
  title: 'Data Analyst',
  seniority: 'mid',
  department: 'Finance',
  location: 'Leeds, UK',
  workplace_type: 'remote',
  employment_type: 'part_time',
  skills: ['SQL', 'dbt', 'Looker'],
};

const templateDraft = writeJobDraftFromTemplate(generateJobBodySchema.parse(brief));

const generate = (t: SignedInApp | TestApp, token: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });

const jobCount = async (t: SignedInApp) =>
  (await t.app.inject({ method: 'GET', url: `/api${jobPaths.list}`, headers: bearer(t.token) })).json().total as number;

describe('POST /job-description/generate without a language model', () => {
  const t = useSignedInApp();

  it('answers a whole draft written from the template, and saves nothing', async () => {
    const before = await jobCount(t);
    const response = await generate(t, t.token, brief);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: jobMessages.draftByTemplate, total: 1, data: templateDraft });
    expect(await jobCount(t)).toBe(before);
  });

  it('needs only a title; the draft it answers is saved as it is by the create call', async () => {
    const draft = (await generate(t, t.token, { title: '  Staff Nurse ' })).json().data as JobDraft;
    expect(draft).toMatchObject({
      title: 'Staff Nurse',
      seniority: null,
      workplace_type: 'on_site',
      employment_type: 'full_time',
      openings: 1,
    });
    expect(draft.responsibilities.length).toBeGreaterThanOrEqual(5);
    const created = await t.app.inject({
      method: 'POST',
      url: `/api${jobPaths.create}`,
      headers: bearer(t.token),
      payload: { ...draft, openings: 2, hiring_manager: 'Dana Reyes', application_deadline: '2026-12-31' },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().data as Job).toMatchObject({
      ...draft,
      openings: 2,
      hiring_manager: 'Dana Reyes',
      application_deadline: '2026-12-31',
      status: 'draft',
      source: 'form',
    });
  });

  it('refuses a brief without a title, with too many skills or unknown types, with the sentence alone', async () => {
    const skills = Array.from({ length: jobLimits.briefSkillsMax + 1 }, (_, index) => `Skill ${index}`);
    for (const [body, message] of [
      [{ ...brief, title: ' ' }, jobMessages.titleRequired],
      [{ ...brief, title: undefined }, jobMessages.titleRequired],
      [{ ...brief, skills }, jobMessages.briefSkillsMax],
      [{ ...brief, seniority: 'guru' }, undefined],
      [{ ...brief, workplace_type: 'moon' }, undefined],
      [{ ...brief, skills: 'TypeScript' }, undefined],
    ] as const) {
      const response = await generate(t, t.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(typeof response.json().error_message).toBe('string');
      if (message) expect(response.json().error_message).toBe(message);
    }
    // Repeated and empty skills are dropped, whatever their case.
    expect(
      (await generate(t, t.token, { title: 'Chef', skills: ['Pastry', ' ', 'pastry', 'Sauces'] })).json().data.skills,
    ).toEqual(['Pastry', 'Sauces']);
  });

  it('is for signed-in members: 401 without a session, 403 for a viewer', async () => {
    expect((await t.app.inject({ method: 'POST', url, payload: brief })).statusCode).toBe(401);
    const viewer = await addWorkspaceMember(t, { workspaceId: await workspaceOf(t.app, t.token), role: 'viewer' });
    expect((await generate(t, viewer.token, brief)).statusCode).toBe(403);
  });
});

describe('POST /job-description/generate with a language model (LLM_BASE_URL)', () => {
  let model: StandInLanguageModel;
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    model = await startStandInLanguageModel();
    t = await createTestApp({
      LLM_BASE_URL: model.baseUrl,
      LLM_API_KEY: 'sk-draft',
      LLM_MODEL: 'writer-1',
      // Long enough for a loaded CI machine; the slow answer below waits longer still.
      LLM_TIMEOUT_MS: '3000',
    });
    token = (await signUpUser(t.app)).token;
  });
  afterAll(async () => {
    await t.close();
    await model.close();
  });

  const written = {
    summary: 'Join us to turn our finance data into decisions.',
    responsibilities: [
      'Build the monthly reporting',
      'Answer questions from the board',
      'Model cash flow',
      'Keep the warehouse tidy',
      'Teach others SQL',
    ],
    requirements: ['3+ years in analytics', 'Strong SQL'],
    nice_to_have: ['Python'],
    benefits: ['Workplace pension', 'Private medical insurance'],
    skills: ['sql', 'Python'],
    // Not the model's to decide: the brief's and the recruiter's facts win.
    title: 'Rockstar Ninja',
    salary_min: 1,
    salary_max: 2,
    hiring_manager: 'Someone',
  };

  it('asks the model with the brief, in JSON mode and with the key, and answers its draft over the brief’s facts', async () => {
    model.answerWith(written);
    const response = await generate(t, token, brief);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: jobMessages.draftByModel,
      total: 1,
      data: {
        ...templateDraft,
        summary: written.summary,
        responsibilities: written.responsibilities,
        requirements: written.requirements,
        nice_to_have: written.nice_to_have,
        benefits: written.benefits,
        // The skills named first, then the model's others, each once.
        skills: ['SQL', 'dbt', 'Looker', 'Python'],
      },
    });
    // A server that fences its JSON as Markdown is read too.
    model.answerWith(`\`\`\`json\n${JSON.stringify(written)}\n\`\`\``);
    expect((await generate(t, token, brief)).json().message).toBe(jobMessages.draftByModel);
    expect(model.seen.url).toBe('/v1/chat/completions');
    expect(model.seen.authorization).toBe('Bearer sk-draft');
    expect(model.seen.body).toMatchObject({ model: 'writer-1', response_format: { type: 'json_object' } });
    const [system, user] = model.seen.body!['messages'] as { role: string; content: string }[];
    expect(system!.content).toContain('"responsibilities"');
    expect(user!.content).toBe(
      'Title: Data Analyst\nSeniority: Mid level\nDepartment: Finance\nLocation: Leeds, UK\nWork mode: Remote\nEmployment type: Part-time\nSkills: SQL, dbt, Looker',
    );
  });

  it('falls back to the template, and says so, when the model fails, is too slow or answers no usable draft', async () => {
    const expectTemplate = async (message: string) => {
      const response = await generate(t, token, brief);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message, total: 1, data: templateDraft });
    };
    model.answer = { status: 503, body: { error: 'overloaded' } };
    await expectTemplate(jobMessages.draftModelFailed);
    model.answerWith(written);
    model.answer.delayMs = 4_000;
    await expectTemplate(jobMessages.draftModelFailed);
    model.answerWith('Here is your job description: …');
    await expectTemplate(jobMessages.draftModelUnusable);
    for (const answer of [
      { ...written, responsibilities: 'Build things' },
      { ...written, summary: '' },
      { ...written, requirements: ['x'.repeat(jobLimits.itemMax + 1), 'ok'] },
      [written],
      null,
    ]) {
      model.answerWith(answer);
      await expectTemplate(jobMessages.draftModelUnusable);
    }
    model.answer = { status: 200, body: { choices: [] } };
    await expectTemplate(jobMessages.draftModelUnusable);
  });
});
