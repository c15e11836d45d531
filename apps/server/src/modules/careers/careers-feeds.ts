import { careersPaths, formatSalary, seniorityLabels, type EmploymentType } from '@agentdesk/shared';
import type { CareersWorkspace, PostedJob } from './careers-site.service.ts';
import { escapeXml } from './html.ts';
import { postingPlaceOf } from '../jobs/index.ts';
import { descriptionHtml, descriptionText, jobPostingOf } from './job-posting.ts';

// The careers site's job feeds: XML in the format Indeed reads (and most job boards and
// aggregators with it: <source> with <publisher>, <publisherurl> and one <job> per posting), and
// JSON Feed 1.1 whose items carry each job's JobPosting object under `_job_posting` (JSON Feed's
// way to extend an item). Every value is escaped as XML text (no CDATA, which a `]]>` in a title
// would end).

/** Indeed's <jobtype> words. */
const indeedJobTypes: Record<EmploymentType, string> = {
  full_time: 'fulltime',
  part_time: 'parttime',
  contract: 'contract',
  temporary: 'temporary',
  internship: 'internship',
};
const indeedRemoteTypes = { remote: 'Fully remote', hybrid: 'Hybrid remote', on_site: '' } as const;

type FeedInput = { workspace: CareersWorkspace; jobs: PostedJob[]; origin: string };

const jobUrl = (origin: string, workspace: CareersWorkspace, job: PostedJob) =>
  `${origin}${careersPaths.job(workspace.slug, job.slug)}`;

/** When the feed last changed: its newest posting or edit (not the time of the request, so that an unchanged feed keeps its ETag). */
const lastChangeOf = (jobs: PostedJob[]): number | null =>
  jobs.length === 0 ? null : Math.max(...jobs.map((job) => Math.max(job.postedMs, job.updatedMs)));

const element = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;

/** GET /careers/:workspace/feed.xml: the posted jobs in Indeed's XML format. */
export const indeedFeed = ({ workspace, jobs, origin }: FeedInput): string => {
  const lastChange = lastChangeOf(jobs);
  const items = jobs.map((job) => {
    const place = postingPlaceOf(job, workspace.defaultCountry);
    const salary = formatSalary({
      salary_min: job.salaryMin,
      salary_max: job.salaryMax,
      salary_currency: job.salaryCurrency,
    });
    return [
      '<job>',
      element('title', job.title),
      element('date', new Date(job.postedMs).toUTCString()),
      element('referencenumber', job.id),
      element('requisitionid', job.id),
      element('url', jobUrl(origin, workspace, job)),
      element('company', workspace.name),
      element('sourcename', workspace.name),
      element('city', place.locality),
      element('state', place.region),
      element('country', place.country?.code ?? ''),
      element('postalcode', ''),
      element('description', descriptionHtml(job)),
      element('salary', salary === '' ? '' : `${salary} per ${job.salaryPeriod}`),
      element('jobtype', indeedJobTypes[job.employmentType]),
      element('category', job.department),
      element('experience', job.seniority !== null ? seniorityLabels[job.seniority] : ''),
      element('remotetype', indeedRemoteTypes[job.workplaceType]),
      ...(job.applicationDeadline !== null ? [element('expirationdate', job.applicationDeadline)] : []),
      '</job>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<source>',
    element('publisher', workspace.name),
    element('publisherurl', `${origin}${careersPaths.index(workspace.slug)}`),
    ...(lastChange !== null ? [element('lastBuildDate', new Date(lastChange).toUTCString())] : []),
    ...items,
    '</source>',
    '',
  ].join('\n');
};

/** GET /careers/:workspace/feed.json: JSON Feed 1.1, an item per posted job with its JobPosting data. */
export const jsonFeed = ({ workspace, jobs, origin }: FeedInput) => ({
  version: 'https://jsonfeed.org/version/1.1',
  title: `Careers at ${workspace.name}`,
  home_page_url: `${origin}${careersPaths.index(workspace.slug)}`,
  feed_url: `${origin}${careersPaths.jsonFeed(workspace.slug)}`,
  description: `Open positions at ${workspace.name}`,
  language: 'en',
  authors: [{ name: workspace.name }],
  items: jobs.map((job) => {
    const url = jobUrl(origin, workspace, job);
    const description = descriptionHtml(job);
    return {
      id: job.id,
      url,
      title: job.title,
      content_html: description,
      summary: descriptionText(job, 300),
      date_published: new Date(job.postedMs).toISOString(),
      date_modified: new Date(Math.max(job.postedMs, job.updatedMs)).toISOString(),
      tags: [job.department, ...job.skills].filter((tag) => tag !== ''),
      _job_posting: jobPostingOf({ job, workspace, url, description }),
    };
  }),
});
