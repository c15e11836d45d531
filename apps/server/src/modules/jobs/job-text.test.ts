import { describe, expect, it } from 'vitest';
import { parseSalary, readJobDescription } from './job-text.ts';

const posting = `Warehouse Shift Supervisor

Department: Operations
Location: Manchester, UK (hybrid)
Salary: £32,000 – £36,000 per year
Employment type: Full-time

About the role
You will lead the night shift of our 24-hour fulfilment centre.

Responsibilities
- Run the night shift and hand over to the day team
- Train new starters on forklift safety
• Keep mis-picks under 0.5%

Requirements:
1. Two years supervising a warehouse team
2) A counterbalance forklift licence

Skills
Forklift, WMS, Excel; team leadership

Benefits
25 days of paid holiday and a pension.`;

describe('readJobDescription', () => {
  it('reads the title, labelled fields, sections and bullets of a typical posting', () => {
    expect(readJobDescription(posting)).toEqual({
      title: 'Warehouse Shift Supervisor',
      department: 'Operations',
      location: 'Manchester, UK (hybrid)',
      employment_type: 'full_time',
      workplace_type: 'hybrid',
      salary_min: 32_000,
      salary_max: 36_000,
      salary_currency: 'GBP',
      summary: 'You will lead the night shift of our 24-hour fulfilment centre.',
      responsibilities: [
        'Run the night shift and hand over to the day team',
        'Train new starters on forklift safety',
        'Keep mis-picks under 0.5%',
      ],
      requirements: ['Two years supervising a warehouse team', 'A counterbalance forklift licence'],
      skills: ['Forklift', 'WMS', 'Excel', 'team leadership'],
      seniority: null,
      nice_to_have: [],
      benefits: ['25 days of paid holiday and a pension.'],
      application_deadline: null,
      openings: 1,
      hiring_manager: '',
    });
  });

  it('understands markdown headings, other wordings and a "Job title:" line', () => {
    const form = readJobDescription(
      `# Job title: Delivery Driver (Part-time)\n\n## What you'll do\n* Deliver parcels on a set route\n\n## What we're looking for\n* A clean licence\n\nThis is a fully remote-first... no, it is on-site.`,
    );
    expect(form.title).toBe('Delivery Driver (Part-time)');
    expect(form.responsibilities).toEqual(['Deliver parcels on a set route']);
    expect(form.requirements).toEqual(['A clean licence', 'This is a fully remote-first... no, it is on-site.']);
    expect(form.employment_type).toBe('part_time');
  });

  it('keeps whatever it cannot place in the summary, and caps what is too long', () => {
    const form = readJobDescription(`Analyst\nWe are a small team.\nApply by Friday.`);
    expect(form).toMatchObject({
      title: 'Analyst',
      summary: 'We are a small team.\nApply by Friday.',
      responsibilities: [],
      employment_type: 'full_time',
      workplace_type: 'on_site',
    });
    expect(readJobDescription(`${'T'.repeat(400)}\n`).title).toHaveLength(150);
  });
});

describe('readJobDescription, the rest of a job', () => {
  it('reads "Skills:" and "Benefits:" lines, nice-to-have sections and optional requirements, seniority, openings, the manager and the deadline', () => {
    const form = readJobDescription(`Senior Workforce Planner
Level: Senior
Hiring manager: Priya Nair
Openings: 2
Apply by: 31 December 2026
Skills: coaching, workforce planning, Zendesk
Salary: 12–18 lakh per year

Requirements
- Five years planning contact-centre rosters
- Erlang C modelling (nice to have)
- Nice to have: a Hindi speaker

Preferred qualifications
- Six Sigma Green Belt

Bonus points
* Experience with NICE IEX

Benefits
- Health insurance for your family
- 24 days of leave`);
    expect(form).toMatchObject({
      title: 'Senior Workforce Planner',
      seniority: 'senior',
      hiring_manager: 'Priya Nair',
      openings: 2,
      application_deadline: '2026-12-31',
      skills: ['coaching', 'workforce planning', 'Zendesk'],
      salary_min: 1_200_000,
      salary_max: 1_800_000,
      salary_currency: 'INR',
      requirements: ['Five years planning contact-centre rosters'],
      nice_to_have: ['Erlang C modelling', 'a Hindi speaker', 'Six Sigma Green Belt', 'Experience with NICE IEX'],
      benefits: ['Health insurance for your family', '24 days of leave'],
      summary: '',
    });
  });

  it('takes the seniority from the title when no line names it, and a benefits line apart', () => {
    expect(readJobDescription('Junior Data Analyst\nBenefits: meal cards; gym').seniority).toBe('entry');
    expect(readJobDescription('Junior Data Analyst\nBenefits: meal cards; gym').benefits).toEqual([
      'meal cards',
      'gym',
    ]);
    expect(readJobDescription('Head of Support').seniority).toBe('director');
    expect(readJobDescription('Data Analyst').seniority).toBeNull();
    expect(readJobDescription('Analyst\nDeadline: 2026-02-30').application_deadline).toBeNull();
    expect(readJobDescription('Analyst\nDeadline: December 5, 2026').application_deadline).toBe('2026-12-05');
  });
});

describe('parseSalary', () => {
  it('reads salaries written the Indian way', () => {
    expect(parseSalary('₹12,00,000')).toEqual({ salary_min: 1_200_000, salary_max: 1_200_000, salary_currency: 'INR' });
    expect(parseSalary('12 LPA')).toEqual({ salary_min: 1_200_000, salary_max: 1_200_000, salary_currency: 'INR' });
    expect(parseSalary('12–18 lakh')).toEqual({ salary_min: 1_200_000, salary_max: 1_800_000, salary_currency: 'INR' });
    expect(parseSalary('Rs. 8,50,000 - 10,00,000 per annum')).toEqual({
      salary_min: 850_000,
      salary_max: 1_000_000,
      salary_currency: 'INR',
    });
    expect(parseSalary('1.2 crore CTC')).toEqual({
      salary_min: 12_000_000,
      salary_max: 12_000_000,
      salary_currency: 'INR',
    });
  });

  it('reads ranges, single amounts, k and lakhs with their currency', () => {
    expect(parseSalary('$80k-95k')).toEqual({ salary_min: 80_000, salary_max: 95_000, salary_currency: 'USD' });
    expect(parseSalary('EUR 55,000')).toEqual({ salary_min: 55_000, salary_max: 55_000, salary_currency: 'EUR' });
    expect(parseSalary('₹12 – 15 LPA')).toEqual({
      salary_min: 1_200_000,
      salary_max: 1_500_000,
      salary_currency: 'INR',
    });
    expect(parseSalary('competitive')).toBeNull();
    expect(parseSalary('40,000 a year')).toBeNull();
  });
});
