// The sample data's hiring story, written once: the jobs of Job Listings (seed/jobs-sample.ts reads
// each posting below through the product's own parser), among them the roles zara's screening calls
// talk about (seed/call-scripts.ts), with the same titles and salary budgets. Only published roles
// that zara screens get calls; the drafts and the roles hired for elsewhere (abroad, in their own
// currencies) none, so the sample calls stay the same whatever roles are listed beside them.

import { formatMoney } from '@agentdesk/shared';

/** The business the sample data is about: the company zara recruits for, whose careers site the sample workspace runs. */
export const SAMPLE_COMPANY = 'Northstar Technologies';

/** The length of the hiring-manager interview, in minutes: the handbook, zara's calls and the interview plans say the same. */
export const SAMPLE_INTERVIEW_MINUTES = 45;

type RoleFields = {
  title: string;
  department: string;
  location: string;
  employmentType: 'Full-time' | 'Part-time' | 'Contract';
  status: 'open' | 'closed' | 'draft';
  /** The posting's "Level:" line, as a recruiter writes it. */
  level: 'Entry level' | 'Mid level' | 'Senior' | 'Lead' | 'Manager';
  hiringManager: string;
  openings: number;
  /** Written this many days before the data is loaded (published the day after, unless a draft). */
  daysAgo: number;
  /** Applications close this many days after the data is loaded; none when left out. */
  applyWithinDays?: number;
  about: string;
  responsibilities: readonly string[];
  requirements: readonly string[];
  niceToHave: readonly string[];
  skills: readonly string[];
  benefits: readonly string[];
};

/** A role zara's calls talk about once it is published: paid in rupees, its band in lakh, and what her screening asks. */
export type ScreenedRole = RoleFields & {
  isScreenedByZara: true;
  /** The salary band, in lakh rupees a year: the budget is its top. */
  minLakh: number;
  budgetLakh: number;
  /** What the screening call asks about: the field, the stacks a candidate names, the years asked for. */
  field: string;
  callSkills: readonly string[];
  minYears: number;
};

/** A role only listed (hired for by the team abroad): its salary a year in its own currency. */
export type ListedRole = RoleFields & {
  isScreenedByZara: false;
  salary: { min: number; max: number; currency: 'INR' | 'GBP' | 'EUR' | 'USD' };
};

export type HiringRole = ScreenedRole | ListedRole;

const indiaBenefits = [
  'Health insurance for you, your partner and your parents',
  'A learning budget of ₹50,000 a year',
  'Two weeks of paid leave on top of public holidays',
];

export const hiringRoles: readonly HiringRole[] = [
  {
    isScreenedByZara: true,
    title: 'Senior Backend Engineer',
    department: 'Engineering',
    location: 'Bengaluru, India (hybrid)',
    employmentType: 'Full-time',
    status: 'open',
    level: 'Senior',
    hiringManager: 'Priya Menon',
    openings: 2,
    daysAgo: 64,
    applyWithinDays: 45,
    minLakh: 20,
    budgetLakh: 32,
    field: 'backend development',
    callSkills: ['Java and Spring Boot', 'Go and PostgreSQL', 'Node.js and AWS'],
    minYears: 4,
    about: 'Build the services behind our lending platform: loan applications, payments and the partner APIs.',
    responsibilities: [
      'Design and run services that handle a million requests a day',
      'Review code and mentor two junior engineers',
      'Own the on-call rotation of your services',
    ],
    requirements: ['Four years building backend services in production', 'Solid SQL and one of Java, Go or Node.js'],
    skills: ['Java', 'Spring Boot', 'Go', 'PostgreSQL', 'Node.js', 'AWS'],
    niceToHave: ['Experience with Kafka or another event log', 'Lending or payments domain knowledge'],
    benefits: indiaBenefits,
  },
  {
    isScreenedByZara: true,
    title: 'Data Analyst',
    department: 'Analytics',
    location: 'Pune, India',
    employmentType: 'Full-time',
    status: 'open',
    level: 'Entry level',
    hiringManager: 'Nikhil Bose',
    openings: 1,
    daysAgo: 32,
    applyWithinDays: 30,
    minLakh: 8,
    budgetLakh: 14,
    field: 'data analysis',
    callSkills: ['SQL and Power BI', 'Python and Tableau', 'Excel and SQL'],
    minYears: 1,
    about: 'Turn loan and collection data into the weekly figures the business runs on.',
    responsibilities: ['Build and keep the weekly dashboards', 'Answer ad-hoc questions from the credit team'],
    requirements: ['A year of analysis work with SQL', 'Clear writing about numbers'],
    skills: ['SQL', 'Power BI', 'Python', 'Tableau', 'Excel'],
    niceToHave: ['dbt or Airflow', 'Knowledge of credit risk metrics'],
    benefits: indiaBenefits,
  },
  {
    isScreenedByZara: true,
    title: 'Product Designer',
    department: 'Design',
    location: 'Bengaluru, India (hybrid)',
    employmentType: 'Full-time',
    status: 'open',
    level: 'Mid level',
    hiringManager: 'Deepa Krishnan',
    openings: 1,
    daysAgo: 27,
    minLakh: 14,
    budgetLakh: 22,
    field: 'product design',
    callSkills: ['Figma and user research', 'design systems', 'mobile app design'],
    minYears: 2,
    about: 'Design the borrower app and the tools our agents use every day.',
    responsibilities: [
      'Run research with borrowers and agents',
      'Design flows from sketch to shipped screens',
      'Keep the design system up to date',
    ],
    requirements: ['Two years designing a shipped product', 'A portfolio with research behind the work'],
    skills: ['Figma', 'User research', 'Design systems', 'Mobile design'],
    niceToHave: ['Prototyping in code', 'Illustration or motion design'],
    benefits: indiaBenefits,
  },
  {
    isScreenedByZara: true,
    title: 'QA Automation Engineer',
    department: 'Engineering',
    location: 'Hyderabad, India',
    employmentType: 'Full-time',
    status: 'open',
    level: 'Mid level',
    hiringManager: 'Priya Menon',
    openings: 2,
    daysAgo: 20,
    applyWithinDays: 30,
    minLakh: 10,
    budgetLakh: 18,
    field: 'test automation',
    callSkills: ['Selenium and Java', 'Playwright and TypeScript', 'Cypress and API testing'],
    minYears: 2,
    about: 'Keep every release of the lending platform safe with automated tests.',
    responsibilities: ['Write and keep the end-to-end and API test suites', 'Work with developers on testable designs'],
    requirements: ['Two years of test automation', 'One of Selenium, Playwright or Cypress'],
    skills: ['Selenium', 'Playwright', 'TypeScript', 'Cypress', 'API testing'],
    niceToHave: ['Performance testing with k6 or JMeter'],
    benefits: indiaBenefits,
  },
  {
    isScreenedByZara: true,
    title: 'DevOps Engineer',
    department: 'Platform',
    location: 'Remote (India)',
    employmentType: 'Full-time',
    status: 'closed',
    level: 'Mid level',
    hiringManager: 'Vikram Singh',
    openings: 1,
    daysAgo: 100,
    minLakh: 18,
    budgetLakh: 28,
    field: 'DevOps',
    callSkills: ['Kubernetes and Terraform', 'AWS and Jenkins', 'Azure and GitHub Actions'],
    minYears: 3,
    about: 'Run the cloud platform, its pipelines and its monitoring.',
    responsibilities: [
      'Keep the Kubernetes clusters and their pipelines healthy',
      'Automate infrastructure with Terraform',
    ],
    requirements: ['Three years running production infrastructure', 'Kubernetes and one public cloud'],
    skills: ['Kubernetes', 'Terraform', 'AWS', 'Azure', 'CI/CD'],
    niceToHave: ['Certified Kubernetes Administrator'],
    benefits: indiaBenefits,
  },
  {
    isScreenedByZara: true,
    title: 'Customer Success Manager',
    department: 'Customer Success',
    location: 'Mumbai, India',
    employmentType: 'Full-time',
    status: 'open',
    level: 'Mid level',
    hiringManager: 'Meera Kapoor',
    openings: 1,
    daysAgo: 14,
    minLakh: 10,
    budgetLakh: 16,
    field: 'customer success',
    callSkills: ['B2B SaaS accounts', 'enterprise onboarding', 'renewals and upselling'],
    minYears: 2,
    about: 'Look after our partner lenders from onboarding to renewal.',
    responsibilities: ['Onboard new partner lenders', 'Run quarterly reviews and renewals'],
    requirements: ['Two years managing B2B accounts', 'Comfortable presenting to senior clients'],
    skills: ['Account management', 'Onboarding', 'Renewals', 'CRM'],
    niceToHave: ['Experience with lenders or NBFCs'],
    benefits: indiaBenefits,
  },
  {
    isScreenedByZara: true,
    title: 'Recruitment Coordinator',
    department: 'People',
    location: 'Remote (India)',
    employmentType: 'Full-time',
    status: 'draft',
    level: 'Entry level',
    hiringManager: 'Kavita Rao',
    openings: 1,
    daysAgo: 3,
    minLakh: 5,
    budgetLakh: 8,
    field: 'recruitment coordination',
    callSkills: ['interview scheduling'],
    minYears: 1,
    about: 'Keep our hiring moving: schedule interviews, keep candidates informed and our job board up to date.',
    responsibilities: [
      'Book interviews between candidates and hiring managers',
      "Answer candidates' questions within one working day",
    ],
    requirements: ['Experience coordinating calendars for a busy team'],
    skills: ['Scheduling', 'Communication', 'ATS'],
    niceToHave: ['Experience with an applicant tracking system'],
    benefits: indiaBenefits,
  },
  {
    isScreenedByZara: false,
    title: 'Account Executive',
    department: 'Sales',
    location: 'London, United Kingdom (hybrid)',
    employmentType: 'Full-time',
    status: 'open',
    level: 'Mid level',
    hiringManager: 'Olivia Bennett',
    openings: 2,
    daysAgo: 18,
    applyWithinDays: 30,
    salary: { min: 55_000, max: 70_000, currency: 'GBP' },
    about: 'Bring our lending platform to banks and building societies across the UK.',
    responsibilities: [
      'Run the sales cycle from first call to signed contract',
      'Build a pipeline with our partnerships team',
      'Keep the CRM true to what happened',
    ],
    requirements: ['Three years selling software to financial services', 'A record of meeting a yearly quota'],
    niceToHave: ['Contacts at UK building societies', 'Experience selling to procurement teams'],
    skills: ['B2B sales', 'Salesforce', 'Negotiation', 'Forecasting'],
    benefits: [
      '25 days of holiday plus bank holidays',
      'Private medical insurance',
      'A pension with 6% employer contribution',
    ],
  },
  {
    isScreenedByZara: false,
    title: 'Customer Support Specialist',
    department: 'Support',
    location: 'Berlin, Germany',
    employmentType: 'Part-time',
    status: 'open',
    level: 'Entry level',
    hiringManager: 'Jonas Weber',
    openings: 3,
    daysAgo: 9,
    applyWithinDays: 21,
    salary: { min: 30_000, max: 36_000, currency: 'EUR' },
    about: 'Help the borrowers and lenders who use our platform in Germany and Austria, by chat, mail and phone.',
    responsibilities: [
      'Answer chats and mails in German and English within the hour',
      'Turn repeated questions into help centre articles',
    ],
    requirements: ['Fluent German and English', 'A year in a customer-facing job'],
    niceToHave: ['Experience with Zendesk or Intercom'],
    skills: ['Zendesk', 'German', 'English', 'Written communication'],
    benefits: ['30 days of holiday', 'A public transport ticket for Berlin', 'Language classes'],
  },
  {
    isScreenedByZara: false,
    title: 'Solutions Engineer',
    department: 'Sales',
    location: 'New York, United States',
    employmentType: 'Full-time',
    status: 'open',
    level: 'Senior',
    hiringManager: 'Michael Chen',
    openings: 1,
    daysAgo: 6,
    salary: { min: 130_000, max: 155_000, currency: 'USD' },
    about: 'Show US lenders how our platform fits their systems, from the first demo to a working pilot.',
    responsibilities: [
      'Run technical demos and pilots with prospects',
      'Answer security and integration questionnaires',
      'Tell the product team what customers ask for',
    ],
    requirements: ['Four years in a pre-sales or integration role', 'Comfortable reading REST APIs and SQL'],
    niceToHave: ['Experience with loan origination systems'],
    skills: ['REST APIs', 'SQL', 'Demos', 'Solution design'],
    benefits: ['Medical, dental and vision cover', 'A 401(k) with a 4% match', 'A home office budget of $1,500'],
  },
  {
    isScreenedByZara: false,
    title: 'Financial Analyst',
    department: 'Finance',
    location: 'New York, United States (hybrid)',
    employmentType: 'Full-time',
    status: 'draft',
    level: 'Mid level',
    hiringManager: 'Sarah Goldberg',
    openings: 1,
    daysAgo: 2,
    applyWithinDays: 60,
    salary: { min: 90_000, max: 110_000, currency: 'USD' },
    about: 'Plan and report the numbers of our US business: revenue, costs and the funding of the loan book.',
    responsibilities: [
      'Build the monthly forecast and the board pack',
      'Model the cost of funding for new lending partners',
    ],
    requirements: ['Two years in FP&A or investment banking', 'Strong Excel and financial modelling'],
    niceToHave: ['CFA level I or above', 'Experience in consumer lending'],
    skills: ['Excel', 'Financial modelling', 'Forecasting', 'SQL'],
    benefits: ['Medical, dental and vision cover', 'A 401(k) with a 4% match'],
  },
  {
    isScreenedByZara: false,
    title: 'Growth Marketing Manager',
    department: 'Marketing',
    location: 'Remote (Europe)',
    employmentType: 'Contract',
    status: 'closed',
    level: 'Manager',
    hiringManager: 'Lena Fischer',
    openings: 1,
    daysAgo: 60,
    salary: { min: 60_000, max: 72_000, currency: 'EUR' },
    about: 'Grow the number of lenders who find us, for a twelve-month contract.',
    responsibilities: ['Plan and run paid and content campaigns across Europe', 'Report what each channel brings in'],
    requirements: ['Four years in B2B growth marketing', 'Hands-on with Google Ads and LinkedIn campaigns'],
    niceToHave: ['Experience marketing to banks'],
    skills: ['Google Ads', 'LinkedIn Ads', 'HubSpot', 'Analytics'],
    benefits: ['Flexible hours', 'A yearly team week in Lisbon'],
  },
];

/** The roles zara's calls are about: every published one she screens for (open, or closed since). */
export const screenedRoles: readonly ScreenedRole[] = hiringRoles.filter(
  (role): role is ScreenedRole => role.isScreenedByZara && role.status !== 'draft',
);

/** Its salary line: a screened role's band in lakh rupees, any other in its own currency, grouped its own way. */
const salaryOf = (role: HiringRole): string =>
  role.isScreenedByZara
    ? `₹${role.minLakh} – ₹${role.budgetLakh} lakh per year`
    : `${formatMoney(role.salary.min, role.salary.currency)} – ${formatMoney(role.salary.max, role.salary.currency)} per year`;

/** YYYY-MM-DD, `days` after `now` (UTC). */
const dayAfter = (now: number, days: number) => new Date(now + days * 86_400_000).toISOString().slice(0, 10);

const bullets = (lines: readonly string[]) => lines.map((line) => `- ${line}`).join('\n');

/** A role as the posting a recruiter would paste into Create Job Description (its deadline counted from `now`). */
export const postingOf = (role: HiringRole, now = Date.now()): string =>
  [
    role.title,
    `Department: ${role.department}`,
    `Location: ${role.location}`,
    `Salary: ${salaryOf(role)}`,
    `Employment type: ${role.employmentType}`,
    `Level: ${role.level}`,
    `Hiring manager: ${role.hiringManager}`,
    `Openings: ${role.openings}`,
    ...(role.applyWithinDays === undefined ? [] : [`Apply by: ${dayAfter(now, role.applyWithinDays)}`]),
    '',
    'About the role',
    role.about,
    '',
    'Responsibilities',
    bullets(role.responsibilities),
    '',
    'Requirements',
    bullets(role.requirements),
    '',
    'Nice to have',
    bullets(role.niceToHave),
    '',
    'Skills',
    role.skills.join(', '),
    '',
    'Benefits',
    bullets(role.benefits),
  ].join('\n');
