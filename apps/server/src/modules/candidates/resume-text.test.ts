import { describe, expect, it } from 'vitest';
import { backendEngineer, dataAnalyst, designer, fresher, messy, now } from '../../test/resume-texts-testing.ts';
import { readResume } from './resume-text.ts';

// The reader on résumés laid out as people lay them out; resume-text-robustness.test.ts holds the
// fallbacks and what it does with any text.

describe('readResume', () => {
  it('reads an Indian backend engineer: contact, dated jobs with bullets, labelled skills, education', () => {
    const read = readResume(backendEngineer, { now });
    expect(read).toMatchObject({
      ...{
        name: 'ARJUN SHARMA',
        email: 'arjun.sharma@example.in',
        phone: '+919812345670',
        location: 'Bengaluru, India',
      },
      links: ['linkedin.com/in/arjun-sharma', 'https://github.com/arjunsharma'],
      summary:
        'Backend engineer with 6+ years building payment systems in Java and Go. Led the move of a ledger to PostgreSQL.',
      skills: ['Java', 'Go', 'SQL', 'Spring Boot', 'gRPC', 'Kafka', 'PostgreSQL', 'Redis'],
      education: [
        { degree: 'B.Tech in Computer Science', institution: 'NIT Trichy', start_year: 2014, end_year: 2018 },
      ],
    });
    expect(read.work_history).toEqual([
      {
        title: 'Senior Software Engineer',
        company: 'Razorpay',
        start: '2021-01',
        end: null,
        is_current: true,
        description: [
          'Built the settlement service in Go handling 2000 requests a second',
          'Cut reconciliation time by 40% with Kafka consumers',
        ],
      },
      {
        title: 'Software Engineer',
        company: 'Infosys',
        start: '2018-07',
        end: '2020-12',
        is_current: false,
        description: ['REST APIs in Spring Boot for a bank'],
      },
    ]);
    // July 2018 – December 2020 is 30 months, January 2021 – November 2026 is 71.
    expect(read.years_of_experience).toBe(8.4);
    expect(read.sentences.slice(0, 5)).toEqual([
      'ARJUN SHARMA',
      'Bengaluru, India | arjun.sharma@example.in | +91 98123 45670',
      'linkedin.com/in/arjun-sharma | https://github.com/arjunsharma',
      'PROFESSIONAL SUMMARY',
      'Backend engineer with 6+ years building payment systems in Java and Go.',
    ]);
  });

  it('reads a data analyst with labelled contact lines, company-first titles and dates on the next line', () => {
    const read = readResume(dataAnalyst, { now });
    expect(read).toMatchObject({
      ...{
        name: 'Priyanka Menon',
        email: 'priyanka.menon@example.in',
        phone: '+919845678903',
        location: 'Kochi, Kerala, India',
        links: [],
      },
      summary: 'Data analyst with two years of SQL and Power BI, turning collections data into weekly decisions.',
      skills: ['SQL', 'Power BI', 'Excel', 'Python (pandas)'],
      education: [{ degree: 'MSc Statistics', institution: 'University of Kerala', start_year: 2020, end_year: 2022 }],
    });
    expect(read.work_history).toEqual([
      {
        title: 'Data Analyst',
        company: 'Bajaj Finserv',
        start: '2023-03',
        end: null,
        is_current: true,
        description: ['Built collections dashboards in Power BI used by 40 branch managers.'],
      },
      {
        title: 'Business Analyst',
        company: 'Mu Sigma',
        start: '2022-01',
        end: '2023-12',
        is_current: false,
        description: ['Retail analytics for a US grocer'],
      },
    ]);
    // January 2022 to November 2026, the overlap in 2023 counted once.
    expect(read.years_of_experience).toBe(4.9);
  });

  it('reads a designer whose one-page layout puts the contact on one spaced line', () => {
    const read = readResume(designer, { now });
    expect(read).toMatchObject({
      ...{ name: 'Neha Kapoor', email: 'neha@kapoor.design', phone: null, location: 'Mumbai, India' },
      links: ['https://kapoor.design'],
      summary: 'I design calm interfaces for fintech apps. Five years in product teams.',
      skills: ['Figma', 'Prototyping', 'Design systems', 'User research'],
      years_of_experience: 6.9,
      education: [
        { degree: 'Bachelor of Design', institution: 'National Institute of Design', start_year: 2016, end_year: 2020 },
      ],
    });
    expect(read.work_history).toEqual([
      {
        title: 'Product Designer',
        company: 'CRED',
        start: '2022-01',
        end: null,
        is_current: true,
        description: ['Designed the rewards flow. Ran weekly usability tests.'],
      },
      { title: 'UI Designer', company: 'Zeta', start: '2020-01', end: '2022-12', is_current: false, description: [] },
    ]);
    // A line of prose is quoted sentence by sentence.
    expect(read.sentences).toEqual(
      expect.arrayContaining(['Designed the rewards flow.', 'Ran weekly usability tests.']),
    );
  });

  it('reads a fresher with only education and projects: no work history, no years', () => {
    const read = readResume(fresher, { now });
    expect(read).toMatchObject({
      ...{ name: 'Rohan Das', email: 'rohan.das@example.com', phone: '+917000012345', location: 'Pune, India' },
      summary: 'A computer science graduate looking for a backend developer role.',
      skills: ['JavaScript', 'Node.js', 'Express', 'PostgreSQL', 'Git'],
      years_of_experience: null,
      work_history: [],
      education: [
        {
          degree: 'B.E. Computer Engineering',
          institution: 'College of Engineering Pune',
          start_year: 2021,
          end_year: 2025,
        },
        { degree: 'Higher Secondary (CBSE)', institution: 'Delhi Public School', start_year: null, end_year: 2021 },
      ],
    });
    expect(read.sentences).toEqual(
      expect.arrayContaining([
        'Library app: a REST API in Node.js and Express with PostgreSQL.',
        'Deployed on Render.',
      ]),
    );
  });

  it('reads a messy résumé with tabs, odd bullets and a US phone', () => {
    const read = readResume(messy, { now });
    expect(read).toMatchObject({
      name: 'Karan Mehta',
      email: 'karan.mehta@example.org',
      phone: '+14155550123',
      location: 'San Francisco, United States',
    });
    expect([read.skills, read.years_of_experience]).toEqual([['Go', 'Python', 'Kubernetes', 'Terraform'], 11.9]);
    expect(read.work_history).toEqual([
      {
        title: 'Staff Engineer',
        company: 'Stripe',
        start: '2019-09',
        end: null,
        is_current: true,
        description: ['Owned the payouts API.', 'Mentored four engineers'],
      },
      {
        title: 'Software Engineer',
        company: 'Google',
        start: '2015-01',
        end: '2019-12',
        is_current: false,
        description: ['Search infrastructure'],
      },
    ]);
  });

  it('reads the product\'s own sample résumés: one line a job, "Company, 2021–now: what"', () => {
    const sample = `Arjun Sharma\narjun.sharma@example.in · +919812345670\nBackend engineer, six years with Java and Spring Boot\nExperience\nPaytm, 2021–now: payments ledger services\nInfosys, 2019–2021: REST APIs for a bank\nInternship at KPMG, 2018`;
    const read = readResume(sample, { now });
    expect(read).toMatchObject({
      name: 'Arjun Sharma',
      phone: '+919812345670',
      summary: 'Backend engineer, six years with Java and Spring Boot',
      location: '',
    });
    expect(read.work_history).toEqual([
      {
        title: '',
        company: 'Paytm',
        start: '2021-01',
        end: null,
        is_current: true,
        description: ['payments ledger services'],
      },
      {
        title: '',
        company: 'Infosys',
        start: '2019-01',
        end: '2021-12',
        is_current: false,
        description: ['REST APIs for a bank'],
      },
      { title: 'Internship', company: 'KPMG', start: '2018-01', end: '2018-12', is_current: false, description: [] },
    ]);
    expect(read.years_of_experience).toBe(8.9);
  });
});
