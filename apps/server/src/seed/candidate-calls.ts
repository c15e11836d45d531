import type { Customer, ScreeningOutcome, SchedulingOutcome, ZaraPlan } from './call-scripts.ts';
import { sampleCandidates, yearsOfWork, type SampleCandidate, type SampleStageStep } from './candidates-sample.ts';
import { screenedRoles, type ScreenedRole } from './hiring-roles.ts';
import type { Rng } from './prng.ts';

// Whom zara's sample calls talk to: a sample candidate of a role she screens for, while they are at
// the stage the call belongs to (screening: a screening call, as placing one moves a candidate to
// Screening; interview: a scheduling call), by the phone number on their résumé. How the call ends
// follows from the stage they moved to next: passed → interview, "no longer looking" → rejected
// with that reason; a candidate still in Screening has not been reached for the whole screening yet.

/** A stretch of a candidate's story when zara calls them, in days before the data is loaded. */
type CallWindow = {
  candidate: SampleCandidate;
  role: ScreenedRole;
  step: ZaraPlan['step'];
  from: number;
  to: number;
  next: SampleStageStep | undefined;
};

const windowsOf = (candidate: SampleCandidate, role: ScreenedRole): CallWindow[] => {
  const windows: CallWindow[] = [];
  candidate.stages.forEach(([stage, from], index) => {
    const step = stage === 'screening' ? 'screening' : stage === 'interview' ? 'scheduling' : null;
    if (step === null) return;
    const next = candidate.stages[index + 1];
    windows.push({ candidate, role, step, from, to: next?.[1] ?? 0, next });
  });
  return windows;
};

/** Every stretch of every candidate zara can call: on a published role she screens for, with a phone number. */
const callWindows: readonly CallWindow[] = sampleCandidates.flatMap((candidate) => {
  const role = screenedRoles.find(({ title }) => title === candidate.jobTitle);
  return role === undefined || candidate.phone === null ? [] : windowsOf(candidate, role);
});

/** The sample candidates zara's calls talk to. */
export const zaraCandidates: readonly SampleCandidate[] = [...new Set(callWindows.map(({ candidate }) => candidate))];

/** A sample candidate as a call's customer. */
export const customerOf = (candidate: SampleCandidate): Customer => {
  const [firstName = '', lastName = ''] = candidate.name.split(' ');
  return { firstName, lastName, fullName: candidate.name, email: candidate.email };
};

const screeningOutcome = (window: CallWindow, isDecisive: boolean): ScreeningOutcome => {
  // Still in Screening: every call so far was an attempt or a callback (a passed screening moves them on).
  if (!isDecisive) return 'busy';
  const [stage, , reason = ''] = window.next ?? ['screening'];
  if (stage !== 'rejected') return 'passed';
  if (/^no longer looking/i.test(reason)) return 'placed';
  return /^salary/i.test(reason) ? 'declined' : 'busy';
};

const schedulingOutcome = (rng: Rng, window: CallWindow, isDecisive: boolean): SchedulingOutcome => {
  const [stage, , reason = ''] = window.next ?? ['interview'];
  if (stage === 'rejected' && /^withdrew/i.test(reason)) return isDecisive ? 'withdrawn' : 'none-fit';
  if (!isDecisive) return rng.chance(0.5) ? 'none-fit' : 'booked';
  // A candidate who went on to an offer had more than one round.
  return stage === 'offer' && rng.chance(0.5) ? 'second-round' : 'booked';
};

/** The distance in days from a moment to a window (0 inside it). */
const distance = (window: CallWindow, daysAgo: number) => Math.max(0, daysAgo - window.from, window.to - daysAgo);

/**
 * The candidate a zara call `daysAgo` days before the data is loaded talks to, and how it ends:
 * one of the candidates at a stage zara calls for at that moment; the nearest such stretch when
 * none is (a window longer than the sample stories, as benchmarks ask for).
 */
export const planZaraCall = (
  rng: Rng,
  daysAgo: number,
): { candidate: SampleCandidate; customer: Customer; phone: string; plan: ZaraPlan } => {
  const open = callWindows.filter((window) => distance(window, daysAgo) === 0);
  const window =
    open.length > 0
      ? rng.pick(open)
      : callWindows.reduce((best, window) => (distance(window, daysAgo) < distance(best, daysAgo) ? window : best));
  const { candidate, role } = window;
  // A screening that led on settles every screening conversation of its stretch (a candidate still in
  // Screening gets callbacks); of scheduling, the last third of a stretch (at least its last two days).
  const isDecisive =
    window.step === 'screening'
      ? window.next !== undefined
      : daysAgo - window.to <= Math.max(2, (window.from - window.to) / 3);
  const current = candidate.work[0]?.to === undefined ? (candidate.work[0]?.company ?? null) : null;
  const base = { role, years: Math.max(1, yearsOfWork(candidate)), employer: current };
  const plan: ZaraPlan =
    window.step === 'screening'
      ? { ...base, step: 'screening', outcome: screeningOutcome(window, isDecisive) }
      : { ...base, step: 'scheduling', outcome: schedulingOutcome(rng, window, isDecisive) };
  return { candidate, customer: customerOf(candidate), phone: candidate.phone!, plan };
};
