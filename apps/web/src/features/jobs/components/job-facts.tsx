import { employmentTypeLabels, workplaceTypeLabels, type Job } from '@agentdesk/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { RelativeTime } from '../../../components/ui/relative-time.tsx';
import { useNow } from '../../../lib/use-now.ts';
import { jobHref } from '../utils/job-hrefs.ts';
import { jobSalaryText, jobSourceLabels } from '../utils/job-labels.ts';

type Props = { job: Job; role: string };

const Fact = ({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) => (
  <div className="flex min-w-0 items-baseline justify-between gap-3 py-2 lg:block">
    <dt className="shrink-0 text-gray-500">{label}</dt>
    <dd data-testid={testId} className="min-w-0 text-right font-medium break-words text-gray-900 lg:mt-0.5 lg:text-left">
      {children}
    </dd>
  </div>
);

/** The job's terms and history: types, salary, place, where it came from and when it changed. */
export const JobFacts = ({ job, role }: Props) => {
  const now = useNow();
  return (
    <Card title="Details" className="[&>div]:py-1">
      <dl className="divide-y divide-gray-100 text-[13px]">
        <Fact label="Employment type" testId="job-employment-type">
          {employmentTypeLabels[job.employment_type]}
        </Fact>
        <Fact label="Workplace type" testId="job-workplace-type">
          {workplaceTypeLabels[job.workplace_type]}
        </Fact>
        <Fact label="Salary" testId="job-salary">
          <span className="tabular-nums">{jobSalaryText(job)}</span>
        </Fact>
        <Fact label="Department" testId="job-department">
          {job.department === '' ? '—' : job.department}
        </Fact>
        <Fact label="Location" testId="job-location">
          {job.location === '' ? '—' : job.location}
        </Fact>
        <Fact label="Made from">
          {job.copied_from !== null ? (
            <Link to={jobHref(role, job.copied_from)} className="text-brand hover:underline">
              A copy of another job
            </Link>
          ) : (
            jobSourceLabels[job.source]
          )}
        </Fact>
        <Fact label="Created">
          <RelativeTime at={job.created_timestamp} now={now} />
        </Fact>
        <Fact label="Updated">
          <RelativeTime at={job.updated_timestamp} now={now} />
        </Fact>
        {job.published_timestamp !== null ? (
          <Fact label="Published">
            <RelativeTime at={job.published_timestamp} now={now} />
          </Fact>
        ) : null}
        {job.closed_timestamp !== null ? (
          <Fact label="Closed">
            <RelativeTime at={job.closed_timestamp} now={now} />
          </Fact>
        ) : null}
      </dl>
    </Card>
  );
};
