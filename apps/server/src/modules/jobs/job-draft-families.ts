// The kinds of role "Write it for me" knows (job-draft-template.ts), each with the phrases its
// drafts are written from.

export type Family =
  | 'engineering'
  | 'data'
  | 'design'
  | 'product'
  | 'sales'
  | 'marketing'
  | 'support'
  | 'healthcare'
  | 'people'
  | 'finance'
  | 'operations'
  | 'general';

type FamilyPhrases = {
  /** Words in a title or department that name the family. */
  words: string[];
  /** 'You will …'. */
  purpose: string;
  /** '5+ years of experience in …'. */
  field: string;
  responsibilities: [string, string, string, string];
  requirement: string;
  niceToHave: [string, string];
  /** Skills for a brief that names none. */
  skills: [string, string, string];
};

// Looked for in this order: 'Data Engineer' is data before engineering, 'Product Designer' design
// before product, 'Product Marketing Manager' marketing, 'Sales Engineer' sales, 'Support Engineer' support,
// 'Customer Care Agent' support before healthcare.
export const families: Record<Family, FamilyPhrases> = {
  data: {
    words: ['data', 'analytics', 'analyst', 'machine learning', 'business intelligence', 'scientist'],
    purpose: 'turn data into decisions, building the pipelines, models and reports the business relies on',
    field: 'data analysis or data engineering',
    responsibilities: [
      'Build and maintain data pipelines and models the business can trust',
      'Analyse data to answer open questions and explain the findings clearly',
      'Create dashboards and reports that teams use to make decisions',
      'Keep data accurate, documented and secure',
    ],
    requirement: 'Strong SQL, and the ability to explain numbers to people who are not specialists',
    niceToHave: [
      'Experience with a modern data stack, such as dbt and a cloud warehouse',
      'A grounding in statistics or machine learning',
    ],
    skills: ['SQL', 'Python', 'Data visualisation'],
  },
  design: {
    words: ['design', 'designer', 'ux', 'ui', 'creative', 'illustrator'],
    purpose: 'shape how our product looks, feels and works, from research to polished designs',
    field: 'product or UX design',
    responsibilities: [
      'Run user research and turn what you learn into clear design decisions',
      'Design flows, wireframes and high-fidelity interfaces',
      'Build and look after our design system together with engineering',
      'Test designs with users and improve them on what you hear',
    ],
    requirement: 'A portfolio that shows how you work as well as the finished designs',
    niceToHave: ['Experience designing for accessibility (WCAG)', 'Working knowledge of HTML and CSS'],
    skills: ['Figma', 'User research', 'Prototyping'],
  },
  marketing: {
    words: ['marketing', 'content', 'seo', 'brand', 'communications', 'pr', 'social media', 'copywriter'],
    purpose: 'tell our story well and bring the right people to our door',
    field: 'marketing',
    responsibilities: [
      'Plan and run campaigns across email, social media, search and events',
      'Write and edit content that explains our value clearly',
      'Measure how each channel performs and improve it',
      'Work with sales on messaging and the quality of leads',
    ],
    requirement: 'Excellent writing, and campaigns judged by their numbers',
    niceToHave: ['Experience with marketing automation and analytics tools', 'Video or design skills'],
    skills: ['Copywriting', 'SEO', 'Campaign analytics'],
  },
  sales: {
    words: ['sales', 'account executive', 'business development', 'sdr', 'bdr', 'account manager', 'partnerships'],
    purpose: 'find and win new customers, and grow the accounts we already have',
    field: 'sales',
    responsibilities: [
      'Build a pipeline of qualified prospects through outreach, referrals and events',
      'Run discovery calls and product demos shaped around each customer',
      'Negotiate and close deals, then hand new customers over smoothly',
      'Keep the CRM up to date and forecast accurately',
    ],
    requirement: 'A track record of meeting or beating sales targets',
    niceToHave: ['Experience selling software as a service', 'A network in our target market'],
    skills: ['Prospecting', 'Negotiation', 'CRM'],
  },
  support: {
    words: [
      'support',
      'customer success',
      'customer service',
      'customer care',
      'customer experience',
      'helpdesk',
      'help desk',
      'service desk',
    ],
    purpose: 'help our customers succeed, solving their problems quickly and kindly',
    field: 'customer support or customer success',
    responsibilities: [
      'Answer customer questions by email, chat and phone, quickly and accurately',
      'Investigate and solve problems, bringing in other teams when needed',
      'Write and improve help articles from the questions customers ask',
      'Pass customer feedback on to the product team',
    ],
    requirement: 'Patience, empathy and a calm approach under pressure',
    niceToHave: ['Experience with a help desk tool such as Zendesk or Freshdesk', 'A second language'],
    skills: ['Customer service', 'Troubleshooting', 'Written communication'],
  },
  healthcare: {
    words: [
      'nurse',
      'nursing',
      'doctor',
      'physician',
      'clinical',
      'clinician',
      'care',
      'carer',
      'caregiver',
      'healthcare',
      'health care',
      'pharmacist',
      'therapist',
      'medical',
      'hospital',
      'midwife',
      'paramedic',
    ],
    purpose: 'give patients safe, kind and professional care',
    field: 'a clinical or care setting',
    responsibilities: [
      'Assess, plan and deliver care that puts each patient first',
      'Keep accurate, up-to-date patient records',
      'Work closely with doctors, nurses and the other professionals of the care team',
      'Follow safety, hygiene and safeguarding procedures at all times',
    ],
    requirement: 'The registration or licence your profession requires, in good standing',
    niceToHave: ['Experience in a similar care setting', 'Basic or advanced life support certification'],
    skills: ['Patient care', 'Record keeping', 'Safeguarding'],
  },
  product: {
    words: ['product', 'product manager', 'product owner'],
    purpose: 'decide what we build and why, working closely with engineering, design and customers',
    field: 'product management',
    responsibilities: [
      'Own the roadmap for your area and explain the reasons behind it',
      'Talk to customers regularly and turn their problems into clear requirements',
      'Work with engineering and design to ship, measure and improve features',
      'Set the measures of success for each release and report on them',
    ],
    requirement: 'A record of shipping products that customers use and value',
    niceToHave: [
      'A technical background, or experience working closely with engineers',
      'Experience with product analytics tools',
    ],
    skills: ['Roadmapping', 'User research', 'Product analytics'],
  },
  engineering: {
    words: [
      'engineer',
      'engineering',
      'developer',
      'software',
      'devops',
      'sre',
      'backend',
      'back end',
      'frontend',
      'front end',
      'full stack',
      'fullstack',
      'qa',
      'infrastructure',
      'programmer',
    ],
    purpose: 'design, build and run the software our customers rely on',
    field: 'software engineering',
    responsibilities: [
      'Design, build and maintain reliable, well-tested features from idea to production',
      'Review code and share what you know through pairing and clear documentation',
      'Monitor, debug and improve the performance and reliability of our systems',
      'Work with product and design to turn requirements into simple, usable solutions',
    ],
    requirement: 'A solid grasp of software design, automated testing and version control',
    niceToHave: ['Experience with cloud platforms and infrastructure as code', 'Contributions to open-source projects'],
    skills: ['Git', 'Automated testing', 'Code review'],
  },
  people: {
    words: [
      'hr',
      'human resources',
      'people',
      'talent',
      'recruiter',
      'recruiting',
      'recruitment',
      'learning and development',
    ],
    purpose: 'find, grow and look after the people who make the company work',
    field: 'HR, recruiting or people operations',
    responsibilities: [
      'Run hiring from job description to offer, with a good experience for every candidate',
      'Advise managers on people questions, policies and employment law',
      'Plan onboarding, performance reviews and development programmes',
      'Keep people records and processes accurate and confidential',
    ],
    requirement: 'Good knowledge of local employment law and HR practice',
    niceToHave: ['Experience with an applicant tracking system', 'A CIPD or SHRM qualification'],
    skills: ['Recruiting', 'Employee relations', 'Onboarding'],
  },
  finance: {
    words: [
      'finance',
      'financial',
      'accounting',
      'accountant',
      'accounts',
      'controller',
      'payroll',
      'tax',
      'audit',
      'bookkeeper',
    ],
    purpose: 'keep our finances accurate, compliant and ready for decisions',
    field: 'finance or accounting',
    responsibilities: [
      'Prepare accurate monthly accounts, reconciliations and reports',
      'Manage budgets and forecasts with the head of each team',
      'Make sure we comply with tax and accounting rules',
      'Improve financial processes and controls',
    ],
    requirement: 'A recognised accounting qualification, or good progress towards one',
    niceToHave: ['Experience with ERP or accounting software', 'Experience in a fast-growing company'],
    skills: ['Excel', 'Financial reporting', 'Budgeting'],
  },
  operations: {
    words: [
      'operations',
      'logistics',
      'warehouse',
      'supply chain',
      'driver',
      'facilities',
      'procurement',
      'fulfilment',
      'fulfillment',
      'dispatch',
      'field',
    ],
    purpose: 'keep our operations running smoothly, safely and on time',
    field: 'operations or logistics',
    responsibilities: [
      'Plan and organise the daily work so that deadlines are met',
      'Keep processes safe, compliant and well documented',
      'Track the key figures and find ways to work more efficiently',
      'Work with suppliers, partners and other teams to solve problems quickly',
    ],
    requirement: 'Strong organisation and an eye for detail',
    niceToHave: ['Experience with inventory or planning software', 'A recognised health and safety certificate'],
    skills: ['Planning', 'Process improvement', 'Health and safety'],
  },
  general: {
    words: [],
    purpose: 'make a real difference to how the team works and what it delivers',
    field: 'a similar role',
    responsibilities: [
      'Take ownership of your area and deliver the agreed goals on time',
      'Work closely with colleagues across teams to solve problems',
      'Keep clear records and share progress regularly',
      'Suggest and make improvements to how we work',
    ],
    requirement: 'Strong organisation and attention to detail',
    niceToHave: ['Experience in a similar industry', 'A second language'],
    skills: ['Communication', 'Organisation', 'Problem solving'],
  },
};
