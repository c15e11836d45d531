import type { ResumeEducation, ResumeJob } from '@agentdesk/shared';
import { plural } from '@agentdesk/shared/plural';

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** '2021-03' as 'Mar 2021'; anything else as written. */
const formatMonth = (month: string): string =>
  /^\d{4}-\d{2}$/.test(month) ? monthFormat.format(new Date(`${month}-01T00:00:00Z`)) : month;

/** 'Mar 2021 – present', 'Jan 2018 – Feb 2021', '' when the résumé gives no dates. */
export const jobPeriod = (job: Pick<ResumeJob, 'start' | 'end' | 'is_current'>): string => {
  const end = job.is_current ? 'present' : job.end === null ? '' : formatMonth(job.end);
  if (job.start === null) return end === 'present' ? '' : end;
  return `${formatMonth(job.start)} – ${end === '' ? '?' : end}`;
};

/** '2014 – 2018', '2018', '' when unknown. */
export const educationPeriod = ({
  start_year: start,
  end_year: end,
}: Pick<ResumeEducation, 'start_year' | 'end_year'>): string =>
  start !== null && end !== null ? `${start} – ${end}` : String(end ?? start ?? '');

/** '6 years', '1 year', '2.5 years'; '' when unknown. */
export const yearsText = (years: number | null): string => {
  if (years === null) return '';
  return plural(years, 'year', { maximumFractionDigits: 1 });
};

/** A link as people read it: without the scheme and 'www.', nor a trailing slash. */
export const linkText = (url: string): string =>
  url
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '');

/** A link the résumé gave, made absolute ('linkedin.com/in/x' → 'https://linkedin.com/in/x'). */
export const linkHref = (url: string): string => (/^https?:\/\//i.test(url) ? url : `https://${url}`);
