import type { CallDirection } from '@agentdesk/shared';
import type { Rng } from './prng.ts';
import { SAMPLE_COMPANY, SAMPLE_INTERVIEW_MINUTES, type ScreenedRole } from './hiring-roles.ts';

// Conversation scripts for the sample calls, one set per sample agent purpose. A script is a
// function of the PRNG, so names, amounts and dates vary while the flow stays believable; the
// outcome usually follows from the numbers (a salary above budget, an EMI above 55% of income).

export type SampleAgentId = 'zara' | 'loan-qualifier' | 'loan-documents' | 'pos-qualifier';
export const sampleAgentIds: readonly SampleAgentId[] = ['zara', 'loan-qualifier', 'loan-documents', 'pos-qualifier'];
export const isSampleAgentId = (id: string): id is SampleAgentId => (sampleAgentIds as readonly string[]).includes(id);

/** The call types of SPEC §3 that the sample agents make. */
export type SampleCallType =
  | 'zara_screening'
  | 'zara_interview_scheduling'
  | 'loan_qualification'
  | 'loan_doc_collection'
  | 'loan_doc_recollection'
  | 'pos_qualification';

export type Speaker = 'agent' | 'user';
export type ScriptTurn = { role: Speaker; content: string };
export type ScriptNode = { id: string; name: string };
export type ScriptPhase = ScriptNode & { turns: ScriptTurn[] };
export type ScriptDisconnection = 'agent_hangup' | 'user_hangup' | 'call_transfer';

export type Customer = { firstName: string; lastName: string; fullName: string; email: string };

export type ScriptContext = {
  rng: Rng;
  direction: CallDirection;
  customer: Customer;
  /** Call start (epoch ms): dates the agent proposes are relative to it. */
  startTimestamp: number;
};

export type ScriptedCall = {
  callType: SampleCallType;
  phases: ScriptPhase[];
  isSuccessful: boolean;
  sentiment: string;
  summary: string;
  detailedSummary: string;
  disconnectionReason: ScriptDisconnection;
  /** Epoch ms of a booked interview or visit. */
  appointmentAt: number | null;
  email: string | null;
  /** What the post-call analysis extracts beyond the name: a finished screening's outcome and its score. */
  analysis?: ScreeningAnalysis;
};

/**
 * A screening call's custom analysis, as zara's post-call analysis is configured: how the screening
 * ended, and its score (0–100) when the candidate passed. The candidate's page shows it.
 */
export type ScreeningAnalysis = {
  screening_outcome: 'passed' | 'callback' | 'withdrew' | 'declined';
  screening_score?: number;
};

export type CallScript = (context: ScriptContext) => ScriptedCall;

// ---------------------------------------------------------------------------------------------
// Dates: the sample business runs on India time (IST, UTC+5:30, no daylight saving).

export const BUSINESS_UTC_OFFSET_MS = 330 * 60_000;
const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Epoch ms of hour:minute, business time, `daysAfter` days after the business day of `timestamp`. */
export const atBusinessTime = (timestamp: number, daysAfter: number, hour: number, minute: number): number => {
  const local = new Date(timestamp + BUSINESS_UTC_OFFSET_MS);
  return (
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + daysAfter, hour, minute) -
    BUSINESS_UTC_OFFSET_MS
  );
};

const spokenClock = (hour: number, minute: number): string =>
  `${hour % 12 === 0 ? 12 : hour % 12}${minute === 0 ? '' : `:${String(minute).padStart(2, '0')}`} ${hour < 12 ? 'AM' : 'PM'}`;

/** "tomorrow at 11 AM" or "Thursday, October 16 at 3:30 PM", as an agent would say it. */
const spokenSlot = (slot: number, callStart: number): string => {
  const local = new Date(slot + BUSINESS_UTC_OFFSET_MS);
  const clock = spokenClock(local.getUTCHours(), local.getUTCMinutes());
  if (atBusinessTime(callStart, 1, 0, 0) === atBusinessTime(slot, 0, 0, 0)) return `tomorrow at ${clock}`;
  return `${weekdayNames[local.getUTCDay()]}, ${monthNames[local.getUTCMonth()]} ${local.getUTCDate()} at ${clock}`;
};

const spokenDay = (timestamp: number): string => {
  const local = new Date(timestamp + BUSINESS_UTC_OFFSET_MS);
  return `${weekdayNames[local.getUTCDay()]}, ${monthNames[local.getUTCMonth()]} ${local.getUTCDate()}`;
};

/** Business-hour slots on different days, 1–6 days after the call, never on a Sunday. */
const pickSlots = (rng: Rng, callStart: number, count: number, hours: readonly number[]): number[] => {
  const slots: number[] = [];
  const days: number[] = [];
  while (slots.length < count) {
    const day = rng.int(1, 6);
    const slot = atBusinessTime(callStart, day, rng.pick(hours), rng.pick([0, 0, 30]));
    if (new Date(slot + BUSINESS_UTC_OFFSET_MS).getUTCDay() === 0 || days.includes(day)) continue;
    days.push(day);
    slots.push(slot);
  }
  return slots.sort((x, y) => x - y);
};

// ---------------------------------------------------------------------------------------------
// Amounts, spoken the Indian way ("5 lakh", "85,000").

const groupThousands = (value: number): string => String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const roundTo = (value: number, step: number): number => Math.round(value / step) * step;
const lakh = (value: number): string => `${Number((value / 100_000).toFixed(value >= 1_000_000 ? 0 : 2))} lakh`;
/** "85,000" or "1.25 lakh": Indians say amounts from a lakh (100,000) up in lakhs. */
const spokenAmount = (value: number): string => (value >= 100_000 ? lakh(value) : groupThousands(value));
const rupees = (value: number): string => `${spokenAmount(value)} rupees`;
const withArticle = (noun: string): string => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
const years = (n: number): string => `${n} ${n === 1 ? 'year' : 'years'}`;

/** Monthly instalment of a loan at an annual rate (reducing balance). */
const monthlyEmi = (principal: number, annualRatePercent: number, months: number): number => {
  const r = annualRatePercent / 1200;
  const growth = Math.pow(1 + r, months);
  return (principal * r * growth) / (growth - 1);
};

// ---------------------------------------------------------------------------------------------
// People.

const femaleNames = [
  'Priya',
  'Ananya',
  'Sneha',
  'Kavya',
  'Meena',
  'Divya',
  'Pooja',
  'Neha',
  'Aisha',
  'Lakshmi',
  'Shruti',
  'Ritu',
  'Fatima',
  'Deepa',
  'Ishita',
  'Nandini',
];
const maleNames = [
  'Rahul',
  'Vikram',
  'Arun',
  'Karthik',
  'Rohan',
  'Imran',
  'Suresh',
  'Aditya',
  'Manoj',
  'Nikhil',
  'Sanjay',
  'Farhan',
  'Ravi',
  'Amit',
  'Harish',
  'Joseph',
];
const lastNames = [
  'Sharma',
  'Verma',
  'Iyer',
  'Nair',
  'Reddy',
  'Kapoor',
  'Joshi',
  'Khan',
  'Menon',
  'Patel',
  'Gupta',
  'Rao',
  'Das',
  'Mehta',
  'Pillai',
  'Singh',
  'Fernandes',
  'Chatterjee',
  'Kulkarni',
  'Bhat',
];
// RFC 2606 domains: sample addresses must never reach a real mailbox.
const emailDomains = ['example.com', 'example.org', 'example.net'];

export const createCustomer = (rng: Rng): Customer => {
  const firstName = rng.pick(rng.chance(0.5) ? femaleNames : maleNames);
  const lastName = rng.pick(lastNames);
  const suffix = rng.chance(0.4) ? String(rng.int(1, 99)) : '';
  const email = `${firstName}.${lastName}${suffix}@${rng.pick(emailDomains)}`.toLowerCase();
  return { firstName, lastName, fullName: `${firstName} ${lastName}`, email };
};

// ---------------------------------------------------------------------------------------------
// Building blocks.

const agentSays = (content: string): ScriptTurn => ({ role: 'agent', content });
const userSays = (content: string): ScriptTurn => ({ role: 'user', content });
const phase = (node: ScriptNode, ...turns: ScriptTurn[]): ScriptPhase => ({ id: node.id, name: node.name, turns });

const node = (id: string, name: string): ScriptNode => ({ id, name });

export const scriptNodes = {
  zara: {
    greeting: node('zara-greeting', 'Greeting'),
    experience: node('zara-experience', 'Experience'),
    compensation: node('zara-compensation', 'Notice period and salary'),
    availability: node('zara-availability', 'Availability'),
    offerSlots: node('zara-offer-slots', 'Offer interview slots'),
    confirm: node('zara-confirm-booking', 'Confirm booking'),
    transfer: node('zara-transfer', 'Transfer to recruiter'),
    wrapUp: node('zara-wrap-up', 'Wrap up'),
  },
  loanQualifier: {
    greeting: node('loan-greeting', 'Greeting'),
    requirement: node('loan-requirement', 'Loan requirement'),
    income: node('loan-income', 'Income and employment'),
    obligations: node('loan-obligations', 'Existing EMIs'),
    eligibility: node('loan-eligibility', 'Eligibility'),
    transfer: node('loan-transfer', 'Transfer to loan officer'),
    wrapUp: node('loan-wrap-up', 'Wrap up'),
  },
  loanDocuments: {
    greeting: node('docs-greeting', 'Greeting'),
    checklist: node('docs-checklist', 'Document checklist'),
    issue: node('docs-issue', 'Explain the issue'),
    upload: node('docs-upload', 'Upload link'),
    transfer: node('docs-transfer', 'Transfer to credit team'),
    wrapUp: node('docs-wrap-up', 'Wrap up'),
  },
  pos: {
    greeting: node('pos-greeting', 'Greeting'),
    business: node('pos-business', 'Business details'),
    volume: node('pos-volume', 'Card volume'),
    settlement: node('pos-settlement', 'Settlement'),
    offer: node('pos-offer', 'Offer'),
    visit: node('pos-visit', 'Schedule visit'),
    transfer: node('pos-transfer', 'Transfer to sales'),
    wrapUp: node('pos-wrap-up', 'Wrap up'),
  },
} as const;

/**
 * What every sample agent says in its opening (issue #29's scorecards check for it). Version 1 of
 * Maya's prompt sometimes left it out (seed/qa-story-calls.ts); the sample calls otherwise always say it.
 */
export const RECORDING_DISCLOSURE = 'This call may be recorded for quality purposes.';

export type Persona = { agentName: string; company: string; outboundPurpose: string; inboundGreeting: string };

export const personas: Record<SampleAgentId, Persona> = {
  zara: {
    agentName: 'Zara',
    company: SAMPLE_COMPANY,
    outboundPurpose: `from the talent team at ${SAMPLE_COMPANY}`,
    inboundGreeting: `Hello, thank you for calling ${SAMPLE_COMPANY} careers. This is Zara. ${RECORDING_DISCLOSURE} How can I help you?`,
  },
  'loan-qualifier': {
    agentName: 'Leo',
    company: 'Greenleaf Finance',
    outboundPurpose: 'from Greenleaf Finance, calling about your loan enquiry',
    inboundGreeting: `Thank you for calling Greenleaf Finance, this is Leo. ${RECORDING_DISCLOSURE} How can I help you today?`,
  },
  'loan-documents': {
    agentName: 'Maya',
    company: 'Greenleaf Finance',
    outboundPurpose: 'from Greenleaf Finance, about the documents for your loan application',
    inboundGreeting: `Thank you for calling Greenleaf Finance loan services, this is Maya. ${RECORDING_DISCLOSURE} How may I help you?`,
  },
  'pos-qualifier': {
    agentName: 'Arjun',
    company: 'SwiftPay',
    outboundPurpose: 'from SwiftPay, about a card machine for your shop',
    inboundGreeting: `Thank you for calling SwiftPay, this is Arjun. ${RECORDING_DISCLOSURE} How can I help you today?`,
  },
};

const answerPhone = (rng: Rng, customer: Customer): string =>
  rng.pick(['Hello?', 'Hello, who is this?', `Yes, hello.`, `Hello, ${customer.firstName} speaking.`, 'Hi, yes?']);

/** The agent's first words on an outbound call. */
export const outboundIntro = (agentId: SampleAgentId, customer: Customer): string => {
  const persona = personas[agentId];
  return `Hi, this is ${persona.agentName} ${persona.outboundPurpose}. ${RECORDING_DISCLOSURE} Am I speaking with ${customer.firstName}?`;
};

export const inboundGreeting = (agentId: SampleAgentId): string => personas[agentId].inboundGreeting;

/** What a customer says before hanging up early. */
export const hangUpLines = [
  "I'm not interested, please don't call me again.",
  "Sorry, I'm driving right now.",
  'Wrong number.',
  "I'm in a meeting, I can't talk.",
  'Who gave you my number?',
  'Not now, please.',
] as const;

export const voicemailGreetings = (customer: Customer): string[] => [
  `Hi, you've reached ${customer.firstName}. I can't take your call right now, please leave a message after the tone.`,
  'The person you are calling is not available. Please record your message after the tone.',
  `Hello, this is ${customer.fullName}. Leave your name and number and I'll call you back.`,
];

const confirmIdentity = (rng: Rng): string =>
  rng.pick(['Yes, speaking.', 'Yes, this is me.', 'Yes, tell me.', "Yes, that's me.", 'Speaking.']);

const sentimentFor = (rng: Rng, mood: 'good' | 'mixed' | 'bad'): string => {
  if (mood === 'good')
    return rng.pickWeighted([
      ['Positive', 8],
      ['Somewhat positive', 2],
      ['Neutral', 1],
    ]);
  if (mood === 'mixed')
    return rng.pickWeighted([
      ['Neutral', 6],
      ['Somewhat positive', 2],
      ['Somewhat negative', 2],
    ]);
  return rng.pickWeighted([
    ['Negative', 6],
    ['Somewhat negative', 2],
    ['Neutral', 2],
  ]);
};

// ---------------------------------------------------------------------------------------------
// Zara: candidate screening.

/** How a screening call ends: the candidate's stage after it says which (seed/candidate-calls.ts). */
export type ScreeningOutcome = 'busy' | 'placed' | 'declined' | 'passed';
/** How an interview-scheduling call ends. */
export type SchedulingOutcome = 'booked' | 'second-round' | 'none-fit' | 'withdrawn';

/**
 * What a zara call is about: a sample candidate (the customer) of a role she screens for, the years
 * and employer their résumé gives, and how the call ends.
 */
export type ZaraPlan = { role: ScreenedRole; years: number; employer: string | null } & (
  { step: 'screening'; outcome: ScreeningOutcome } | { step: 'scheduling'; outcome: SchedulingOutcome }
);

type Role = Pick<ScreenedRole, 'title' | 'field' | 'budgetLakh' | 'callSkills'>;
const employers = [
  'a fintech startup',
  'an IT services company',
  'an e-commerce company',
  'a logistics company',
  'a healthcare startup',
  'a consulting firm',
  'a SaaS company',
];
const recruiters = ['Nisha', 'Karan', 'Aparna', 'Dev'];

const zaraOpening = (context: ScriptContext, role: Role): ScriptTurn[] => {
  const { rng, customer } = context;
  if (context.direction === 'outbound') {
    return [
      userSays(answerPhone(rng, customer)),
      agentSays(outboundIntro('zara', customer)),
      userSays(confirmIdentity(rng)),
      agentSays(
        `Thanks for applying for the ${role.title} role. Is this a good time for a few quick questions? It takes about five minutes.`,
      ),
    ];
  }
  return [
    agentSays(inboundGreeting('zara')),
    userSays(
      rng.pick([
        `Hi, I got a missed call about my application for the ${role.title} role.`,
        `Hello, I applied for the ${role.title} position and wanted to check the status.`,
      ]),
    ),
    agentSays('Thanks for calling. May I have your full name, please?'),
    userSays(`It's ${customer.fullName}.`),
    agentSays(
      `Thank you, ${customer.firstName}. I have your application here. Do you have a few minutes for some screening questions?`,
    ),
  ];
};

/** A passed screening's score: more for the years asked, less for an expectation above the budget. */
const screeningScore = (years: number, isAboveBudget: boolean): number =>
  Math.min(96, 62 + 5 * Math.min(years, 6) - (isAboveBudget ? 12 : 0));

const zaraScreening = (context: ScriptContext, plan: ZaraPlan & { step: 'screening' }): ScriptedCall => {
  const { rng, customer } = context;
  const { role, outcome } = plan;
  const nodes = scriptNodes.zara;
  const experience = plan.years;
  // Within the budget when the call shortlists; above it when the candidate declines; now and then above it for one who goes ahead anyway.
  const isAboveBudget = outcome === 'declined' || rng.chance(0.12);
  const expectedLakh = isAboveBudget
    ? role.budgetLakh + rng.int(2, 8)
    : role.budgetLakh - rng.int(0, Math.max(1, Math.floor(role.budgetLakh / 5)));
  const currentLakh = Math.max(3, roundTo(expectedLakh / rng.between(1.15, 1.5), 0.5));
  const noticeDays = rng.pickWeighted([
    [0, 1],
    [15, 2],
    [30, 4],
    [60, 3],
    [90, 2],
  ]);
  const notice = noticeDays === 0 ? 'can join immediately' : `a ${noticeDays}-day notice period`;
  const skill = rng.pick(role.callSkills);
  const employer = plan.employer ?? rng.pick(employers);
  const opening = zaraOpening(context, role);
  const callType = 'zara_screening';

  if (outcome === 'busy') {
    const callbackAt = atBusinessTime(context.startTimestamp, 1, rng.pick([11, 14, 16, 17]), 0);
    return {
      callType,
      phases: [
        phase(
          nodes.greeting,
          ...opening,
          userSays("Actually, I'm in the middle of something. Could you call me back tomorrow?"),
        ),
        phase(
          nodes.wrapUp,
          agentSays(
            `Of course. I'll call you ${spokenSlot(callbackAt, context.startTimestamp)}. Thank you, ${customer.firstName}!`,
          ),
          userSays('Thanks, bye.'),
        ),
      ],
      isSuccessful: false,
      sentiment: sentimentFor(rng, 'mixed'),
      summary: `${customer.fullName} was busy and asked for a call back about the ${role.title} role; a callback was promised for ${spokenSlot(callbackAt, context.startTimestamp)}.`,
      detailedSummary: `Zara reached ${customer.fullName} about the ${role.title} application. The candidate could not talk and asked to be called back the next day. No screening questions were asked; the callback is pending.`,
      disconnectionReason: 'agent_hangup',
      appointmentAt: null,
      email: null,
      analysis: { screening_outcome: 'callback' },
    };
  }
  if (outcome === 'placed') {
    return {
      callType,
      phases: [
        phase(
          nodes.greeting,
          ...opening,
          userSays("Thanks, but I've already accepted another offer, so I'm not looking any more."),
        ),
        phase(
          nodes.wrapUp,
          agentSays("Congratulations! I'll close your application then. All the best in the new role."),
          userSays('Thank you.'),
        ),
      ],
      isSuccessful: false,
      sentiment: sentimentFor(rng, rng.chance(0.6) ? 'good' : 'mixed'),
      summary: `${customer.fullName} has accepted another offer and withdrew from the ${role.title} process.`,
      detailedSummary: `Zara called ${customer.fullName} to screen for the ${role.title} role. The candidate has accepted an offer elsewhere and is no longer looking, so the application was closed on the call.`,
      disconnectionReason: 'agent_hangup',
      appointmentAt: null,
      email: null,
      analysis: { screening_outcome: 'withdrew' },
    };
  }

  const noticeAnswer = noticeDays === 0 ? 'I can join immediately.' : `My notice period is ${noticeDays} days.`;
  const phases: ScriptPhase[] = [
    phase(
      nodes.greeting,
      ...opening,
      userSays(rng.pick(['Sure, go ahead.', 'Yes, I have time.', 'Okay, please go ahead.'])),
    ),
    phase(
      nodes.experience,
      agentSays(`Great. How many years of experience do you have in ${role.field}?`),
      userSays(`${years(experience)}. Right now I work at ${employer}.`),
      agentSays(rng.pick(['What do you work with most day to day?', 'Which tools and technologies do you use most?'])),
      userSays(`Mostly ${skill}.`),
    ),
    phase(
      nodes.compensation,
      agentSays('Thanks. What is your notice period?'),
      userSays(noticeAnswer),
      agentSays('And what is your current annual salary, and what are you expecting?'),
      userSays(`I'm at ${currentLakh} lakh now, and I'm expecting around ${expectedLakh} lakh.`),
    ),
  ];
  const facts = `${years(experience)} of experience in ${role.field} (mostly ${skill}), ${notice}, current salary ${currentLakh} lakh and expected ${expectedLakh} lakh`;

  if (isAboveBudget) {
    const accepts = outcome !== 'declined';
    phases.push(
      phase(
        nodes.wrapUp,
        agentSays(
          `Thanks for being upfront. The budget for this role goes up to ${role.budgetLakh} lakh, which is below your expectation. Would you still like to go ahead?`,
        ),
        userSays(
          accepts
            ? `I'd consider it if the role is right. Please go ahead.`
            : "No, I don't think that works for me. Thanks anyway.",
        ),
        agentSays(
          accepts
            ? "Noted. I'll share your profile with the hiring manager and we'll get back to you this week."
            : 'Understood. I will keep your profile on file for roles that match. Have a good day.',
        ),
      ),
    );
    return {
      callType,
      phases,
      isSuccessful: accepts,
      sentiment: sentimentFor(rng, accepts ? 'mixed' : 'bad'),
      summary: accepts
        ? `${customer.fullName} expects ${expectedLakh} lakh, above the ${role.budgetLakh} lakh budget for ${role.title}, but agreed to be considered.`
        : `${customer.fullName} expects ${expectedLakh} lakh, above the ${role.budgetLakh} lakh budget for ${role.title}, and declined to continue.`,
      detailedSummary: `Zara screened ${customer.fullName} for the ${role.title} role: ${facts}. The expectation is above the ${role.budgetLakh} lakh budget. ${accepts ? 'The candidate agreed to be considered anyway; the profile goes to the hiring manager.' : 'The candidate declined to continue; the profile stays on file.'}`,
      disconnectionReason: accepts ? 'agent_hangup' : 'user_hangup',
      appointmentAt: null,
      email: null,
      analysis: accepts
        ? { screening_outcome: 'passed', screening_score: screeningScore(plan.years, true) }
        : { screening_outcome: 'declined' },
    };
  }

  const availability = rng.pick([
    'Weekday afternoons work best for me.',
    'Any weekday after 5 PM.',
    'Mornings before 11 are best.',
    "I'm flexible this week.",
  ]);
  phases.push(
    phase(
      nodes.availability,
      agentSays(
        `When are you generally available for a ${SAMPLE_INTERVIEW_MINUTES}-minute video interview with the hiring manager?`,
      ),
      userSays(availability),
      agentSays(`And is ${customer.email} the best email for the invite?`),
      userSays(rng.pick(["Yes, that's right.", 'Yes, that works.', 'Yes, please use that one.'])),
    ),
  );

  if (rng.chance(0.08)) {
    const recruiter = rng.pick(recruiters);
    phases.push(
      phase(
        nodes.transfer,
        userSays('Before we finish, could I speak to someone about the team and the role?'),
        agentSays(`Of course. Let me transfer you to ${recruiter} from our recruiting team. Please hold for a moment.`),
      ),
    );
    return {
      callType,
      phases,
      isSuccessful: true,
      sentiment: sentimentFor(rng, 'good'),
      summary: `${customer.fullName} passed the screening for ${role.title} and was transferred to recruiter ${recruiter} with questions about the team.`,
      detailedSummary: `Zara screened ${customer.fullName} for the ${role.title} role: ${facts}, within the ${role.budgetLakh} lakh budget. The candidate wanted to know more about the team, so the call was transferred to ${recruiter}.`,
      disconnectionReason: 'call_transfer',
      appointmentAt: null,
      email: customer.email,
      analysis: { screening_outcome: 'passed', screening_score: screeningScore(plan.years, false) },
    };
  }

  phases.push(
    phase(
      nodes.wrapUp,
      agentSays(
        `Thank you, ${customer.firstName}. Your profile fits this role, so our team will email you interview slots within a day.`,
      ),
      userSays(rng.pick(['Great, thank you!', 'Sounds good, thanks.', 'Thank you, looking forward to it.'])),
      agentSays('Have a great day!'),
    ),
  );
  return {
    callType,
    phases,
    isSuccessful: true,
    sentiment: sentimentFor(rng, 'good'),
    summary: `${customer.fullName} passed the screening for ${role.title} and goes on to an interview (${years(experience)}, ${noticeDays === 0 ? 'immediate joiner' : `${noticeDays}-day notice`}, expects ${expectedLakh} lakh).`,
    detailedSummary: `Zara screened ${customer.fullName} for the ${role.title} role: ${facts}, within the ${role.budgetLakh} lakh budget. Availability: ${availability.replace(/\.$/, '').toLowerCase()}. The candidate confirmed ${customer.email} for the invite and passed the screening; interview slots will be emailed.`,
    disconnectionReason: 'agent_hangup',
    appointmentAt: null,
    email: customer.email,
    analysis: { screening_outcome: 'passed', screening_score: screeningScore(plan.years, false) },
  };
};

// ---------------------------------------------------------------------------------------------
// Zara: interview scheduling.

const zaraScheduling = (context: ScriptContext, plan: ZaraPlan & { step: 'scheduling' }): ScriptedCall => {
  const { rng, customer } = context;
  const { role, outcome } = plan;
  const nodes = scriptNodes.zara;
  const [first, second] = pickSlots(rng, context.startTimestamp, 2, [10, 11, 12, 14, 15, 16, 17]) as [number, number];
  const start = context.startTimestamp;
  // The interview plans have one round, with the job's hiring manager (seed/interviews-seed.ts).
  const interviewer = `${role.hiringManager}, the hiring manager`;
  const callType = 'zara_interview_scheduling';

  const opening =
    context.direction === 'outbound'
      ? [
          userSays(answerPhone(rng, customer)),
          agentSays(
            `Hi ${customer.firstName}, this is Zara from ${SAMPLE_COMPANY}. ${RECORDING_DISCLOSURE} You cleared the screening for the ${role.title} role, and I'm calling to schedule your interview.`,
          ),
          userSays(
            rng.pick([
              "Oh, that's great news. When would it be?",
              'Great, thanks for letting me know.',
              'Sure, what are the options?',
            ]),
          ),
        ]
      : [
          agentSays(inboundGreeting('zara')),
          userSays(
            `Hi, this is ${customer.fullName}. I got an email about scheduling my interview for the ${role.title} role.`,
          ),
          agentSays(`Thanks, ${customer.firstName}. I can help with that.`),
        ];

  const offer = phase(
    nodes.offerSlots,
    agentSays(`I have ${spokenSlot(first, start)}, or ${spokenSlot(second, start)}. Which works better for you?`),
  );

  if (outcome === 'withdrawn') {
    offer.turns.push(
      userSays("Actually, I've decided not to move forward with this role. Sorry for the trouble."),
      agentSays('No problem at all, thank you for letting us know. May I ask what made you decide?'),
      userSays(
        rng.pick([
          'I got a counter offer from my current company.',
          "The commute wouldn't work for me.",
          'I accepted another offer.',
        ]),
      ),
    );
    return {
      callType,
      phases: [
        phase(nodes.greeting, ...opening),
        offer,
        phase(nodes.wrapUp, agentSays("Understood. I'll withdraw your application. All the best!")),
      ],
      isSuccessful: false,
      sentiment: sentimentFor(rng, 'mixed'),
      summary: `${customer.fullName} withdrew from the ${role.title} process; no interview was booked.`,
      detailedSummary: `Zara called ${customer.fullName} to schedule the ${role.title} interview. The candidate decided not to proceed, so the application was withdrawn and no slot was booked.`,
      disconnectionReason: 'agent_hangup',
      appointmentAt: null,
      email: null,
    };
  }

  if (outcome === 'none-fit') {
    offer.turns.push(
      userSays("Neither works, I'm travelling this week. Do you have anything next week?"),
      agentSays("I don't have next week's calendar yet. I'll email you new options as soon as they open up."),
      userSays('Okay, please do.'),
    );
    return {
      callType,
      phases: [
        phase(nodes.greeting, ...opening),
        offer,
        phase(nodes.wrapUp, agentSays(`Thanks, ${customer.firstName}. Talk soon.`)),
      ],
      isSuccessful: false,
      sentiment: sentimentFor(rng, 'mixed'),
      summary: `No slot suited ${customer.fullName} for the ${role.title} interview; new options will be emailed.`,
      detailedSummary: `Zara offered ${customer.fullName} two interview slots for the ${role.title} role (${spokenDay(first)} and ${spokenDay(second)}). The candidate is travelling and could make neither, so the interview is not booked yet and new slots will be sent by email.`,
      disconnectionReason: 'agent_hangup',
      appointmentAt: null,
      email: null,
    };
  }

  const chosen = rng.chance(0.6) ? first : second;
  const round = outcome === 'second-round' ? 'second-round interview' : 'interview';
  offer.turns.push(userSays(`${spokenSlot(chosen, start).replace(/^./, (c) => c.toUpperCase())} works for me.`));
  return {
    callType,
    phases: [
      phase(nodes.greeting, ...opening),
      offer,
      phase(
        nodes.confirm,
        agentSays(`Perfect. Shall I send the calendar invite to ${customer.email}?`),
        userSays(rng.pick(["Yes, that's the right email.", 'Yes, please.', 'Yes, that works.'])),
        agentSays(
          `Done. Your ${round} is booked for ${spokenSlot(chosen, start)} with ${interviewer}. You'll get a video link with the invite.`,
        ),
      ),
      phase(nodes.wrapUp, userSays('Thank you so much.'), agentSays(`Good luck, ${customer.firstName}!`)),
    ],
    isSuccessful: true,
    sentiment: sentimentFor(rng, 'good'),
    summary: `${customer.fullName}'s ${round} for ${role.title} is booked for ${spokenSlot(chosen, start)}; the invite goes to ${customer.email}.`,
    detailedSummary: `Zara called ${customer.fullName} to schedule the ${round} for the ${role.title} role and offered ${spokenDay(first)} or ${spokenDay(second)}. The candidate chose ${spokenSlot(chosen, start)}. The interview with ${interviewer} is booked and the calendar invite with a video link goes to ${customer.email}.`,
    disconnectionReason: 'agent_hangup',
    appointmentAt: chosen,
    email: customer.email,
  };
};

// ---------------------------------------------------------------------------------------------
// Leo: loan qualification.

const loanPurposes = [
  'a home renovation',
  'my wedding',
  'medical expenses',
  'consolidating some credit card debt',
  "my daughter's education",
  'buying a used car',
];
const businesses = [
  'a small garment shop',
  'a catering business',
  'a dental clinic',
  'a mobile repair shop',
  'a travel agency',
];
const loanOfficers = ['Mr. Rao', 'Ms. Fernandes', 'Mr. Mehta'];

const loanQualification: CallScript = (context) => {
  const { rng, customer } = context;
  const nodes = scriptNodes.loanQualifier;
  const amount = roundTo(Math.exp(rng.between(Math.log(100_000), Math.log(2_500_000))), 50_000);
  const tenure = rng.pick([12, 24, 36, 48, 60]);
  const isSalaried = rng.chance(0.7);
  const income = roundTo(Math.exp(rng.between(Math.log(25_000), Math.log(300_000))), 5_000);
  const existingEmi = rng.chance(0.45) ? roundTo(income * rng.between(0.05, 0.45), 500) : 0;
  const rate = rng.pick([10.5, 11, 11.5, 12, 13, 14]);
  const emi = monthlyEmi(amount, rate, tenure);
  const purpose = rng.pick(loanPurposes);
  const callType = 'loan_qualification';

  const opening =
    context.direction === 'outbound'
      ? [
          userSays(answerPhone(rng, customer)),
          agentSays(outboundIntro('loan-qualifier', customer)),
          userSays(confirmIdentity(rng)),
          agentSays('Thanks. I have a few quick questions to check your eligibility. It takes about three minutes.'),
        ]
      : [
          agentSays(inboundGreeting('loan-qualifier')),
          userSays(
            rng.pick([
              'Hi, I wanted to check if I can get a personal loan.',
              "Hello, I'm looking for a loan and saw your ad.",
              'Hi, I want to know my loan eligibility.',
            ]),
          ),
          agentSays('I can help with that. May I have your full name?'),
          userSays(`${customer.fullName}.`),
        ];

  if (rng.chance(0.08)) {
    return {
      callType,
      phases: [
        phase(
          nodes.greeting,
          ...opening,
          userSays("Actually, I was only comparing interest rates. I'm not planning to apply right now."),
        ),
        phase(
          nodes.wrapUp,
          agentSays(
            `No problem. Our personal loans start at ${rate} percent a year. I'll send you the details by SMS in case you need them later.`,
          ),
          userSays('Okay, thanks.'),
        ),
      ],
      isSuccessful: false,
      sentiment: sentimentFor(rng, 'mixed'),
      summary: `${customer.fullName} was only comparing rates and does not want to apply now; rate details sent by SMS.`,
      detailedSummary: `Leo spoke with ${customer.fullName} about a personal loan. The customer was comparing interest rates and is not ready to apply. Leo shared the starting rate of ${rate}% and promised the details by SMS. No eligibility check was done.`,
      disconnectionReason: 'agent_hangup',
      appointmentAt: null,
      email: null,
    };
  }

  const phases: ScriptPhase[] = [
    phase(nodes.greeting, ...opening),
    phase(
      nodes.requirement,
      agentSays('How much would you like to borrow, and over how many months?'),
      userSays(`Around ${rupees(amount)}, over ${tenure} months. It's for ${purpose}.`),
    ),
    phase(
      nodes.income,
      agentSays('Are you salaried or self-employed, and what is your monthly income?'),
      userSays(
        isSalaried
          ? `I'm salaried, at ${rng.pick(employers)}. My take-home is ${spokenAmount(income)} a month.`
          : `I'm self-employed. I run ${rng.pick(businesses)} and make about ${spokenAmount(income)} a month.`,
      ),
    ),
    phase(
      nodes.obligations,
      agentSays('Do you currently pay any EMIs or credit card dues?'),
      userSays(
        existingEmi > 0
          ? `Yes, ${rng.pick(['a car loan', 'a two-wheeler loan', 'a home loan', 'a consumer durable loan'])} of ${spokenAmount(existingEmi)} a month.`
          : 'No, nothing at the moment.',
      ),
    ),
  ];

  const facts = `wants ${rupees(amount)} over ${tenure} months for ${purpose}; ${isSalaried ? 'salaried' : 'self-employed'}, monthly income ${rupees(income)}, existing EMIs ${existingEmi > 0 ? `${rupees(existingEmi)} a month` : 'none'}`;

  if (rng.chance(0.06)) {
    const officer = rng.pick(loanOfficers);
    phases.push(
      phase(
        nodes.transfer,
        userSays('I also have an existing loan with you. Can I talk to someone about a top-up instead?'),
        agentSays(
          `Sure, a loan officer can help with top-ups. I'm transferring you to ${officer} now, please stay on the line.`,
        ),
      ),
    );
    return {
      callType,
      phases,
      isSuccessful: true,
      sentiment: sentimentFor(rng, 'good'),
      summary: `${customer.fullName} asked about a top-up on an existing loan and was transferred to ${officer}.`,
      detailedSummary: `Leo started a loan eligibility check with ${customer.fullName}, who ${facts}. The customer has an existing Greenleaf loan and preferred a top-up, so the call was transferred to loan officer ${officer}.`,
      disconnectionReason: 'call_transfer',
      appointmentAt: null,
      email: null,
    };
  }

  // The usual lender rule: all EMIs together stay under 55% of monthly income.
  const maxEmi = income * 0.55 - existingEmi;
  const emiText = spokenAmount(roundTo(emi, 100));
  if (emi <= maxEmi) {
    phases.push(
      phase(
        nodes.eligibility,
        agentSays(
          `Thank you. You qualify for ${rupees(amount)} over ${tenure} months at ${rate} percent, which is an EMI of about ${emiText} rupees a month.`,
        ),
        userSays(
          rng.pick(['That sounds good. What do I do next?', 'Great, that works for me.', 'Okay, that is manageable.']),
        ),
        agentSays(
          "I'll send you the application link by SMS. Keep your PAN card and last three months' bank statements ready.",
        ),
      ),
      phase(nodes.wrapUp, userSays('Thank you.'), agentSays(`Thank you, ${customer.firstName}. Have a good day!`)),
    );
    return {
      callType,
      phases,
      isSuccessful: true,
      sentiment: sentimentFor(rng, 'good'),
      summary: `${customer.fullName} qualifies for ${rupees(amount)} over ${tenure} months (EMI about ${emiText} rupees); application link sent by SMS.`,
      detailedSummary: `Leo checked the loan eligibility of ${customer.fullName}, who ${facts}. At ${rate}% the EMI is about ${emiText} rupees, within 55% of income including existing EMIs, so the customer qualifies. The application link was sent by SMS and the customer was asked to keep PAN and bank statements ready.`,
      disconnectionReason: 'agent_hangup',
      appointmentAt: null,
      email: null,
    };
  }

  // Too much: offer what the income supports, if anything.
  const affordable = maxEmi > 0 ? roundTo((maxEmi / emi) * amount, 25_000) : 0;
  if (affordable >= 50_000) {
    const accepts = rng.chance(0.55);
    phases.push(
      phase(
        nodes.eligibility,
        agentSays(
          `Thank you. With your current income and EMIs, the full ${rupees(amount)} is above your limit, but you qualify for up to ${rupees(affordable)} over ${tenure} months. Would that help?`,
        ),
        userSays(
          accepts
            ? "That's less than I wanted, but okay, let's go ahead."
            : "That won't be enough for me. I'll think about it.",
        ),
        agentSays(
          accepts
            ? "Great. I'll send the application link for the revised amount by SMS."
            : "I understand. If your income changes, we'd be happy to check again.",
        ),
      ),
      phase(nodes.wrapUp, agentSays(`Thank you for your time, ${customer.firstName}.`)),
    );
    return {
      callType,
      phases,
      isSuccessful: accepts,
      sentiment: sentimentFor(rng, accepts ? 'mixed' : 'bad'),
      summary: `${customer.fullName} asked for ${rupees(amount)} but qualifies for ${rupees(affordable)}; ${accepts ? 'accepted the revised amount' : 'declined the lower amount'}.`,
      detailedSummary: `Leo checked the loan eligibility of ${customer.fullName}, who ${facts}. The EMI for the full amount (about ${emiText} rupees) would take total EMIs above 55% of income, so Leo offered up to ${rupees(affordable)} instead. ${accepts ? 'The customer accepted and will receive the application link by SMS.' : 'The customer declined and will think about it.'}`,
      disconnectionReason: accepts ? 'agent_hangup' : 'user_hangup',
      appointmentAt: null,
      email: null,
    };
  }
  phases.push(
    phase(
      nodes.eligibility,
      agentSays(
        "I'm sorry, with your current EMIs and income we can't offer a personal loan right now. Once an existing loan closes, we'd be happy to check again.",
      ),
      userSays(rng.pick(['Okay, I understand.', "That's disappointing.", 'Fine, thank you.'])),
    ),
    phase(nodes.wrapUp, agentSays(`Thank you for calling, ${customer.firstName}. Have a good day.`)),
  );
  return {
    callType,
    phases,
    isSuccessful: false,
    sentiment: sentimentFor(rng, 'bad'),
    summary: `${customer.fullName} does not qualify: existing EMIs leave no room for a new loan.`,
    detailedSummary: `Leo checked the loan eligibility of ${customer.fullName}, who ${facts}. Existing EMIs already use most of the 55% of income a lender allows, so no loan could be offered. The customer was invited to check again once an existing loan closes.`,
    disconnectionReason: 'agent_hangup',
    appointmentAt: null,
    email: null,
  };
};

// ---------------------------------------------------------------------------------------------
// Maya: loan document collection and recollection.

const applicationNumber = (rng: Rng): string => `GL${rng.int(100_000, 999_999)}`;

const docsOpening = (context: ScriptContext, application: string): ScriptTurn[] => {
  const { rng, customer } = context;
  if (context.direction === 'outbound') {
    return [
      userSays(answerPhone(rng, customer)),
      agentSays(outboundIntro('loan-documents', customer)),
      userSays(confirmIdentity(rng)),
    ];
  }
  return [
    agentSays(inboundGreeting('loan-documents')),
    userSays(`Hi, I got a message about documents for my loan. The application number is ${application}.`),
    agentSays('Thank you. May I have your full name to verify?'),
    userSays(`${customer.fullName}.`),
  ];
};

const documentCollection: CallScript = (context) => {
  const { rng, customer } = context;
  const nodes = scriptNodes.loanDocuments;
  const application = applicationNumber(rng);
  const isSalaried = rng.chance(0.7);
  const documents = isSalaried
    ? "the last three months' salary slips, six months of bank statements from the salary account, and PAN and Aadhaar for KYC"
    : 'income tax returns for the last two years, twelve months of bank statements, the GST certificate, and PAN and Aadhaar for KYC';
  const dueDaysAfter = rng.int(1, 4);
  const due = spokenDay(atBusinessTime(context.startTimestamp, dueDaysAfter, 18, 0));
  const channel = rng.pick(['WhatsApp', 'SMS', 'email']);
  const callType = 'loan_doc_collection';
  const outcome = rng.pickWeighted([
    ['commits', 70],
    ['hr-delay', 15],
    ['drops', 8],
    ['transfer', 7],
  ] as const);

  const phases: ScriptPhase[] = [
    phase(nodes.greeting, ...docsOpening(context, application)),
    phase(
      nodes.checklist,
      agentSays(
        `Your loan application ${application} has been approved in principle. To move ahead we need ${documents}.`,
      ),
      userSays(
        rng.pick([
          'Okay. Which bank account do you need?',
          'Alright. Do you need originals?',
          'Okay, how do I send them?',
        ]),
      ),
      agentSays(
        `Scanned copies or clear photos are fine. Statements should be the PDF your bank provides. I'll send a secure upload link on ${channel}.`,
      ),
    ),
  ];
  const facts = `application ${application} approved in principle; requested ${documents}`;

  if (outcome === 'drops') {
    phases.push(
      phase(
        nodes.wrapUp,
        userSays("Actually, I've decided not to take the loan. Please cancel the application."),
        agentSays("Understood. I'll mark the application as withdrawn. Thank you for letting us know."),
      ),
    );
    return {
      callType,
      phases,
      isSuccessful: false,
      sentiment: sentimentFor(rng, 'mixed'),
      summary: `${customer.fullName} withdrew loan application ${application} instead of sending documents.`,
      detailedSummary: `Maya called ${customer.fullName} to collect documents: ${facts}. The customer no longer wants the loan, so the application is to be withdrawn.`,
      disconnectionReason: 'user_hangup',
      appointmentAt: null,
      email: null,
    };
  }
  if (outcome === 'transfer') {
    phases.push(
      phase(
        nodes.transfer,
        userSays('Before I upload anything, I want to ask about the processing fee. Can I talk to someone?'),
        agentSays('Sure, our credit team can explain the charges. Transferring you now, please hold.'),
      ),
    );
    return {
      callType,
      phases,
      isSuccessful: false,
      sentiment: sentimentFor(rng, 'mixed'),
      summary: `${customer.fullName} had questions about the processing fee for ${application} and was transferred to the credit team.`,
      detailedSummary: `Maya called ${customer.fullName} to collect documents: ${facts}. Before uploading, the customer asked about the processing fee, so the call was transferred to the credit team. No documents are committed yet.`,
      disconnectionReason: 'call_transfer',
      appointmentAt: null,
      email: null,
    };
  }
  const delayed = outcome === 'hr-delay';
  phases.push(
    phase(
      nodes.upload,
      userSays(
        delayed
          ? `I can send everything except the latest salary slip. HR releases it in a few days.`
          : `Okay, I can upload everything by ${due}.`,
      ),
      agentSays(
        delayed
          ? `That's fine. Please upload the rest now and the latest slip by ${due}. I've sent the link on ${channel}.`
          : `Perfect, I've sent the link on ${channel}. Please upload by ${due} so we can start verification.`,
      ),
    ),
    phase(
      nodes.wrapUp,
      userSays(rng.pick(['Got it, thanks.', 'Okay, will do.', 'Thank you.'])),
      agentSays(`Thank you, ${customer.firstName}. Have a good day!`),
    ),
  );
  return {
    callType,
    phases,
    isSuccessful: true,
    sentiment: sentimentFor(rng, delayed ? 'mixed' : 'good'),
    summary: delayed
      ? `${customer.fullName} will upload documents for ${application} now and the latest salary slip by ${due}.`
      : `${customer.fullName} will upload all documents for ${application} by ${due}; link sent on ${channel}.`,
    detailedSummary: `Maya called ${customer.fullName} to collect documents: ${facts}. ${delayed ? `The latest salary slip is not released yet; the customer will upload the rest now and the slip by ${due}.` : `The customer committed to upload everything by ${due}.`} The upload link was sent on ${channel}.`,
    disconnectionReason: 'agent_hangup',
    appointmentAt: null,
    email: null,
  };
};

// `problem` is what the agent says, `note` what the summary says, `fix` what is asked for.
const documentIssues = [
  {
    problem: 'the bank statement you uploaded is password protected, so we could not open it',
    note: 'the bank statement is password protected',
    fix: 'an unlocked copy of the bank statement',
  },
  {
    problem: 'the salary slip for last month is missing',
    note: "last month's salary slip is missing",
    fix: "last month's salary slip",
  },
  {
    problem: 'the photo of your PAN card is blurry and the number is not readable',
    note: 'the PAN card photo is unreadable',
    fix: 'a clearer photo of the PAN card',
  },
  {
    problem: 'we only have the front side of your Aadhaar card',
    note: 'the back of the Aadhaar card is missing',
    fix: 'the back side of the Aadhaar card',
  },
  {
    problem: 'the bank statement covers only three months, and we need six',
    note: 'the bank statement covers three months instead of six',
    fix: 'a six-month bank statement',
  },
] as const;

const documentRecollection: CallScript = (context) => {
  const { rng, customer } = context;
  const nodes = scriptNodes.loanDocuments;
  const application = applicationNumber(rng);
  const issue = rng.pick(documentIssues);
  const due = spokenDay(atBusinessTime(context.startTimestamp, rng.int(1, 3), 18, 0));
  const callType = 'loan_doc_recollection';
  const outcome = rng.pickWeighted([
    ['reupload', 64],
    ['already-sent', 16],
    ['frustrated', 12],
    ['transfer', 8],
  ] as const);

  const phases: ScriptPhase[] = [
    phase(nodes.greeting, ...docsOpening(context, application)),
    phase(
      nodes.issue,
      agentSays(`Thanks. We received your documents for application ${application}, but ${issue.problem}.`),
      ...(outcome === 'already-sent'
        ? [
            userSays('But I sent that again yesterday.'),
            agentSays(
              "Let me check. I can see yesterday's upload, but it has the same problem, so we still need a new copy.",
            ),
          ]
        : outcome === 'frustrated'
          ? [
              userSays("This is the third time you're asking me for documents. Why does it take so long?"),
              agentSays(
                "I'm sorry for the trouble. This is the last item missing; once it's in, verification can finish.",
              ),
            ]
          : [userSays(rng.pick(['Oh, sorry about that.', 'Oh, I see.', 'Okay, what do you need?']))]),
    ),
  ];
  const facts = `application ${application}: ${issue.note}`;

  if (outcome === 'transfer') {
    phases.push(
      phase(
        nodes.transfer,
        userSays("I'd rather speak to someone who can check the file."),
        agentSays('Of course. Let me connect you to our credit team, please stay on the line.'),
      ),
    );
    return {
      callType,
      phases,
      isSuccessful: false,
      sentiment: sentimentFor(rng, 'mixed'),
      summary: `${customer.fullName} asked to speak to the credit team about a document problem on ${application}; call transferred.`,
      detailedSummary: `Maya called ${customer.fullName} about ${facts}. The customer asked for someone who could review the file, so the call was transferred to the credit team.`,
      disconnectionReason: 'call_transfer',
      appointmentAt: null,
      email: null,
    };
  }
  phases.push(
    phase(
      nodes.upload,
      agentSays(`Could you upload ${issue.fix}? I'll send the upload link on WhatsApp right now.`),
      userSays(
        rng.pick([`Sure, I can do that by ${due}.`, 'Okay, I will do it today.', `Fine, you'll have it by ${due}.`]),
      ),
    ),
    phase(
      nodes.wrapUp,
      agentSays(`Thank you, ${customer.firstName}. Once we have it, your application moves to verification.`),
    ),
  );
  return {
    callType,
    phases,
    isSuccessful: true,
    sentiment: sentimentFor(rng, outcome === 'frustrated' ? 'bad' : outcome === 'already-sent' ? 'mixed' : 'good'),
    summary: `${customer.fullName} will re-upload ${issue.fix} for ${application}.`,
    detailedSummary: `Maya called ${customer.fullName} about ${facts}. ${outcome === 'frustrated' ? 'The customer was frustrated by repeated requests but agreed. ' : ''}${outcome === 'already-sent' ? 'An earlier re-upload had the same problem. ' : ''}The customer agreed to upload ${issue.fix} by ${due}; the link was sent on WhatsApp.`,
    disconnectionReason: 'agent_hangup',
    appointmentAt: null,
    email: null,
  };
};

// ---------------------------------------------------------------------------------------------
// Arjun: point-of-sale card machine qualification.

const shopTypes = [
  { kind: 'grocery store', suffix: 'General Store' },
  { kind: 'pharmacy', suffix: 'Medicals' },
  { kind: 'restaurant', suffix: 'Kitchen' },
  { kind: 'electronics shop', suffix: 'Electronics' },
  { kind: 'clothing boutique', suffix: 'Boutique' },
  { kind: 'salon', suffix: 'Salon' },
  { kind: 'hardware store', suffix: 'Hardware' },
  { kind: 'bakery', suffix: 'Bakers' },
] as const;
const areas = [
  'Koramangala',
  'Indiranagar',
  'Jayanagar',
  'Whitefield',
  'Andheri East',
  'Dadar',
  'Powai',
  'Salt Lake',
  'Banjara Hills',
  'Anna Nagar',
];

const posQualification: CallScript = (context) => {
  const { rng, customer } = context;
  const nodes = scriptNodes.pos;
  const shop = rng.pick(shopTypes);
  const shopName = `${customer.lastName} ${shop.suffix}`;
  const area = rng.pick(areas);
  const volume = roundTo(Math.exp(rng.between(Math.log(30_000), Math.log(2_500_000))), 10_000);
  const wantsInstant = rng.chance(0.35);
  const hasMachine = rng.chance(0.25);
  const callType = 'pos_qualification';

  const opening =
    context.direction === 'outbound'
      ? [
          userSays(answerPhone(rng, customer)),
          agentSays(outboundIntro('pos-qualifier', customer)),
          userSays(confirmIdentity(rng)),
          agentSays('You asked about accepting card payments on our website. Do you have a couple of minutes?'),
          userSays('Yes, go ahead.'),
        ]
      : [
          agentSays(inboundGreeting('pos-qualifier')),
          userSays(`Hi, I run ${withArticle(shop.kind)}, and I want a card machine for my shop.`),
          agentSays('Happy to help. May I have your name?'),
          userSays(`${customer.fullName}.`),
        ];

  const phases: ScriptPhase[] = [
    phase(nodes.greeting, ...opening),
    phase(
      nodes.business,
      agentSays(
        context.direction === 'outbound'
          ? 'What kind of business do you run, and where is it?'
          : 'And where is your shop?',
      ),
      userSays(
        `${context.direction === 'outbound' ? `${withArticle(shop.kind).replace(/^a/, 'A')}, ` : ''}${shopName} in ${area}.`,
      ),
      agentSays('Do you accept cards today?'),
      userSays(
        hasMachine
          ? `Yes, we have another bank's machine, but the charges are high.`
          : 'Only UPI with a QR code, no cards yet.',
      ),
    ),
    phase(
      nodes.volume,
      agentSays('Roughly how much do your customers pay by card or UPI each month?'),
      userSays(`Around ${rupees(volume)} a month.`),
    ),
    phase(
      nodes.settlement,
      agentSays('Would you like next-day settlement, or instant settlement for a small fee?'),
      userSays(wantsInstant ? 'Instant, if the fee is small. I need the cash the same day.' : 'Next-day is fine.'),
    ),
  ];
  const facts = `${shopName}, ${withArticle(shop.kind)} in ${area}; ${hasMachine ? "uses another bank's card machine" : 'accepts UPI only'}; about ${rupees(volume)} a month in digital payments; prefers ${wantsInstant ? 'instant' : 'next-day'} settlement`;

  if (volume >= 1_500_000 && rng.chance(0.5)) {
    phases.push(
      phase(
        nodes.transfer,
        agentSays(
          'With that volume you qualify for custom pricing. Let me connect you to our merchant sales team to discuss the rate.',
        ),
        userSays('Sure.'),
      ),
    );
    return {
      callType,
      phases,
      isSuccessful: true,
      sentiment: sentimentFor(rng, 'good'),
      summary: `${shopName} (${rupees(volume)} a month) qualifies for custom pricing; transferred to merchant sales.`,
      detailedSummary: `Arjun qualified ${customer.fullName}: ${facts}. The volume qualifies for custom MDR pricing, so the call was transferred to the merchant sales team.`,
      disconnectionReason: 'call_transfer',
      appointmentAt: null,
      email: null,
    };
  }

  if (volume < 100_000) {
    const takesQr = rng.chance(0.6);
    phases.push(
      phase(
        nodes.offer,
        agentSays(
          'For that volume, a card machine would cost more than it saves. I can offer our free QR soundbox instead, which announces every payment. Would that work?',
        ),
        userSays(
          takesQr ? "Yes, that's fine. Please send it." : "No, I really want card payments. I'll look elsewhere.",
        ),
      ),
      phase(
        nodes.wrapUp,
        agentSays(
          takesQr
            ? `Great, the soundbox will be delivered to ${shopName} within three days.`
            : 'Understood. Thank you for your time.',
        ),
      ),
    );
    return {
      callType,
      phases,
      isSuccessful: takesQr,
      sentiment: sentimentFor(rng, takesQr ? 'mixed' : 'bad'),
      summary: takesQr
        ? `${shopName} is below the card machine threshold and took the free QR soundbox instead.`
        : `${shopName} is below the card machine threshold and declined the QR soundbox.`,
      detailedSummary: `Arjun qualified ${customer.fullName}: ${facts}. Below 1 lakh a month a card machine is not offered, so Arjun offered the free QR soundbox. ${takesQr ? 'The merchant accepted; delivery within three days.' : 'The merchant declined.'}`,
      disconnectionReason: takesQr ? 'agent_hangup' : 'user_hangup',
      appointmentAt: null,
      email: null,
    };
  }

  const rental = volume >= 300_000 ? 'zero rental' : 'a rental of 299 rupees a month';
  if (rng.chance(0.2)) {
    phases.push(
      phase(
        nodes.offer,
        agentSays(
          `You qualify for our card machine with ${rental}${wantsInstant ? ', and instant settlement at 0.2 percent' : ''}. Shall I book a visit to set it up?`,
        ),
        userSays("Let me compare with my current provider first. I'll call you back."),
        agentSays("Of course. I'll send the pricing by SMS so you have it handy."),
      ),
    );
    return {
      callType,
      phases,
      isSuccessful: false,
      sentiment: sentimentFor(rng, 'mixed'),
      summary: `${shopName} qualifies for a card machine (${rental}) but wants to compare prices first.`,
      detailedSummary: `Arjun qualified ${customer.fullName}: ${facts}. The shop qualifies for a card machine with ${rental}. The merchant wants to compare with the current provider; pricing was sent by SMS.`,
      disconnectionReason: 'agent_hangup',
      appointmentAt: null,
      email: null,
    };
  }

  const [visit] = pickSlots(rng, context.startTimestamp, 1, [10, 11, 12, 15, 16, 17]) as [number];
  phases.push(
    phase(
      nodes.offer,
      agentSays(
        `Great, you qualify for our card machine with ${rental}${wantsInstant ? ', and instant settlement at 0.2 percent' : ''}.`,
      ),
      userSays('Okay, how do we set it up?'),
    ),
    phase(
      nodes.visit,
      agentSays(
        `Our executive can visit ${shopName} ${spokenSlot(visit, context.startTimestamp)} with the machine and the forms. Does that work?`,
      ),
      userSays(rng.pick(['Yes, that works.', "Yes, I'll be at the shop.", 'Okay, fine.'])),
      agentSays("Booked. Please keep your PAN, a cancelled cheque and your shop's GST or trade licence ready."),
    ),
    phase(nodes.wrapUp, userSays('Thank you.'), agentSays(`Thank you, ${customer.firstName}!`)),
  );
  return {
    callType,
    phases,
    isSuccessful: true,
    sentiment: sentimentFor(rng, 'good'),
    summary: `${shopName} qualifies for a card machine (${rental}); setup visit booked for ${spokenSlot(visit, context.startTimestamp)}.`,
    detailedSummary: `Arjun qualified ${customer.fullName}: ${facts}. The shop qualifies for a card machine with ${rental}. A field executive visit was booked for ${spokenSlot(visit, context.startTimestamp)}; the merchant will keep PAN, a cancelled cheque and the GST or trade licence ready.`,
    disconnectionReason: 'agent_hangup',
    appointmentAt: visit,
    email: null,
  };
};

/** A zara call as its plan has it: a screening or an interview-scheduling call with a sample candidate. */
export const zaraCall = (context: ScriptContext, plan: ZaraPlan): ScriptedCall =>
  plan.step === 'screening' ? zaraScreening(context, plan) : zaraScheduling(context, plan);

/** The scripts of the other agents, with how often each is used (zara's calls follow their candidate: zaraCall). */
export const callScripts: Record<Exclude<SampleAgentId, 'zara'>, readonly (readonly [CallScript, number])[]> = {
  'loan-qualifier': [[loanQualification, 1]],
  'loan-documents': [
    [documentCollection, 55],
    [documentRecollection, 45],
  ],
  'pos-qualifier': [[posQualification, 1]],
};

/** The call type an agent's short calls (voicemail, no answer) are filed under. */
export const defaultCallType: Record<SampleAgentId, SampleCallType> = {
  zara: 'zara_screening',
  'loan-qualifier': 'loan_qualification',
  'loan-documents': 'loan_doc_collection',
  'pos-qualifier': 'pos_qualification',
};

// ---------------------------------------------------------------------------------------------
// The calls that go with the committed recordings (see scripts/make-recordings.sh). Their turns
// come from recordings/manifest.json; what the audio does not carry is here.

export type RecordedCallDetails = {
  callType: SampleCallType;
  customerName: string;
  email: string | null;
  sentiment: string;
  isSuccessful: boolean;
  summary: string;
  detailedSummary: string;
  disconnectionReason: ScriptDisconnection;
  /** The node entered at each utterance index; the first must be at 0. */
  nodes: { at: number; node: ScriptNode }[];
  /** A booking the call makes, in business time, relative to the call's day. */
  appointment: { daysAfter: number; hour: number; minute: number } | null;
  /** A finished screening's outcome and score. */
  analysis?: ScreeningAnalysis;
};

export const recordedCallDetails: Record<string, RecordedCallDetails> = {
  'zara-screening': {
    callType: 'zara_screening',
    customerName: 'Rahul Verma',
    email: null,
    sentiment: 'Positive',
    isSuccessful: true,
    summary: 'Rahul Verma passed the screening for Senior Backend Engineer (6 years, 30-day notice, expects 24 lakh).',
    detailedSummary:
      'Zara screened Rahul Verma for the Senior Backend Engineer role. He has 6 years of backend experience, mostly Java and Go, a 30-day notice period, a current salary of 18 lakh and an expectation of about 24 lakh, which fits the range. Interview slots will be emailed today.',
    disconnectionReason: 'agent_hangup',
    nodes: [
      { at: 0, node: scriptNodes.zara.greeting },
      { at: 5, node: scriptNodes.zara.experience },
      { at: 7, node: scriptNodes.zara.compensation },
      { at: 9, node: scriptNodes.zara.wrapUp },
    ],
    appointment: null,
    analysis: { screening_outcome: 'passed', screening_score: 88 },
  },
  'zara-interview-scheduling': {
    callType: 'zara_interview_scheduling',
    customerName: 'Ananya Iyer',
    email: 'ananya.iyer@example.com',
    sentiment: 'Positive',
    isSuccessful: true,
    summary:
      "Ananya Iyer's interview for Data Analyst is booked for tomorrow at 11 AM; the invite goes to ananya.iyer@example.com.",
    detailedSummary:
      'Zara called Ananya Iyer, who cleared the screening for the Data Analyst role, and offered tomorrow at 11 AM or the day after at 3 PM. Ananya chose tomorrow at 11 AM. The interview with the analytics lead is booked and the calendar invite goes to ananya.iyer@example.com.',
    disconnectionReason: 'agent_hangup',
    nodes: [
      { at: 0, node: scriptNodes.zara.greeting },
      { at: 3, node: scriptNodes.zara.offerSlots },
      { at: 5, node: scriptNodes.zara.confirm },
    ],
    appointment: { daysAfter: 1, hour: 11, minute: 0 },
  },
  'loan-qualification': {
    callType: 'loan_qualification',
    customerName: 'Sneha Kapoor',
    email: null,
    sentiment: 'Positive',
    isSuccessful: true,
    summary:
      'Sneha Kapoor qualifies for 5 lakh over 36 months (EMI about 16,600 rupees); application link sent by SMS.',
    detailedSummary:
      'Leo checked the loan eligibility of Sneha Kapoor, who wants 5 lakh rupees over three years. She is salaried at an IT company with a take-home of 85,000 a month and pays a 12,000 car loan EMI. The new EMI of about 16,600 rupees keeps total EMIs well within 55% of income, so she qualifies. The application link was sent by SMS.',
    disconnectionReason: 'agent_hangup',
    nodes: [
      { at: 0, node: scriptNodes.loanQualifier.greeting },
      { at: 3, node: scriptNodes.loanQualifier.requirement },
      { at: 5, node: scriptNodes.loanQualifier.income },
      { at: 7, node: scriptNodes.loanQualifier.obligations },
      { at: 9, node: scriptNodes.loanQualifier.eligibility },
    ],
    appointment: null,
  },
  'loan-documents': {
    callType: 'loan_doc_recollection',
    customerName: 'Vikram Nair',
    email: null,
    sentiment: 'Somewhat positive',
    isSuccessful: true,
    summary: 'Vikram Nair will re-upload an unlocked six-month bank statement this evening.',
    detailedSummary:
      'Maya called Vikram Nair because the bank statement he uploaded is password protected and could not be opened. He agreed to upload an unlocked copy of the last six months by this evening; the upload link was sent on WhatsApp. The application moves to verification once it arrives.',
    disconnectionReason: 'agent_hangup',
    nodes: [
      { at: 0, node: scriptNodes.loanDocuments.greeting },
      { at: 3, node: scriptNodes.loanDocuments.issue },
      { at: 5, node: scriptNodes.loanDocuments.upload },
      { at: 7, node: scriptNodes.loanDocuments.wrapUp },
    ],
    appointment: null,
  },
  'pos-qualification': {
    callType: 'pos_qualification',
    customerName: 'Meena Joshi',
    email: null,
    sentiment: 'Positive',
    isSuccessful: true,
    summary: 'Joshi Medicals qualifies for a card machine with zero rental; setup visit booked for tomorrow at 4 PM.',
    detailedSummary:
      'Meena Joshi called about a card machine for Joshi Medicals, a pharmacy in Koramangala taking about 3 lakh rupees a month by card and UPI, with next-day settlement. The shop qualifies for the card machine with zero rental, and a field executive visit was booked for tomorrow at 4 PM.',
    disconnectionReason: 'agent_hangup',
    nodes: [
      { at: 0, node: scriptNodes.pos.greeting },
      { at: 2, node: scriptNodes.pos.volume },
      { at: 4, node: scriptNodes.pos.settlement },
      { at: 6, node: scriptNodes.pos.offer },
      { at: 8, node: scriptNodes.pos.visit },
    ],
    appointment: { daysAfter: 1, hour: 16, minute: 0 },
  },
};
