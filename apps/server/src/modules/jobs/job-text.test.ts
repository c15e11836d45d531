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
      summary: 'You will lead the night shift of our 24-hour fulfilment centre.\n25 days of paid holiday and a pension.',
      responsibilities: ['Run the night shift and hand over to the day team', 'Train new starters on forklift safety', 'Keep mis-picks under 0.5%'],
      requirements: ['Two years supervising a warehouse team', 'A counterbalance forklift licence'],
      skills: ['Forklift', 'WMS', 'Excel', 'team leadership'],
    });
  });

  it('understands markdown headings, other wordings and a "Job title:" line', () => {
    const form = readJobDescription(`# Job title: Delivery Driver (Part-time)\n\n## What you'll do\n* Deliver parcels on a set route\n\n## What we're looking for\n* A clean licence\n\nThis is a fully remote-first... no, it is on-site.`);
    expect(form.title).toBe('Delivery Driver (Part-time)');
    expect(form.responsibilities).toEqual(['Deliver parcels on a set route']);
    expect(form.requirements).toEqual(['A clean licence', 'This is a fully remote-first... no, it is on-site.']);
    expect(form.employment_type).toBe('part_time');
  });

  it('keeps whatever it cannot place in the summary, and caps what is too long', () => {
    const form = readJobDescription(`Analyst\nWe are a small team.\nApply by Friday.`);
    expect(form).toMatchObject({ title: 'Analyst', summary: 'We are a small team.\nApply by Friday.', responsibilities: [], employment_type: 'full_time', workplace_type: 'on_site' });
    expect(readJobDescription(`${'T'.repeat(400)}\n`).title).toHaveLength(150);
  });
});

describe('parseSalary', () => {
  it('reads ranges, single amounts, k and lakhs with their currency', () => {
    expect(parseSalary('$80k-95k')).toEqual({ salary_min: 80_000, salary_max: 95_000, salary_currency: 'USD' });
    expect(parseSalary('EUR 55,000')).toEqual({ salary_min: 55_000, salary_max: 55_000, salary_currency: 'EUR' });
    expect(parseSalary('₹12 – 15 LPA')).toEqual({ salary_min: 1_200_000, salary_max: 1_500_000, salary_currency: 'INR' });
    expect(parseSalary('competitive')).toBeNull();
    expect(parseSalary('40,000 a year')).toBeNull();
  });
});
