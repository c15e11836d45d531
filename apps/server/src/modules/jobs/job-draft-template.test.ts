import {
  employmentTypes,
  generateJobBodySchema,
  jobFormSchema,
  seniorities,
  workplaceTypes,
  type GenerateJobBody,
  type JobForm,
} from '@agentdesk/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writeJobDraftFromTemplate } from './job-draft-template.ts';

const write = (brief: GenerateJobBody) => writeJobDraftFromTemplate(generateJobBodySchema.parse(brief));

const backend: GenerateJobBody = {
  title: 'Senior Backend Engineer',
  seniority: 'senior',
  department: 'Engineering',
  location: 'Bengaluru, India',
  workplace_type: 'hybrid',
  employment_type: 'full_time',
  skills: ['TypeScript', 'PostgreSQL', 'Node.js', 'Kafka', 'Docker'],
};

/** All the draft's words, for looking a phrase up. */
const textOf = (draft: JobForm) =>
  [draft.summary, ...draft.responsibilities, ...draft.requirements, ...draft.nice_to_have, ...draft.benefits].join(
    '\n',
  );

/** Every text and list the template writes is filled, nothing reads 'undefined', and the job form's schema takes it as it is. */
const expectComplete = (draft: JobForm) => {
  expect(draft.summary.length).toBeGreaterThan(80);
  expect(draft.responsibilities.length).toBeGreaterThanOrEqual(5);
  expect(draft.responsibilities.length).toBeLessThanOrEqual(7);
  expect(draft.requirements.length).toBeGreaterThanOrEqual(4);
  expect(draft.nice_to_have.length).toBeGreaterThanOrEqual(2);
  expect(draft.benefits.length).toBeGreaterThanOrEqual(3);
  expect(draft.skills.length).toBeGreaterThanOrEqual(1);
  const text = textOf(draft);
  expect(text).not.toMatch(/undefined|null|NaN|\{|\}|\[object| {2}|\s[,.]/);
  for (const item of [...draft.responsibilities, ...draft.requirements, ...draft.nice_to_have, ...draft.benefits])
    expect(item).toMatch(/^[A-Z0-9]/);
  expect(jobFormSchema.parse(draft)).toEqual(draft);
};

describe('the job description template ("Write it for me" without a language model)', () => {
  it('writes the same draft for the same brief', () => {
    expect(write(backend)).toEqual(write(structuredClone(backend)));
    expect(JSON.stringify(write(backend))).toBe(JSON.stringify(write(backend)));
  });

  it('fills every part of the draft, keeps the brief, and leaves salary, deadline and hiring manager to the recruiter', () => {
    const draft = write(backend);
    expectComplete(draft);
    expect(draft).toMatchObject({
      title: 'Senior Backend Engineer',
      department: 'Engineering',
      location: 'Bengaluru, India',
      workplace_type: 'hybrid',
      employment_type: 'full_time',
      seniority: 'senior',
      salary_min: null,
      salary_max: null,
      salary_currency: 'INR',
      application_deadline: null,
      openings: 1,
      hiring_manager: '',
    });
    expect(draft.summary).toBe(
      'We are looking for a Senior Backend Engineer to join the Engineering team in Bengaluru, India, on a hybrid schedule. ' +
        'You will design, build and run the software our customers rely on, working with TypeScript, PostgreSQL and Node.js. ' +
        'As a senior member of the Engineering team, you will take on the hardest problems and help others grow. This is a full-time, permanent position.',
    );
    expect(draft.requirements[0]).toBe('5+ years of experience in software engineering');
  });

  it('puts every skill named in the skills, the first three in the must-haves and the rest in the nice-to-haves', () => {
    const draft = write(backend);
    expect(draft.skills).toEqual(backend.skills);
    expect(draft.requirements).toContain('Hands-on experience with TypeScript, PostgreSQL and Node.js');
    expect(draft.nice_to_have.slice(0, 2)).toEqual(['Experience with Kafka', 'Experience with Docker']);
    const many = write({
      title: 'Head of Sales',
      seniority: 'director',
      skills: ['Salesforce', 'Forecasting', 'Negotiation', 'HubSpot', 'Gong', 'Outreach', 'Apollo'],
    });
    expect(many.nice_to_have.slice(0, 2)).toEqual([
      'Familiarity with HubSpot, Gong or Outreach',
      'Experience with Apollo',
    ]);
    // No skills named: the role's usual ones, and no sentence about skills.
    const none = write({ title: 'Data Analyst' });
    expect(none.skills).toEqual(['SQL', 'Python', 'Data visualisation']);
    expect(textOf(none)).not.toContain('Hands-on experience with');
  });

  it('asks for the years of experience the seniority calls for', () => {
    const experience = Object.fromEntries(
      seniorities.map((seniority) => [seniority, write({ ...backend, seniority }).requirements[0]]),
    );
    expect(experience).toMatchObject({
      internship: expect.stringContaining('Currently studying'),
      entry: expect.stringMatching(/^Up to 2 years of experience in software engineering/),
      mid: '3+ years of experience in software engineering',
      senior: '5+ years of experience in software engineering',
      lead: expect.stringMatching(/^7\+ years/),
      manager: expect.stringMatching(/^6\+ years.*managing people$/),
      director: expect.stringMatching(/^10\+ years/),
      executive: expect.stringMatching(/^15\+ years/),
    });
    expect(write({ ...backend, seniority: null }).requirements[0]).toBe('Proven experience in software engineering');
    expect(write({ ...backend, seniority: 'manager' }).responsibilities).toContain(
      'Hire, coach and grow the team, with regular one-to-ones and clear goals',
    );
    expect(write({ ...backend, seniority: 'entry' }).requirements).toContain(
      'Working knowledge of TypeScript, PostgreSQL and Node.js',
    );
  });

  it('writes for the kind of role, read from the title before the department', () => {
    const firstDuty = (title: string, department = '') => write({ title, department }).responsibilities[0];
    expect(firstDuty('Data Engineer', 'Engineering')).toMatch(/data pipelines/);
    expect(firstDuty('Product Designer')).toMatch(/user research/);
    expect(firstDuty('Account Executive')).toMatch(/pipeline of qualified prospects/);
    expect(firstDuty('Staff Nurse', 'Ward 7')).toMatch(/patient/);
    expect(firstDuty('Customer Care Agent')).toMatch(/customer questions/);
    expect(firstDuty('Payroll Specialist')).toMatch(/monthly accounts/);
    expect(firstDuty('Talent Partner')).toMatch(/hiring/);
    expect(firstDuty('Shift Lead', 'Warehouse')).toMatch(/daily work/);
    expect(firstDuty('Office Coordinator')).toMatch(/ownership of your area/);
  });

  it('writes for the work mode, the place and its country', () => {
    const remote = write({ ...backend, workplace_type: 'remote', location: 'Remote (EU)' });
    expect(remote.summary).toContain('working remotely from the EU');
    expect(remote.requirements).toContain('Clear written communication: much of our collaboration happens in writing');
    expect(remote.benefits).toContain('A home-office budget for your desk, chair and equipment');
    const onSite = write({ ...backend, workplace_type: 'on_site', location: 'Leeds, UK' });
    expect(onSite.requirements).toContain('Able to work on site in Leeds, UK');
    expect(onSite.benefits.slice(0, 3)).toEqual([
      '25 days’ holiday plus bank holidays',
      'Workplace pension with employer contributions',
      'Private medical insurance',
    ]);
    expect(onSite.salary_currency).toBe('GBP');
    expect(write({ ...backend, location: 'Bengaluru, India' }).responsibilities).toContain(
      'Work with the team in the Bengaluru office on shared office days',
    );
    expect(write({ ...backend, location: 'Austin, TX' }).benefits).toContain('401(k) plan with a company match');
    expect(write({ ...backend, location: 'Berlin' }).salary_currency).toBe('EUR');
    expect(write({ ...backend, location: 'Atlantis' })).toMatchObject({
      salary_currency: '',
      benefits: expect.arrayContaining(['Health insurance']),
    });
  });

  it('writes for the employment type', () => {
    expect(write({ ...backend, employment_type: 'contract' }).benefits).toEqual([
      'A competitive rate, paid monthly',
      'Flexible working hours',
      'Hybrid working: office days with the team, the rest from home',
    ]);
    expect(write({ ...backend, employment_type: 'part_time' }).requirements).toContain(
      'Available for regular part-time hours agreed with the team',
    );
    expect(write({ ...backend, employment_type: 'internship' }).summary).toContain('This is an internship');
  });

  it("writes 'a' or 'an' as the title sounds", () => {
    const opening = (title: string) => write({ title }).summary.split(' to join')[0];
    expect([
      opening('Engineer'),
      opening('UX Designer'),
      opening('SEO Specialist'),
      opening('Unity Developer'),
      opening('HR Manager'),
      opening('Nurse'),
    ]).toEqual([
      'We are looking for an Engineer',
      'We are looking for a UX Designer',
      'We are looking for an SEO Specialist',
      'We are looking for a Unity Developer',
      'We are looking for an HR Manager',
      'We are looking for a Nurse',
    ]);
  });

  it('writes a complete draft for any brief the contract accepts', () => {
    const word = fc.stringMatching(/^[A-Za-z]([A-Za-z0-9+.#-]{0,13}[A-Za-z0-9+#])?$/);
    const brief = fc.record({
      title: fc.array(word, { minLength: 1, maxLength: 4 }).map((words) => words.join(' ')),
      seniority: fc.constantFrom(...seniorities, null),
      department: fc.oneof(fc.constant(''), word),
      location: fc.constantFrom('', 'Remote', 'Remote (US)', 'Leeds, UK', 'Pune', 'Austin, TX', 'Somewhere'),
      workplace_type: fc.constantFrom(...workplaceTypes),
      employment_type: fc.constantFrom(...employmentTypes),
      skills: fc.uniqueArray(word, { maxLength: 15, comparator: (a, b) => a.toLowerCase() === b.toLowerCase() }),
    });
    fc.assert(
      fc.property(brief, (value) => {
        const draft = write(value);
        expectComplete(draft);
        for (const skill of value.skills) {
          expect(draft.skills).toContain(skill);
          expect([...draft.requirements, ...draft.nice_to_have].join('\n')).toContain(skill);
        }
      }),
      { numRuns: 300, seed: 16 },
    );
  });
});
