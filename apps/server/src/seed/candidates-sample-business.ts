import type { SampleCandidate } from './candidates-sample.ts';
import { abroadCandidates, designCandidates } from './candidates-sample-design.ts';

// Sample candidates for the Data Analyst and Customer Success Manager roles (the careers site's
// analyst applicants among them), then design and the roles hired for abroad.
// Months and days count back from when the data is loaded.

const analysts: SampleCandidate[] = [
  {
    name: 'Priyanka Menon',
    email: 'priyanka.menon@example.in',
    phone: '+919845678903',
    location: 'Pune, India',
    jobTitle: 'Data Analyst',
    source: 'careers',
    fit: 'strong',
    stages: [
      ['new', 4],
      ['shortlisted', 3],
    ],
    summary: 'Data analyst, two years with SQL and Power BI on collections and credit data.',
    work: [
      {
        title: 'Data Analyst',
        company: 'Bajaj Finserv',
        from: 16,
        bullets: [
          'Analysis work with SQL on collections data, every week',
          'Built the Power BI dashboards the collections team runs on',
          'Wrote clear notes about the numbers for the credit risk team',
        ],
      },
      { title: 'Analyst', company: 'Mu Sigma', from: 26, to: 16, bullets: ['Retail analytics in Excel and SQL'] },
    ],
    education: [['B.Com, Symbiosis College of Arts and Commerce', 3]],
    skills: 'SQL, Power BI, Excel, DAX, Python',
  },
  {
    // zara booked her interview in a recorded sample call (seed/call-scripts.ts), at this address.
    name: 'Ananya Iyer',
    email: 'ananya.iyer@example.com',
    phone: '+919867890125',
    location: 'Pune, India',
    jobTitle: 'Data Analyst',
    source: 'careers',
    bookmarked: true,
    fit: 'strong',
    stages: [
      ['new', 12],
      ['shortlisted', 10],
      ['screening', 7],
      ['interview', 2],
    ],
    summary: 'Analyst with Python and Tableau, writing the weekly business review.',
    work: [
      {
        title: 'Business Analyst',
        company: 'Zomato',
        from: 28,
        bullets: [
          'Analysis work with SQL and Python for the weekly business reviews',
          'Tableau dashboards for city teams',
          'Clear writing about numbers for the leadership team',
        ],
      },
      {
        title: 'Analytics Intern',
        company: 'KPMG',
        from: 34,
        to: 28,
        bullets: ['Credit risk metrics for a bank audit in Excel'],
      },
    ],
    education: [['B.Sc. in Statistics, Fergusson College', 3]],
    skills: 'Python, Tableau, Postgres, SQL, Excel, Airflow',
  },
  {
    name: 'Rakesh Yadav',
    email: 'rakesh.yadav@example.in',
    phone: '+919890123456',
    location: 'Pune, India',
    jobTitle: 'Data Analyst',
    source: 'import',
    fit: 'strong',
    stages: [
      ['new', 28],
      ['shortlisted', 26],
      ['screening', 22],
      ['interview', 15],
    ],
    summary: 'Credit analyst, three years at an NBFC, SQL every day.',
    work: [
      {
        title: 'Credit Analyst',
        company: 'Tata Capital',
        from: 38,
        bullets: [
          'Analysis work with SQL on the loan book',
          'Tracked credit risk metrics: bounce rate, roll rates, NPA',
          'Wrote the monthly numbers note for the risk committee',
        ],
      },
    ],
    education: [['MBA in Finance, Pune University', 4]],
    skills: 'SQL, Excel, Power BI, dbt, MS Excel',
  },
  {
    name: 'Nandini Pandey',
    email: 'nandini.pandey@example.com',
    phone: '+919936123456',
    location: 'Bengaluru, India',
    jobTitle: 'Data Analyst',
    source: 'upload',
    fit: 'weak',
    stages: [
      ['new', 24],
      ['shortlisted', 22],
      ['screening', 18],
      ['rejected', 14, 'No longer looking: accepted another offer'],
    ],
    summary: 'Marketing analyst, eighteen months with Google Analytics and Excel, learning SQL.',
    work: [
      {
        title: 'Marketing Analyst',
        company: 'Meesho',
        from: 18,
        bullets: ['Campaign budgets tracked in Google Sheets and Excel', 'First SQL queries on BigQuery'],
      },
    ],
    education: [['BBA, Christ University', 2]],
    skills: 'Excel, Google Analytics, SQL, Looker Studio',
  },
  {
    name: 'Aditya Jain',
    email: 'aditya.jain@example.in',
    phone: '+919829012345',
    location: 'Jaipur, India',
    jobTitle: 'Data Analyst',
    source: 'manual',
    fit: 'weak',
    stages: [
      ['new', 20],
      ['rejected', 18, 'No analysis work yet'],
    ],
    summary: 'Sales executive moving into analytics, taking an online course.',
    work: [
      {
        title: 'Sales Executive',
        company: 'Asian Paints',
        from: 20,
        bullets: ['Dealer visits and monthly targets', 'Kept the order book up to date'],
      },
    ],
    education: [['B.Tech in Mechanical Engineering, Manipal University Jaipur', 2]],
    skills: 'Negotiation, MS Office, Dealer management',
    format: 'txt',
  },
  {
    name: 'Sana Sheikh',
    email: 'sana.sheikh@example.com',
    phone: '+919920123456',
    location: 'Mumbai, India',
    jobTitle: 'Data Analyst',
    source: 'careers',
    fit: 'partial',
    stages: [
      ['new', 14],
      ['shortlisted', 12],
      ['screening', 9],
    ],
    summary: 'Operations analyst, a year and a half of Excel reporting and some SQL.',
    work: [
      {
        title: 'Operations Analyst',
        company: 'Capgemini',
        from: 20,
        bullets: ['Weekly Excel reports for a bank client', 'Analysis work in Excel and SQL for ad-hoc requests'],
      },
    ],
    education: [['B.Sc. in Mathematics, St. Xavier’s College Mumbai', 2]],
    skills: 'Excel, SQL, VBA',
  },
  {
    name: 'Varun Chopra',
    email: 'varun.chopra@example.in',
    phone: '+918800123456',
    location: 'Delhi, India',
    jobTitle: 'Data Analyst',
    source: 'import',
    fit: 'weak',
    stages: [['new', 3]],
    summary: 'Statistics graduate, a six-month analytics internship with Python.',
    work: [
      {
        title: 'Data Science Intern',
        company: 'Innovaccer',
        from: 8,
        to: 2,
        bullets: ['Python notebooks for hospital data', 'Charts in Tableau'],
      },
    ],
    education: [['M.Sc. in Statistics, University of Delhi', 1]],
    skills: 'Python, pandas, Tableau, R',
  },
];

const customerSuccess: SampleCandidate[] = [
  {
    name: 'Neelam Chawla',
    email: 'neelam.chawla@example.in',
    phone: '+919819012345',
    location: 'Mumbai, India',
    jobTitle: 'Customer Success Manager',
    source: 'upload',
    fit: 'strong',
    stages: [
      ['new', 12],
      ['shortlisted', 10],
      ['screening', 7],
    ],
    summary: 'Customer success manager, four years managing B2B accounts at a lending SaaS company.',
    work: [
      {
        title: 'Customer Success Manager',
        company: 'Perfios',
        from: 30,
        bullets: [
          'Managed B2B accounts of 25 banks and NBFCs',
          'Onboarding of new lenders and their renewals',
          'Presented quarterly reviews to senior clients',
        ],
      },
      {
        title: 'Account Manager',
        company: 'Zoho',
        from: 50,
        to: 30,
        bullets: ['Kept the CRM up to date for 60 accounts'],
      },
    ],
    education: [['MBA, NMIMS Mumbai', 5]],
    skills: 'Account management, Onboarding, Renewals, Salesforce CRM, Upselling',
  },
  {
    name: 'Jatin Arora',
    email: 'jatin.arora@example.com',
    phone: '+919821123456',
    location: 'Mumbai, India',
    jobTitle: 'Customer Success Manager',
    source: 'careers',
    fit: 'strong',
    stages: [
      ['new', 11],
      ['shortlisted', 9],
      ['screening', 6],
      ['interview', 2],
    ],
    summary: 'Three years managing B2B accounts in fintech SaaS.',
    work: [
      {
        title: 'Customer Success Lead',
        company: 'Setu',
        from: 36,
        bullets: [
          'Managed B2B accounts from onboarding to renewals',
          'Presented to senior clients at lenders every quarter',
        ],
      },
    ],
    education: [['BBA, Narsee Monjee College', 4]],
    skills: 'Account management, Onboarding, Renewals, HubSpot CRM',
  },
  {
    name: 'Bhavna Rawat',
    email: 'bhavna.rawat@example.in',
    phone: '+919760123456',
    location: 'Dehradun, India',
    jobTitle: 'Customer Success Manager',
    source: 'manual',
    fit: 'weak',
    stages: [
      ['new', 9],
      ['rejected', 8, 'No B2B account management'],
    ],
    summary: 'Retail store manager, two years running a clothing store.',
    work: [
      {
        title: 'Store Manager',
        company: 'Westside',
        from: 24,
        bullets: ['Ran a team of eight', 'Monthly stock counts'],
      },
    ],
    education: [['B.A. in English, Doon University', 3]],
    skills: 'Team leadership, Visual merchandising, Inventory',
  },
  {
    name: 'Omkar Patil',
    email: 'omkar.patil@example.com',
    phone: '+919922123456',
    location: 'Thane, India',
    jobTitle: 'Customer Success Manager',
    source: 'import',
    fit: 'partial',
    stages: [['new', 3]],
    summary: 'Inside sales, two years selling insurance to consumers; good with a CRM.',
    work: [
      {
        title: 'Inside Sales Executive',
        company: 'Acko',
        from: 26,
        bullets: [
          'Sold policies over the phone',
          'Onboarding calls for new customers',
          'Managed renewals of 40 small B2B accounts in the CRM',
        ],
      },
    ],
    education: [['B.Com, Mumbai University', 3]],
    skills: 'CRM, Sales, Communication',
  },
];

export const businessCandidates: readonly SampleCandidate[] = [
  ...analysts,
  ...customerSuccess,
  ...designCandidates,
  ...abroadCandidates,
];
