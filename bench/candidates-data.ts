import type { JobFormInput } from '@agentdesk/shared';
import { simplePdf } from '../apps/server/src/lib/simple-pdf.ts';
import { backendJob } from '../apps/server/src/test/candidates-testing.ts';
import { seededRandom } from './stats.ts';

// Synthetic résumés for the candidates suite: people of a few trades in a few cities, one to four
// jobs each with their dates and bullets naming skills (written several ways: Postgres and
// PostgreSQL, k8s and Kubernetes), an education line and a skills list. Résumé `i` is always the
// same text; `i` also makes its e-mail and phone, so every one is a different person.

const FIRST = [
  'Meera',
  'Kabir',
  'Tara',
  'Arjun',
  'Nisha',
  'Ravi',
  'Priya',
  'Anil',
  'Sana',
  'Vikram',
  'Lakshmi',
  'Rohan',
  'Ishita',
  'Dev',
  'Farah',
  'Karan',
];
const LAST = [
  'Shah',
  'Rao',
  'Das',
  'Menon',
  'Iyer',
  'Kumar',
  'Nair',
  'Gupta',
  'Reddy',
  'Khan',
  'Joshi',
  'Pillai',
  'Bose',
  'Mehta',
  'Sethi',
  'Varma',
];
const CITIES = [
  'Bengaluru, India',
  'Pune, India',
  'Mumbai, India',
  'Hyderabad, India',
  'Chennai, India',
  'Delhi, India',
  'Kochi, India',
  'Berlin, Germany',
];
const COMPANIES = [
  'Razorpay',
  'Infosys',
  'Swiggy',
  'Zomato',
  'Flipkart',
  'TCS',
  'Paytm',
  'Freshworks',
  'Zoho',
  'Wipro',
  'Meesho',
  'CRED',
];
const COLLEGES = ['NIT Trichy', 'IIT Madras', 'Mumbai University', 'BITS Pilani', 'Anna University', 'NID Ahmedabad'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Trades: titles, the skills their people name, and what their bullets say. */
const TRADES = [
  {
    titles: ['Software Engineer', 'Senior Software Engineer', 'Backend Developer', 'Staff Engineer'],
    skills: [
      'Go',
      'Java',
      'Node.js',
      'Postgres',
      'PostgreSQL',
      'SQL',
      'Kafka',
      'k8s',
      'Kubernetes',
      'Docker',
      'AWS',
      'Redis',
    ],
    bullets: [
      'Built backend services in production for settlements in {0} on {1}',
      'Tuned {0} queries and SQL reports for finance',
      'Ran {0} consumers for the payments event log',
      'Wrote REST APIs in {0} used by two million customers',
      'Moved the ledger from {0} to {1} without downtime',
      'Mentored three junior engineers and reviewed their code',
      'Cut the p99 latency of the checkout API by 40% with {0}',
    ],
  },
  {
    titles: ['Frontend Developer', 'Full-stack Developer', 'Software Engineer'],
    skills: ['JavaScript', 'TypeScript', 'React', 'Node.js', 'MySQL', 'CSS', 'GraphQL', 'Next.js'],
    bullets: [
      'Wrote {0} screens for the support tool',
      'Built {0} APIs for order tracking with SQL on {1}',
      'Moved the web app from {0} to {1}',
      'Made the checkout page load in half the time',
      'Led the design system used by six teams',
    ],
  },
  {
    titles: ['Data Analyst', 'Data Engineer', 'Analytics Engineer'],
    skills: ['Python', 'SQL', 'Spark', 'Airflow', 'Tableau', 'Excel', 'dbt', 'BigQuery'],
    bullets: [
      'Built {0} pipelines that load the warehouse every hour',
      'Wrote the {0} models behind the finance dashboards',
      'Reported weekly growth numbers to the leadership in {0}',
      'Cleaned three years of loan data with {0} and {1}',
    ],
  },
  {
    titles: ['Product Designer', 'UX Designer'],
    skills: ['Figma', 'Sketch', 'User research', 'Prototyping', 'Illustrator'],
    bullets: [
      'Designed checkout flows in {0}',
      'Ran {0} sessions with forty merchants',
      'Drew the onboarding screens in {0} and {1}',
    ],
  },
];

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** The text of synthetic résumé `i` (as a person writes it, with headings), dated before 2026. */
export const resumeText = (i: number): string => {
  const random = seededRandom(0xc0ffee + i);
  const trade = TRADES[i % TRADES.length]!;
  const first = pick(random, FIRST);
  const last = pick(random, LAST);
  const digits = String(9_000_000_000 + i);
  const skills = [...trade.skills].sort(() => random() - 0.5).slice(0, 3 + Math.floor(random() * 4));
  const jobs = 1 + Math.floor(random() * 4);
  const lines = [
    `${first} ${last}`,
    `${first.toLowerCase()}.${last.toLowerCase()}.${i}@example.in | +91 ${digits.slice(0, 5)} ${digits.slice(5)} | ${pick(random, CITIES)}`,
    '',
  ];
  let end = 2026;
  const experience: string[] = [];
  for (let j = 0; j < jobs; j += 1) {
    const years = 1 + Math.floor(random() * 4);
    const start = end - years;
    const dates = `${pick(random, MONTHS)} ${start} – ${j === 0 ? 'Present' : `${pick(random, MONTHS)} ${end}`}`;
    experience.push(`${pick(random, trade.titles)}, ${pick(random, COMPANIES)}`, dates);
    const bullets = [...trade.bullets].sort(() => random() - 0.5).slice(0, 2 + Math.floor(random() * 3));
    for (const bullet of bullets)
      experience.push(`- ${bullet.replace('{0}', pick(random, skills)).replace('{1}', pick(random, skills))}`);
    experience.push('');
    end = start;
  }
  const summary = `${trade.titles[0]} with ${2026 - end} years of work in ${skills.slice(0, 2).join(' and ')}.${random() < 0.2 ? ' Willing to relocate.' : ''}`;
  lines.push('Summary', summary, '', 'Experience', ...experience);
  lines.push(
    'Education',
    `B.Tech in Computer Science, ${pick(random, COLLEGES)}, ${end - 4} – ${end}`,
    '',
    'Skills',
    skills.join(', '),
    '',
  );
  return lines.join('\n');
};

/** The résumé as a one-column text PDF (name in bold, headings a size larger), as simplePdf makes them. */
export const resumePdf = (text: string): Buffer =>
  simplePdf(
    text.split('\n').map((line, index) => {
      const isHeading = ['Summary', 'Experience', 'Education', 'Skills'].includes(line);
      return {
        text: line,
        bold: index === 0 || isHeading,
        size: index === 0 ? 16 : isHeading ? 12 : 10,
        gap: isHeading ? 6 : 0,
      };
    }),
  );

/** The job the résumés are scored against: the tests' backend job (hybrid in Bengaluru, senior), asking a little more. */
export const benchJob: JobFormInput = {
  ...backendJob,
  requirements: [...(backendJob.requirements ?? []), 'Clear writing in English'],
  nice_to_have: [...(backendJob.nice_to_have ?? []), 'Mentoring junior engineers'],
  skills: [...(backendJob.skills ?? []), 'Docker'],
};

/** The two edits the rescoring rounds alternate between: what the job asks for changes each time. */
export const requirementEdits = [
  {
    requirements: ['Five years of data pipelines in Python and SQL', 'Spark or Airflow in production'],
    skills: ['Python', 'SQL', 'Spark', 'dbt'],
    nice_to_have: ['BigQuery'],
  },
  {
    requirements: ['Three years building React screens', 'TypeScript and Node.js APIs'],
    skills: ['React', 'TypeScript', 'GraphQL'],
    nice_to_have: ['Design systems', 'Next.js'],
  },
];
