import {
  careersPaths,
  employmentTypeLabels,
  formatSalary,
  seniorityLabels,
  workplaceTypeLabels,
} from '@agentdesk/shared';
import { applyFormView, type ApplyFormState } from './apply-form-view.ts';
import type { CareersWorkspace, PostedJob, PostedJobSummary } from './careers-site.service.ts';
import { html, jsonLdScript, type SafeHtml } from './html.ts';
import { descriptionText } from './job-posting.ts';
import { page } from './page-layout.ts';

// The careers site's pages: the workspace's index of open positions, each job's page with its
// Apply form, the thanks after applying, and the answers for what is not (or no longer) there.

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
/** '12 Nov 2026'. */
export const formatDay = (at: number | string): string =>
  dateFormat.format(typeof at === 'number' ? at : Date.parse(`${at}T00:00:00Z`));

const siteOf = (workspace: CareersWorkspace) => ({
  name: workspace.name,
  indexPath: careersPaths.index(workspace.slug),
  logoPath: workspace.logoPath,
  feeds: { xml: careersPaths.xmlFeed(workspace.slug), json: careersPaths.jsonFeed(workspace.slug) },
});

const salaryOf = (job: PostedJobSummary) =>
  formatSalary({ salary_min: job.salaryMin, salary_max: job.salaryMax, salary_currency: job.salaryCurrency });

/** 'Engineering · Bengaluru, India · Hybrid · Full-time'. */
const metaOf = (job: PostedJobSummary) =>
  [job.department, job.location, workplaceTypeLabels[job.workplaceType], employmentTypeLabels[job.employmentType]]
    .filter((part) => part !== '')
    .join(' · ');

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

type IndexPage = {
  workspace: CareersWorkspace;
  jobs: PostedJobSummary[];
  total: number;
  nextCursor: string | null;
  isFirstPage: boolean;
  url: string;
};

/** /careers/:workspace: the posted jobs, newest first, a page at a time. */
export const indexPage = ({ workspace, jobs, total, nextCursor, isFirstPage, url }: IndexPage): SafeHtml => {
  const indexPath = careersPaths.index(workspace.slug);
  const list =
    jobs.length === 0
      ? html`<div class="card"><h2>No open positions right now</h2><p class="muted">${workspace.name} has no openings on this site at the moment. Please check back soon.</p></div>`
      : html`<ul class="jobs">${jobs.map((job) => {
          const salary = salaryOf(job);
          return html`<li class="job"><a class="card" href="${careersPaths.job(workspace.slug, job.slug)}"><h2>${job.title}</h2><p class="meta">${metaOf(job)}</p><div class="row">${
            salary !== '' ? html`<span class="salary">${salary} a year</span>` : html`<span></span>`
          }<span class="muted">Posted ${formatDay(job.postedMs)}</span></div></a></li>`;
        })}</ul>`;
  const pager =
    nextCursor !== null || !isFirstPage
      ? html`<nav class="pager" aria-label="More positions">${!isFirstPage ? html`<a href="${indexPath}">← Newest positions</a>` : html`<span></span>`}${
          nextCursor !== null
            ? html`<a href="${indexPath}?after=${encodeURIComponent(nextCursor)}" rel="next">Older positions →</a>`
            : null
        }</nav>`
      : null;
  return page({
    title: `Careers at ${workspace.name}`,
    description: `${plural(total, 'open position', 'open positions')} at ${workspace.name}. See each role and apply online.`,
    canonical: url,
    site: siteOf(workspace),
    body: html`<h1>Open positions at ${workspace.name}</h1><p class="lead" data-testid="careers-total">${plural(total, 'open position', 'open positions')}</p>${list}${pager}`,
  });
};

const listSection = (heading: string, items: string[], testId: string, className?: string) =>
  items.length === 0
    ? null
    : html`<section><h2>${heading}</h2><ul data-testid="${testId}"${className ? html` class="${className}"` : null}>${items.map((item) => html`<li>${item}</li>`)}</ul></section>`;

const fact = (label: string, value: string) =>
  value === '' ? null : html`<div><dt>${label}</dt><dd>${value}</dd></div>`;

type JobPage = {
  workspace: CareersWorkspace;
  job: PostedJob;
  url: string;
  jobPosting: Record<string, unknown>;
  form: ApplyFormState;
};

/** /careers/:workspace/:job: the whole job, its JobPosting JSON-LD and the Apply form. */
export const jobPage = ({ workspace, job, url, jobPosting, form }: JobPage): SafeHtml => {
  const salary = salaryOf(job);
  const paragraphs = job.summary.split(/\n{2,}/).filter((paragraph) => paragraph.trim() !== '');
  return page({
    title: `${job.title} at ${workspace.name}`,
    description: descriptionText(job, 160),
    canonical: url,
    site: siteOf(workspace),
    openGraphType: 'article',
    head: jsonLdScript(jobPosting),
    body: html`<p class="crumb"><a href="${careersPaths.index(workspace.slug)}">← All positions at ${workspace.name}</a></p>
<div class="layout">
<article class="card">
<h1 data-testid="careers-job-title">${job.title}</h1>
<p class="meta">${metaOf(job)}</p>
<div class="actions"><a class="button" href="#apply">Apply now</a></div>
${paragraphs.length > 0 ? html`<section><h2>About the role</h2>${paragraphs.map((paragraph) => html`<p>${paragraph}</p>`)}</section>` : null}
${listSection('Responsibilities', job.responsibilities, 'careers-responsibilities')}
${listSection('Must-have requirements', job.requirements, 'careers-requirements')}
${listSection('Nice to have', job.niceToHave, 'careers-nice-to-have')}
${listSection('Skills', job.skills, 'careers-skills', 'chips')}
${listSection('Benefits', job.benefits, 'careers-benefits')}
</article>
<aside class="card" aria-label="Job details">
<dl class="facts">
${fact('Salary', salary !== '' ? `${salary} a year` : '')}
${fact('Employment type', employmentTypeLabels[job.employmentType])}
${fact('Work mode', workplaceTypeLabels[job.workplaceType])}
${fact('Location', job.location)}
${fact('Department', job.department)}
${fact('Seniority', job.seniority !== null ? seniorityLabels[job.seniority] : '')}
${fact('Openings', job.openings > 1 ? String(job.openings) : '')}
${fact('Apply by', job.applicationDeadline !== null ? formatDay(job.applicationDeadline) : '')}
${fact('Posted', formatDay(job.postedMs))}
</dl>
</aside>
${applyFormView({ workspace, job, state: form })}
</div>`,
  });
};

/** After applying (the form's 303 lands here). */
export const thanksPage = ({ workspace, job }: { workspace: CareersWorkspace; job: PostedJob }): SafeHtml =>
  page({
    title: `Application sent – ${job.title} at ${workspace.name}`,
    description: `Your application for ${job.title} at ${workspace.name} has been received.`,
    noindex: true,
    site: siteOf(workspace),
    body: html`<div class="card" data-testid="careers-thanks"><h1>Application sent</h1><p>Thank you for applying for <strong>${job.title}</strong>. ${workspace.name} has received your application and will contact you by e-mail.</p><p><a href="${careersPaths.job(workspace.slug, job.slug)}">Back to the job</a> · <a href="${careersPaths.index(workspace.slug)}">All open positions</a></p></div>`,
  });

/** What is not on the site: an unknown workspace or a job that is a draft, closed or was never posted. */
export const notFoundPage = (
  workspace: CareersWorkspace | null,
  heading = 'This page is not on the careers site',
): SafeHtml =>
  page({
    title: `${heading}${workspace ? ` – ${workspace.name} careers` : ''}`,
    description: 'The position may have been filled or closed.',
    noindex: true,
    ...(workspace ? { site: siteOf(workspace) } : {}),
    body: html`<div class="card" data-testid="careers-not-found"><h1>${heading}</h1><p class="muted">The position may have been filled or closed, or the address may be mistyped.</p>${
      workspace
        ? html`<p><a href="${careersPaths.index(workspace.slug)}">See the open positions at ${workspace.name}</a></p>`
        : null
    }</div>`,
  });

/** A refusal that is not about a field (a closed job, a broken request, a failure of ours). */
export const messagePage = ({
  workspace,
  heading,
  message,
}: {
  workspace: CareersWorkspace | null;
  heading: string;
  message: string;
}): SafeHtml =>
  page({
    title: heading,
    description: message,
    noindex: true,
    ...(workspace ? { site: siteOf(workspace) } : {}),
    body: html`<div class="card" role="alert"><h1>${heading}</h1><p>${message}</p>${workspace ? html`<p><a href="${careersPaths.index(workspace.slug)}">All open positions</a></p>` : null}</div>`,
  });
