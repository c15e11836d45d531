// The sample data's hiring story, written once: the jobs zara recruits for are the job
// descriptions in Job Listings (seed/jobs-sample.ts reads each posting below through the product's
// own parser) and the roles her screening calls talk about (seed/call-scripts.ts), with the same
// titles and salary budgets. Only published roles (open, or closed since) get calls; the draft none.

export type HiringRole = {
  title: string;
  department: string;
  location: string;
  employmentType: 'Full-time' | 'Part-time' | 'Contract';
  status: 'open' | 'closed' | 'draft';
  /** The salary band, in lakh rupees a year: the budget is its top. */
  minLakh: number;
  budgetLakh: number;
  /** What the screening call asks about: the field, the stacks a candidate names, the years asked for. */
  field: string;
  callSkills: readonly string[];
  minYears: number;
  about: string;
  responsibilities: readonly string[];
  requirements: readonly string[];
  skills: readonly string[];
};

export const hiringRoles: readonly HiringRole[] = [
  {
    title: 'Senior Backend Engineer',
    department: 'Engineering',
    location: 'Bengaluru, India (hybrid)',
    employmentType: 'Full-time',
    status: 'open',
    minLakh: 20,
    budgetLakh: 32,
    field: 'backend development',
    callSkills: ['Java and Spring Boot', 'Go and PostgreSQL', 'Node.js and AWS'],
    minYears: 4,
    about: 'Build the services behind our lending platform: loan applications, payments and the partner APIs.',
    responsibilities: ['Design and run services that handle a million requests a day', 'Review code and mentor two junior engineers', 'Own the on-call rotation of your services'],
    requirements: ['Four years building backend services in production', 'Solid SQL and one of Java, Go or Node.js'],
    skills: ['Java', 'Spring Boot', 'Go', 'PostgreSQL', 'Node.js', 'AWS'],
  },
  {
    title: 'Data Analyst',
    department: 'Analytics',
    location: 'Pune, India',
    employmentType: 'Full-time',
    status: 'open',
    minLakh: 8,
    budgetLakh: 14,
    field: 'data analysis',
    callSkills: ['SQL and Power BI', 'Python and Tableau', 'Excel and SQL'],
    minYears: 1,
    about: 'Turn loan and collection data into the weekly figures the business runs on.',
    responsibilities: ['Build and keep the weekly dashboards', 'Answer ad-hoc questions from the credit team'],
    requirements: ['A year of analysis work with SQL', 'Clear writing about numbers'],
    skills: ['SQL', 'Power BI', 'Python', 'Tableau', 'Excel'],
  },
  {
    title: 'Product Designer',
    department: 'Design',
    location: 'Bengaluru, India (hybrid)',
    employmentType: 'Full-time',
    status: 'open',
    minLakh: 14,
    budgetLakh: 22,
    field: 'product design',
    callSkills: ['Figma and user research', 'design systems', 'mobile app design'],
    minYears: 2,
    about: 'Design the borrower app and the tools our agents use every day.',
    responsibilities: ['Run research with borrowers and agents', 'Design flows from sketch to shipped screens', 'Keep the design system up to date'],
    requirements: ['Two years designing a shipped product', 'A portfolio with research behind the work'],
    skills: ['Figma', 'User research', 'Design systems', 'Mobile design'],
  },
  {
    title: 'QA Automation Engineer',
    department: 'Engineering',
    location: 'Hyderabad, India',
    employmentType: 'Full-time',
    status: 'open',
    minLakh: 10,
    budgetLakh: 18,
    field: 'test automation',
    callSkills: ['Selenium and Java', 'Playwright and TypeScript', 'Cypress and API testing'],
    minYears: 2,
    about: 'Keep every release of the lending platform safe with automated tests.',
    responsibilities: ['Write and keep the end-to-end and API test suites', 'Work with developers on testable designs'],
    requirements: ['Two years of test automation', 'One of Selenium, Playwright or Cypress'],
    skills: ['Selenium', 'Playwright', 'TypeScript', 'Cypress', 'API testing'],
  },
  {
    title: 'DevOps Engineer',
    department: 'Platform',
    location: 'Remote (India)',
    employmentType: 'Full-time',
    status: 'closed',
    minLakh: 18,
    budgetLakh: 28,
    field: 'DevOps',
    callSkills: ['Kubernetes and Terraform', 'AWS and Jenkins', 'Azure and GitHub Actions'],
    minYears: 3,
    about: 'Run the cloud platform, its pipelines and its monitoring.',
    responsibilities: ['Keep the Kubernetes clusters and their pipelines healthy', 'Automate infrastructure with Terraform'],
    requirements: ['Three years running production infrastructure', 'Kubernetes and one public cloud'],
    skills: ['Kubernetes', 'Terraform', 'AWS', 'Azure', 'CI/CD'],
  },
  {
    title: 'Customer Success Manager',
    department: 'Customer Success',
    location: 'Mumbai, India',
    employmentType: 'Full-time',
    status: 'open',
    minLakh: 10,
    budgetLakh: 16,
    field: 'customer success',
    callSkills: ['B2B SaaS accounts', 'enterprise onboarding', 'renewals and upselling'],
    minYears: 2,
    about: 'Look after our partner lenders from onboarding to renewal.',
    responsibilities: ['Onboard new partner lenders', 'Run quarterly reviews and renewals'],
    requirements: ['Two years managing B2B accounts', 'Comfortable presenting to senior clients'],
    skills: ['Account management', 'Onboarding', 'Renewals', 'CRM'],
  },
  {
    title: 'Recruitment Coordinator',
    department: 'People',
    location: 'Remote (India)',
    employmentType: 'Full-time',
    status: 'draft',
    minLakh: 5,
    budgetLakh: 8,
    field: 'recruitment coordination',
    callSkills: ['interview scheduling'],
    minYears: 1,
    about: 'Keep our hiring moving: schedule interviews, keep candidates informed and our job board up to date.',
    responsibilities: ['Book interviews between candidates and hiring managers', "Answer candidates' questions within one working day"],
    requirements: ['Experience coordinating calendars for a busy team'],
    skills: ['Scheduling', 'Communication', 'ATS'],
  },
];

/** The roles zara's calls are about: every published one (open, or closed since). */
export const screenedRoles: readonly HiringRole[] = hiringRoles.filter((role) => role.status !== 'draft');

/** A role as the posting a recruiter would paste into Create Job Description. */
export const postingOf = (role: HiringRole): string => `${role.title}
Department: ${role.department}
Location: ${role.location}
Salary: ₹${role.minLakh} – ₹${role.budgetLakh} lakh per year
Employment type: ${role.employmentType}

About the role
${role.about}

Responsibilities
${role.responsibilities.map((line) => `- ${line}`).join('\n')}

Requirements
${role.requirements.map((line) => `- ${line}`).join('\n')}

Skills
${role.skills.join(', ')}`;
