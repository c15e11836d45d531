import type { ApplicationStage, CandidateSource } from '@agentdesk/shared';
import { formatPhone } from '@agentdesk/shared/phone';
import { simplePdf, type PdfLine } from '../lib/simple-pdf.ts';
import { backendCandidates } from './candidates-sample-backend.ts';
import { businessCandidates } from './candidates-sample-business.ts';
import { engineeringCandidates } from './candidates-sample-engineering.ts';

// The sample candidates (#17): about forty synthetic people (no real person; example.* addresses)
// who applied for the sample jobs (seed/hiring-roles.ts), each with a résumé written to fit their
// job well, partly or poorly, and the stages they went through. zara's sample calls talk to the
// candidates of the roles she screens for, by their own phone numbers (seed/candidate-calls.ts), so
// a candidate named on a call is the candidate of that job everywhere.

/** A job on a résumé: months before the data is loaded; no `to` while it is current. */
export type SampleWork = { title: string; company: string; from: number; to?: number; bullets: readonly string[] };

/** A stage the candidate reached, that many days before the data is loaded; a rejection with its reason. */
export type SampleStageStep = readonly [stage: ApplicationStage, daysAgo: number, reason?: string];

/** How well the résumé is written to fit the job: the ranked list shows strong, partial and weak ones. */
export type SampleFit = 'strong' | 'partial' | 'weak';

export type SampleCandidate = {
  name: string;
  email: string;
  /** E.164; null when the résumé and the application give none (such a candidate gets no calls). */
  phone: string | null;
  location: string;
  /** The title of the sample job applied for (seed/hiring-roles.ts). */
  jobTitle: string;
  source: CandidateSource;
  bookmarked?: boolean;
  fit: SampleFit;
  /** Stages in order: the first is 'new' on the day they applied; the last is where they are now. */
  stages: readonly SampleStageStep[];
  summary: string;
  /** Latest first, as résumés list them. */
  work: readonly SampleWork[];
  /** Degree and place, and how many years ago it ended. */
  education: readonly (readonly [text: string, yearsAgo: number])[];
  skills: string;
  /** Most résumés are PDFs; a few were sent as plain text. */
  format?: 'pdf' | 'txt';
};

/** A change of stage as the history lists it. */
export type SampleStageEvent = {
  from: ApplicationStage | null;
  to: ApplicationStage;
  daysAgo: number;
  reason: string | null;
};

/** A résumé file as an upload or the careers site's Apply form would hand it over. */
export type SampleResumeFile = { filename: string; contentType: 'application/pdf' | 'text/plain'; bytes: Buffer };

/** The pool, in a fixed order. */
export const sampleCandidates: readonly SampleCandidate[] = [
  ...backendCandidates,
  ...engineeringCandidates,
  ...businessCandidates,
];

/** Days before the data is loaded that the candidate applied. */
export const appliedDaysAgo = (candidate: SampleCandidate): number => candidate.stages[0]![1];

/** Where the candidate is now, with the reason when rejected. */
export const currentStageOf = (candidate: SampleCandidate): { stage: ApplicationStage; reason: string | null } => {
  const [stage, , reason] = candidate.stages.at(-1)!;
  return { stage, reason: reason ?? null };
};

/** The stage events the candidate's history shows, oldest first: null → new on the day they applied, then each move. */
export const stageHistoryOf = (candidate: SampleCandidate): SampleStageEvent[] =>
  candidate.stages.map(([to, daysAgo, reason], index) => ({
    from: index === 0 ? null : candidate.stages[index - 1]![0],
    to,
    daysAgo,
    reason: reason ?? null,
  }));

/** The stage the candidate was at `daysAgo` days before the data was loaded; null before they applied. */
export const stageAt = (candidate: SampleCandidate, daysAgo: number): ApplicationStage | null =>
  candidate.stages.findLast(([, when]) => when >= daysAgo)?.[0] ?? null;

/** The sample candidate a phone number (E.164) belongs to: a call's customer number links the call to them. */
export const sampleCandidateByPhone = (phone: string): SampleCandidate | undefined =>
  sampleCandidates.find((candidate) => candidate.phone === phone);

/** Whole years of work on the résumé (its jobs do not overlap). */
export const yearsOfWork = (candidate: SampleCandidate): number =>
  Math.floor(candidate.work.reduce((months, job) => months + (job.from - (job.to ?? 0)), 0) / 12);

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Mar 2021": the month that many months before `now` (UTC). */
const monthLabel = (now: number, monthsAgo: number): string => {
  const date = new Date(now);
  const index = date.getUTCFullYear() * 12 + date.getUTCMonth() - monthsAgo;
  return `${monthNames[index % 12]} ${Math.floor(index / 12)}`;
};

type ResumeLine = { text: string; kind: 'name' | 'contact' | 'heading' | 'role' | 'text' | 'gap' };

const resumeParts = (candidate: SampleCandidate, now: number): ResumeLine[] => {
  const year = new Date(now).getUTCFullYear();
  const contact = [candidate.email, ...(candidate.phone === null ? [] : [formatPhone(candidate.phone)])].join(' · ');
  const line = (text: string, kind: ResumeLine['kind'] = 'text'): ResumeLine => ({ text, kind });
  const heading = (text: string) => [line('', 'gap'), line(text, 'heading')];
  return [
    line(candidate.name, 'name'),
    line(contact, 'contact'),
    line(candidate.location, 'contact'),
    ...heading('Summary'),
    line(candidate.summary),
    ...heading('Experience'),
    ...candidate.work.flatMap((job) => [
      line(
        `${job.title} — ${job.company}, ${monthLabel(now, job.from)} – ${job.to === undefined ? 'Present' : monthLabel(now, job.to)}`,
        'role',
      ),
      ...job.bullets.map((bullet) => line(`• ${bullet}`)),
    ]),
    ...heading('Education'),
    ...candidate.education.map(([text, yearsAgo]) => line(`${text}, ${year - yearsAgo}`)),
    ...heading('Skills'),
    line(candidate.skills),
  ];
};

/** The résumé as lines of text, top to bottom: name, contact, location, then its sections. */
export const resumeLinesOf = (candidate: SampleCandidate, now: number): string[] =>
  resumeParts(candidate, now).map(({ text }) => text);

const pdfStyle: Record<ResumeLine['kind'], Omit<PdfLine, 'text'>> = {
  name: { size: 20, bold: true },
  contact: { size: 10 },
  heading: { size: 13, bold: true, gap: 8 },
  role: { bold: true, gap: 3 },
  text: {},
  gap: {},
};

/** A PDF line holds about 95 characters of 11 pt Helvetica: a longer paragraph goes on several. */
const wrap = (text: string, width = 95): string[] => {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + word.length < width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
};

/** The résumé file: a one-page PDF with a text layer, or plain text for the few sent that way; dates count back from `now`. */
export const resumeFileOf = (candidate: SampleCandidate, now: number): SampleResumeFile => {
  const base = `${candidate.name.toLowerCase().replace(/\s+/g, '-')}-resume`;
  if (candidate.format === 'txt')
    return {
      filename: `${base}.txt`,
      contentType: 'text/plain',
      bytes: Buffer.from(`${resumeLinesOf(candidate, now).join('\n')}\n`, 'utf8'),
    };
  const lines = resumeParts(candidate, now)
    .filter(({ kind }) => kind !== 'gap')
    .flatMap(({ text, kind }) =>
      (kind === 'text' ? wrap(text) : [text]).map((part) => ({ text: part, ...pdfStyle[kind] })),
    );
  return { filename: `${base}.pdf`, contentType: 'application/pdf', bytes: simplePdf(lines) };
};
