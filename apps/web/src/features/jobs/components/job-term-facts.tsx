import { employmentTypeLabels, seniorityLabels, workplaceTypeLabels, type JobDraft } from '@agentdesk/shared';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';
import { jobDeadlineText, jobSalaryText } from '../utils/job-labels.ts';

/** 'list': label and value side by side, one above the other once the list is a column of its own (a job's page); 'grid': one above the other, in a grid's cell. */
export type FactsLayout = 'list' | 'grid';

type FactProps = { label: string; children: ReactNode; testId?: string; layout?: FactsLayout };

/** One fact of a job's details. */
export const Fact = ({ label, children, testId, layout = 'list' }: FactProps) => (
  <div className={cn('min-w-0', layout === 'list' && 'flex items-baseline justify-between gap-3 py-2 lg:block')}>
    <dt className="shrink-0 text-gray-500">{label}</dt>
    <dd
      data-testid={testId}
      className={cn(
        'min-w-0 font-medium break-words text-gray-900',
        layout === 'list' ? 'text-right lg:mt-0.5 lg:text-left' : 'mt-0.5',
      )}
    >
      {children}
    </dd>
  </div>
);

const orDash = (text: string) => (text === '' ? '—' : text);

type Props = { job: JobDraft; layout?: FactsLayout };

/** The job's terms, as its page and the preview of a draft show them: types, seniority, salary, place, openings, deadline and hiring manager. */
export const JobTermFacts = ({ job, layout }: Props) => (
  <>
    <Fact label="Employment type" testId="job-employment-type" layout={layout}>
      {employmentTypeLabels[job.employment_type]}
    </Fact>
    <Fact label="Workplace type" testId="job-workplace-type" layout={layout}>
      {workplaceTypeLabels[job.workplace_type]}
    </Fact>
    <Fact label="Seniority" testId="job-seniority" layout={layout}>
      {job.seniority === null ? '—' : seniorityLabels[job.seniority]}
    </Fact>
    <Fact label="Salary" testId="job-salary" layout={layout}>
      <span className="tabular-nums">{jobSalaryText(job)}</span>
    </Fact>
    <Fact label="Department" testId="job-department" layout={layout}>
      {orDash(job.department)}
    </Fact>
    <Fact label="Location" testId="job-location" layout={layout}>
      {orDash(job.location)}
    </Fact>
    <Fact label="Openings" testId="job-openings" layout={layout}>
      <span className="tabular-nums">{job.openings.toLocaleString('en-US')}</span>
    </Fact>
    <Fact label="Apply by" testId="job-deadline" layout={layout}>
      {job.application_deadline === null ? 'No deadline' : jobDeadlineText(job.application_deadline)}
    </Fact>
    <Fact label="Hiring manager" testId="job-hiring-manager" layout={layout}>
      {orDash(job.hiring_manager)}
    </Fact>
  </>
);
