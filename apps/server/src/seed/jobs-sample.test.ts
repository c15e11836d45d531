import { jobPaths, seniorities, type Job, type Seniority } from '@agentdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUpUser, workspaceOf, type TestApp } from '../test/test-app.ts';
import { hiringRoles, screenedRoles, type HiringRole } from './hiring-roles.ts';
import { seedJobs } from './jobs-sample.ts';

// Issue #16 item 5's sample data: a dozen jobs across departments, places, currencies and
// statuses, each read from its posting by the product's own parser into every field of the form.

const NOW = Date.UTC(2026, 10, 20, 12);
const DAY_MS = 86_400_000;

const levelOf: Record<HiringRole['level'], Seniority> = {
  'Entry level': 'entry',
  'Mid level': 'mid',
  Senior: 'senior',
  Lead: 'lead',
  Manager: 'manager',
};
const typeOf = { 'Full-time': 'full_time', 'Part-time': 'part_time', Contract: 'contract' } as const;

describe('the sample jobs', () => {
  let t: TestApp;
  let jobs: Job[];

  beforeAll(async () => {
    t = await createTestApp();
    const { token } = await signUpUser(t.app);
    await seedJobs({ db: t.database.db, workspaceId: await workspaceOf(t.app, token), userId: null, now: NOW });
    jobs = (await t.app.inject({ method: 'GET', url: `/api${jobPaths.list}?limit=50`, headers: bearer(token) })).json()
      .data.jobs as Job[];
  });
  afterAll(() => t.close());

  it('are a dozen across departments, India and abroad, four currencies and every status', () => {
    expect(jobs).toHaveLength(12);
    expect(new Set(jobs.map((job) => job.department)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(jobs.map((job) => job.salary_currency))).toEqual(new Set(['INR', 'GBP', 'EUR', 'USD']));
    expect(new Set(jobs.map((job) => job.status))).toEqual(new Set(['draft', 'open', 'closed']));
    expect(jobs.filter((job) => job.location.includes('India')).length).toBeGreaterThanOrEqual(6);
    expect(jobs.filter((job) => !job.location.includes('India')).map((job) => job.location)).toEqual(
      expect.arrayContaining([
        'London, United Kingdom (hybrid)',
        'Berlin, Germany',
        'New York, United States',
        'Remote (Europe)',
      ]),
    );
    expect(new Set(jobs.map((job) => job.workplace_type))).toEqual(new Set(['on_site', 'hybrid', 'remote']));
  });

  it('keep every role zara screens for, with its title and rupee budget (the sample calls are unchanged)', () => {
    expect(screenedRoles.map((role) => role.title)).toEqual([
      'Senior Backend Engineer',
      'Data Analyst',
      'Product Designer',
      'QA Automation Engineer',
      'DevOps Engineer',
      'Customer Success Manager',
    ]);
    for (const role of screenedRoles) {
      expect(
        jobs.find((job) => job.title === role.title),
        role.title,
      ).toMatchObject({
        salary_min: role.minLakh * 100_000,
        salary_max: role.budgetLakh * 100_000,
        salary_currency: 'INR',
      });
    }
  });

  it.each(hiringRoles.map((role) => [role.title, role] as const))(
    '%s is read from its posting into every field',
    (title, role) => {
      const job = jobs.find((candidate) => candidate.title === title)!;
      const salary = role.isScreenedByZara
        ? { min: role.minLakh * 100_000, max: role.budgetLakh * 100_000, currency: 'INR' }
        : role.salary;
      expect(job).toMatchObject({
        department: role.department,
        location: role.location,
        status: role.status,
        employment_type: typeOf[role.employmentType],
        salary_min: salary.min,
        salary_max: salary.max,
        salary_currency: salary.currency,
        summary: role.about,
        responsibilities: role.responsibilities,
        requirements: role.requirements,
        nice_to_have: role.niceToHave,
        skills: role.skills,
        benefits: role.benefits,
        seniority: levelOf[role.level],
        hiring_manager: role.hiringManager,
        openings: role.openings,
        application_deadline:
          role.applyWithinDays === undefined
            ? null
            : new Date(NOW + role.applyWithinDays * DAY_MS).toISOString().slice(0, 10),
        created_timestamp: NOW - role.daysAgo * DAY_MS,
      });
      expect(seniorities).toContain(job.seniority);
      if (role.status === 'draft') expect(job.published_timestamp).toBeNull();
      else expect(job.published_timestamp).toBe(NOW - (role.daysAgo - 1) * DAY_MS);
      expect(job.closed_timestamp === null).toBe(role.status !== 'closed');
    },
  );
});
