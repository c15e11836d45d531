import type { Seniority } from '@agentdesk/shared';

// What "Write it for me" (job-draft-template.ts) says of each seniority: the experience it asks for,
// the responsibilities and the summary sentence it adds.

export type LevelPhrases = {
  /** The must-have about experience; `{field}` is the family's. */
  experience: string;
  responsibilities: string[];
  /** A sentence of the summary ('' for none); `{team}` is the department or 'the team'. */
  summary: string;
  niceToHave?: string;
};

export const levels: Record<Seniority | 'unset', LevelPhrases> = {
  internship: {
    experience: 'Currently studying towards, or recently graduated from, a degree or course in a related field',
    responsibilities: ['Learn from an experienced mentor and take on real work from your first weeks'],
    summary: 'It is a chance to learn the craft alongside experienced colleagues, on work that matters.',
    niceToHave: 'Personal, university or volunteer projects you can tell us about',
  },
  entry: {
    experience: 'Up to 2 years of experience in {field}, or a relevant degree, course or project work',
    responsibilities: ['Learn quickly from feedback and take on more ownership as you grow'],
    summary: 'You will learn from experienced colleagues and take on more responsibility as you grow.',
    niceToHave: 'Personal, university or volunteer projects you can tell us about',
  },
  mid: {
    experience: '3+ years of experience in {field}',
    responsibilities: ['Own pieces of work from start to finish with little supervision'],
    summary: 'You will own your work from start to finish and help shape how {team} works.',
  },
  senior: {
    experience: '5+ years of experience in {field}',
    responsibilities: ['Take the lead on the most complex work and mentor other members of the team'],
    summary: 'As a senior member of {team}, you will take on the hardest problems and help others grow.',
    niceToHave: 'Experience mentoring or coaching others',
  },
  lead: {
    experience: '7+ years of experience in {field}, including leading a team or a major project',
    responsibilities: [
      'Lead the team day to day: plan the work, review it and unblock others',
      'Mentor team members and set the standard for quality',
    ],
    summary: 'You will lead {team} day to day, setting its direction and its standard for quality.',
    niceToHave: 'Experience hiring for your team',
  },
  manager: {
    experience: '6+ years of experience in {field}, including at least 2 years managing people',
    responsibilities: [
      'Hire, coach and grow the team, with regular one-to-ones and clear goals',
      'Agree the team’s priorities with stakeholders and report on progress',
    ],
    summary: 'You will build and manage {team}: hiring, coaching and setting clear goals.',
    niceToHave: 'Experience building a team from the ground up',
  },
  director: {
    experience: '10+ years of experience in {field}, including leading managers and several teams',
    responsibilities: [
      'Set the strategy and goals of {team} and see them through',
      'Lead and develop managers and their teams',
    ],
    summary: 'You will set the strategy of {team} and lead its managers and teams.',
    niceToHave: 'Experience leading through fast growth or change',
  },
  executive: {
    experience: '15+ years of experience in {field}, with a record as a senior leader',
    responsibilities: [
      'Own the strategy, budget and results of {team}',
      'Represent {team} to the leadership team and the board',
    ],
    summary: 'As part of the leadership team, you will own the strategy, budget and results of {team}.',
    niceToHave: 'Board-level or investor-facing experience',
  },
  unset: {
    experience: 'Proven experience in {field}',
    responsibilities: ['Own your work from start to finish and keep the team informed'],
    summary: '',
  },
};
