import { RECRUITING_SEGMENT } from '@agentdesk/shared/navigation';
import { plural } from '@agentdesk/shared/plural';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A span as a recruiter reads it: '45 min', '5 h', '1 day', '2.5 days'; '—' without one. */
export const formatSpan = (ms: number | null): string => {
  if (ms === null) return '—';
  if (ms < HOUR_MS) return `${Math.max(0, Math.round(ms / 60_000))} min`;
  if (ms < DAY_MS) return `${Math.round(ms / HOUR_MS)} h`;
  const days = ms / DAY_MS;
  return plural(days, 'day', { maximumFractionDigits: days < 10 ? 1 : 0 });
};

/** A share as a whole percent; '—' without a base. */
export const formatShare = (value: number | null): string => (value === null ? '—' : `${Math.round(value * 100)}%`);

/** Candidate Shortlisting filtered to a stage or a source (and the section's job when one is chosen). */
export const candidatesHref = ({
  jobId,
  stage,
  source,
}: {
  jobId: string;
  stage?: string;
  source?: string;
}): string => {
  const params = new URLSearchParams();
  if (jobId !== '') params.set('job', jobId);
  if (stage !== undefined) params.set('stage', stage);
  if (source !== undefined) params.set('source', source);
  const query = params.toString();
  return `/${RECRUITING_SEGMENT}/candidate-shortlisting${query === '' ? '' : `?${query}`}`;
};

export const interviewsHref = `/${RECRUITING_SEGMENT}/interview-scheduling`;
export const conversationsHref = `/${RECRUITING_SEGMENT}/conversations`;
