// The two parts of a fit score that are not a requirement's words: years of work against the job's
// seniority or stated years, and where the candidate lives against where and how the job is done.
import {
  seniorityLabels,
  workplaceTypeLabels,
  type FitResult,
  type Job,
  type ParsedResume,
  type Seniority,
} from '@agentdesk/shared';
import { isUsableSentence, yearsAskedFor } from './fit-terms.ts';
import { countryOf } from './resume-text.ts';

/** A part before it is weighed: how much of it is met, from 0 to 1. */
export type JudgedPart = {
  requirement: string;
  result: FitResult;
  evidence: string | null;
  reason: string;
  fraction: number;
  /** The language model's judgement that raised it (fit-model.ts). */
  model?: { rules_result: FitResult; quote: string };
};

/** The years a seniority usually takes (entry 0–2, mid 2–5, senior 5+, lead 8+, ...). */
const yearsForSeniority: Record<Seniority, number> = {
  internship: 0,
  entry: 0,
  mid: 2,
  senior: 5,
  lead: 8,
  manager: 7,
  director: 10,
  executive: 12,
};

/** Partly met from this share of the years asked for. */
const PARTIAL_YEARS_SHARE = 0.75;

const formatYears = (years: number): string => String(Math.round(years * 10) / 10);

/** Years against years: met, partly met from 75 % (points in proportion), else missing. */
export const judgeYears = (
  has: number | null,
  asked: number,
): { result: FitResult; fraction: number; reason: string } => {
  if (asked <= 0) return { result: 'matched', fraction: 1, reason: 'no years asked for' };
  if (has === null)
    return {
      result: 'missing',
      fraction: 0,
      reason: `the résumé does not show its years; ${formatYears(asked)} asked for`,
    };
  const reason = `${formatYears(has)} years (${formatYears(asked)} asked)`;
  if (has >= asked) return { result: 'matched', fraction: 1, reason };
  if (has >= asked * PARTIAL_YEARS_SHARE) return { result: 'partial', fraction: has / asked, reason };
  return { result: 'missing', fraction: 0, reason };
};

/** The candidate's latest job, as evidence of their years: the same whatever order the résumé lists them in. */
const latestJob = (resume: ParsedResume): string | null => {
  const jobs = resume.work_history
    .map((job) => ({
      ...job,
      line: `${job.title} at ${job.company} (${job.start ?? '?'} – ${job.is_current || job.end === null ? 'now' : job.end})`,
    }))
    .filter(({ line }) => isUsableSentence(line))
    .sort(
      (a, b) =>
        (b.end ?? '9999').localeCompare(a.end ?? '9999') ||
        (b.start ?? '').localeCompare(a.start ?? '') ||
        a.line.localeCompare(b.line),
    );
  return jobs[0]?.line ?? null;
};

/** Years of work against the years the requirements state, else the years the seniority takes; null when the job says neither. */
export const judgeExperience = (job: Job, resume: ParsedResume): JudgedPart | null => {
  const stated = job.requirements.map(yearsAskedFor).filter((years): years is number => years !== null);
  const asked = stated.length > 0 ? Math.max(...stated) : job.seniority ? yearsForSeniority[job.seniority] : null;
  if (asked === null) return null;
  const level = job.seniority ? ` (${seniorityLabels[job.seniority]})` : '';
  return {
    requirement: `${formatYears(asked)}+ years${level}`,
    evidence: latestJob(resume),
    ...judgeYears(resume.years_of_experience, asked),
  };
};

// Places written more than one way.
const placeNames: Record<string, string> = {
  bangalore: 'bengaluru',
  bombay: 'mumbai',
  gurgaon: 'gurugram',
  madras: 'chennai',
  calcutta: 'kolkata',
  'new delhi': 'delhi',
  nyc: 'new york',
  'new york city': 'new york',
  usa: 'united states',
  us: 'united states',
  'united states of america': 'united states',
  uk: 'united kingdom',
  'great britain': 'united kingdom',
  england: 'united kingdom',
  deutschland: 'germany',
  sf: 'san francisco',
  'bay area': 'san francisco',
};

/** The parts of a place, city first: "Bengaluru, Karnataka, India (hybrid)" → bengaluru, karnataka, india. */
const placeParts = (place: string): string[] =>
  place
    .replace(/\(.*?\)/g, ' ')
    .split(/[,/|]|\s[-–]\s/)
    .map((part) => part.trim().toLowerCase().replace(/\s+/g, ' ').replace(/\.$/, ''))
    .filter((part) => part.length > 0 && part !== 'remote')
    .map((part) => placeNames[part] ?? part);

/** Where the candidate lives against where the job is: remote is met anywhere; on-site and hybrid by the city, partly by the state or country. */
export const judgeLocation = (job: Job, resume: ParsedResume, sentences: readonly string[]): JudgedPart | null => {
  const place = job.location.replace(/\(.*?\)/g, '').trim();
  const mode = workplaceTypeLabels[job.workplace_type].toLowerCase();
  const requirement = place ? `${place} (${mode})` : workplaceTypeLabels[job.workplace_type];
  const evidence = resume.location.trim() || null;
  if (job.workplace_type === 'remote')
    return { requirement, result: 'matched', evidence, reason: 'the job is remote', fraction: 1 };
  const jobParts = placeParts(place);
  if (jobParts.length === 0) return null;

  const where = `the job is ${mode} in ${place}`;
  // "Remote (Lisbon, Portugal)": the place in brackets is where the candidate lives.
  const lives = placeParts(resume.location.replace(/[()]/g, ','));
  if (lives.includes(jobParts[0]!))
    return {
      requirement,
      result: 'matched',
      evidence,
      reason: `lives in ${resume.location.trim()}; ${where}`,
      fraction: 1,
    };
  const shared = jobParts.slice(1).find((part) => lives.includes(part));
  if (shared)
    return {
      requirement,
      result: 'partial',
      evidence,
      reason: `lives in ${resume.location.trim()}, the same ${jobParts.at(-1) === shared ? 'country' : 'region'}; ${where}`,
      fraction: 0.5,
    };
  const country = countryOf(place);
  if (country !== null && countryOf(resume.location) === country)
    return {
      requirement,
      result: 'partial',
      evidence,
      reason: `lives in ${resume.location.trim()}, the same country; ${where}`,
      fraction: 0.5,
    };
  const relocation = [...sentences]
    .sort()
    .find((sentence) => /\brelocat/i.test(sentence) && !/\b(?:not|never|unable|cannot|no)\b/i.test(sentence));
  if (relocation)
    return {
      requirement,
      result: 'partial',
      evidence: relocation,
      reason: `willing to relocate; ${where}`,
      fraction: 0.5,
    };
  const reason = evidence ? `lives in ${evidence}; ${where}` : `the résumé gives no location; ${where}`;
  return { requirement, result: 'missing', evidence, reason, fraction: 0 };
};
