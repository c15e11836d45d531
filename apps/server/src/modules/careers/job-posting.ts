import type { EmploymentType } from '@agentdesk/shared';
import { html, toHtmlString } from './html.ts';
import { postingPlaceOf, type PostingPlace } from '../jobs/index.ts';
import type { CareersWorkspace, PostedJob } from './careers-site.service.ts';

// A posted job as schema.org JobPosting structured data, with every property Google's job posting
// guidelines require (title, description, datePosted, hiringOrganization, jobLocation, or
// applicantLocationRequirements for a remote job) or recommend (validThrough, employmentType,
// baseSalary, directApply, identifier, jobLocationType).

/** schema.org's employmentType values, as Google reads them. */
export const schemaEmploymentTypes: Record<EmploymentType, string> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  contract: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  internship: 'INTERN',
};

const section = (heading: string, items: string[]) =>
  items.length === 0 ? null : html`<h3>${heading}</h3><ul>${items.map((item) => html`<li>${item}</li>`)}</ul>`;

/** The whole description as the HTML Google asks for in `description` (each piece escaped). */
export const descriptionHtml = (job: PostedJob): string =>
  toHtmlString(
    html`${job.summary
      .split(/\n{2,}/)
      .filter((p) => p.trim() !== '')
      .map((paragraph) => html`<p>${paragraph}</p>`)}${[
      section('Responsibilities', job.responsibilities),
      section('Requirements', job.requirements),
      section('Nice to have', job.niceToHave),
      job.skills.length > 0 ? html`<h3>Skills</h3><p>${job.skills.join(', ')}</p>` : null,
      section('Benefits', job.benefits),
    ]}`,
  );

/** The same description as plain text, for summaries (meta description, feeds' summaries). */
export const descriptionText = (job: PostedJob, maxLength: number): string => {
  const text = (job.summary.trim() !== '' ? job.summary : [...job.responsibilities, ...job.requirements].join('. '))
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= maxLength ? text : `${text.slice(0, maxLength - 1).trimEnd()}…`;
};

/** The end of the deadline's day (applications are taken through it): 2026-12-31 → 2026-12-31T23:59:59. */
export const endOfDay = (date: string): string => `${date}T23:59:59`;

/** The salary as schema.org MonetaryAmount, per its pay period (HOUR … YEAR), or undefined without one. */
const baseSalaryOf = (job: PostedJob) => {
  if ((job.salaryMin === null && job.salaryMax === null) || job.salaryCurrency === '') return undefined;
  const unitText = job.salaryPeriod.toUpperCase();
  const value =
    job.salaryMin !== null && job.salaryMax !== null && job.salaryMin !== job.salaryMax
      ? { '@type': 'QuantitativeValue', minValue: job.salaryMin, maxValue: job.salaryMax, unitText }
      : { '@type': 'QuantitativeValue', value: job.salaryMin ?? job.salaryMax, unitText };
  return { '@type': 'MonetaryAmount', currency: job.salaryCurrency, value };
};

/**
 * Where the work is done: a remote job is TELECOMMUTE with the countries applicants may live in;
 * any other names its place and its country (the workspace's default when the location names none).
 * Publishing refuses a job these cannot be filled for (jobs/job-place.ts).
 */
const locationOf = (place: PostingPlace, isRemote: boolean) => {
  if (isRemote) {
    const requirements = place.applicantCountries.map((country) => ({ '@type': 'Country', name: country.name }));
    return {
      jobLocationType: 'TELECOMMUTE',
      ...(requirements.length === 0
        ? {}
        : { applicantLocationRequirements: requirements.length === 1 ? requirements[0] : requirements }),
    };
  }
  const address: Record<string, string> = { '@type': 'PostalAddress' };
  if (place.locality !== '') address['addressLocality'] = place.locality;
  if (place.region !== '') address['addressRegion'] = place.region;
  if (place.country) address['addressCountry'] = place.country.code;
  return { jobLocation: { '@type': 'Place', address } };
};

/** The JobPosting object of a posted job, whose page is at `url` (its description HTML given when already made). */
export const jobPostingOf = ({
  job,
  workspace,
  url,
  description = descriptionHtml(job),
}: {
  job: PostedJob;
  workspace: CareersWorkspace;
  url: string;
  description?: string;
}): Record<string, unknown> => {
  const baseSalary = baseSalaryOf(job);
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description,
    datePosted: new Date(job.postedMs).toISOString(),
    ...(job.applicationDeadline !== null ? { validThrough: endOfDay(job.applicationDeadline) } : {}),
    employmentType: schemaEmploymentTypes[job.employmentType],
    hiringOrganization: { '@type': 'Organization', name: workspace.name },
    ...locationOf(postingPlaceOf(job, workspace.defaultCountry), job.workplaceType === 'remote'),
    ...(baseSalary ? { baseSalary } : {}),
    directApply: true,
    identifier: { '@type': 'PropertyValue', name: workspace.name, value: job.id },
    url,
    ...(job.department !== '' ? { occupationalCategory: job.department } : {}),
    ...(job.skills.length > 0 ? { skills: job.skills.join(', ') } : {}),
    ...(job.benefits.length > 0 ? { jobBenefits: job.benefits.join('; ') } : {}),
    totalJobOpenings: job.openings,
  };
};
