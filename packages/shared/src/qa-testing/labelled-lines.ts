import type { PhraseCriterion } from '../qa-phrases.ts';

// What the labelled calls say. Every line is written for what it must and must not trigger: the
// everyday lines carry no phrase of a criterion, no mood words and no goodbye, and no two agent
// lines are near repeats of each other. The phrase variants are sorted by how a person would judge
// them: said (exactly or in a variation a person accepts) or not said (a near miss a person
// would not accept, the right words from the wrong speaker or at the wrong point of the call).

/** The built-in phrase criteria the labelled set checks. */
export const labelledCriteria = {
  recording_disclosure: {
    phrase: 'This call may be recorded for quality and training purposes',
    speaker: 'agent',
    within: 'first_turns',
    turns: 2,
  },
  agent_names_itself: { phrase: 'this is Zara from SwiftPay', speaker: 'agent', within: 'first_turns', turns: 2 },
  closing_question: {
    phrase: 'is there anything else I can help you with',
    speaker: 'agent',
    within: 'last_turns',
    turns: 2,
  },
  never_promise_approval: { phrase: 'guaranteed approval', speaker: 'agent', within: 'anywhere' },
  caller_asks_for_human: { phrase: 'speak to a human', speaker: 'user', within: 'anywhere' },
} as const satisfies Record<string, PhraseCriterion>;

export type CriterionId = keyof typeof labelledCriteria;
export const criterionIds = Object.keys(labelledCriteria) as CriterionId[];

/** How a criterion's phrase appears in a call. */
export type PhraseMode = 'exact' | 'variation' | 'near_miss' | 'wrong_speaker' | 'wrong_place' | 'absent';
/** Modes in which a person would say the phrase was said (and counted where the criterion looks). */
export const saidModes: ReadonlySet<PhraseMode> = new Set(['exact', 'variation']);

type PhraseLines = { exact: string; variation: string[]; near_miss: string[]; wrong_speaker: string };

export const phraseLines: Record<CriterionId, PhraseLines> = {
  recording_disclosure: {
    exact: 'This call may be recorded for quality and training purposes.',
    variation: [
      'Just so you know, this call might be recorded for quality and training purposes.',
      'THIS CALL MAY BE RECORDED FOR QUALITY & TRAINING PURPOSES!',
      'This call may also be recorded for quality and training purpose.',
      'this call may be recorded for quality, training purposes',
    ],
    near_miss: [
      'This call is not recorded.',
      'This call may not be recorded for quality and training purposes.',
      'Calls are sometimes recorded.',
      'This call may be recorded for training.',
    ],
    wrong_speaker: 'Is this call recorded for quality and training purposes?',
  },
  agent_names_itself: {
    exact: 'Hello, this is Zara from SwiftPay.',
    variation: [
      "Hi, it's Zara from SwiftPay.",
      'Good morning, this is Zara calling from SwiftPay.',
      'hello this is zara from swiftpay',
    ],
    near_miss: [
      'Hello, this is Maya from SwiftPay.',
      'Hello, this is the SwiftPay team.',
      'Hello, Zara will call you from SwiftPay.',
    ],
    wrong_speaker: 'Is this Zara from SwiftPay?',
  },
  closing_question: {
    exact: 'Is there anything else I can help you with?',
    variation: [
      'Is there anything else I could help you with today?',
      'is there anything more I can help you with',
      'Is there anything else that I can help you with?',
    ],
    near_miss: ['There is nothing else I can help you with.', 'Is there anything else?'],
    wrong_speaker: 'Is there anything else I can help you with, by the way?',
  },
  never_promise_approval: {
    exact: 'With us you get guaranteed approval.',
    variation: ['We offer guaranteed approvals on every plan.', 'GUARANTEED APPROVAL, and the money in two days!'],
    near_miss: [
      'Approval is not guaranteed, it depends on your documents.',
      'There is no guaranteed approval, it depends on your documents.',
      'We guarantee a quick approval decision.',
    ],
    wrong_speaker: 'Is it guaranteed approval?',
  },
  caller_asks_for_human: {
    exact: 'Can I speak to a human?',
    variation: ['Can I talk to a human please?', "I'd like to speak to a real human.", 'Let me speak to human staff.'],
    near_miss: ["I don't need to speak to a human.", 'I never asked to speak to a human.'],
    wrong_speaker: 'You can speak to a human at any time.',
  },
};

/** The agent's everyday lines: questions and statements, none a near repeat of another. */
export const agentLines: readonly string[] = [
  'Could you confirm your date of birth for me?',
  'What is the best email address to reach you?',
  'I can see your application was submitted last week.',
  'Let me check the status of your account.',
  'Your next payment is due on the fifth of the month.',
  'The processing usually takes three to five working days.',
  'Do you currently run a shop or an online business?',
  'How many card payments do you take in a typical month?',
  'I will send the details to your registered number.',
  'We need a copy of your latest bank statement.',
  'Would a morning or an afternoon slot suit you better?',
  'I have noted that down on your file.',
];

/** Near-miss repeats: each pair shares its opening words but says something else. */
export const nearRepeatPairs: readonly (readonly [string, string])[] = [
  ['Could you confirm your home address for me?', 'Could you confirm your email address too?'],
  ['Your loan amount is fifty thousand rupees.', 'Your monthly instalment is four thousand rupees.'],
];

/** A question the agent ends on before the caller hangs up (not a goodbye). */
export const agentLastQuestions: readonly string[] = [
  'Could you tell me your monthly income?',
  'Can I ask what your business sells?',
  'Do you have a few minutes to go through the offer?',
];

export const agentFarewells: readonly string[] = [
  'Thank you for your time, have a great day!',
  'Thanks for calling, goodbye!',
  'Take care, and speak soon.',
];

export const agentTransferLine = 'Let me transfer you to a colleague now.';
export const agentTransferFailedLine = 'Nobody is free to take the call right now, so I will stay with you.';
export const agentInterruptingLine = 'Sorry to cut in, I have that on file already.';

/** The caller's everyday replies: no mood words, no goodbye. */
export const userLines: readonly string[] = [
  "Yes, that's right.",
  'It is about my loan application.',
  'Sure, go ahead.',
  'My email is on the form I sent.',
  'I run a small grocery store.',
  'Around two hundred a month.',
  'Mornings are easier for me.',
  'Okay, I understand.',
  'I sent the statement yesterday.',
];

/** A long caller turn the agent can speak over. */
export const userLongLine =
  'I wanted to ask about the interest rate and whether it changes every single year or stays fixed.';
/** Caller lines that speak over the agent (long enough to go on after the agent stops). */
export const userInterruptingLines: readonly string[] = [
  'Sorry, I already sent that to you yesterday.',
  'Wait, can you say that part about the fees again?',
];

export const userPositiveLines: readonly string[] = ['That sounds great, thank you.', 'Perfect, thanks a lot.'];
export const userNegativeLines: readonly string[] = [
  'This is ridiculous, I have explained this three times.',
  "Honestly I'm really frustrated with this process.",
  "You're wasting my time.",
  'This is terrible service.',
];
/** Mood words taken back: not negative. */
export const userNegatedLines: readonly string[] = [
  "I'm not upset, I just want to understand.",
  "No, it's not annoying at all.",
];
export const userDoneLine = "No, that's all.";
