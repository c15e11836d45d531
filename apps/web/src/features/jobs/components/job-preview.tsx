import {
  employmentTypeLabels,
  formatSalary,
  seniorityLabels,
  workplaceTypeLabels,
  type JobDraft,
} from '@agentdesk/shared';
import { Card } from '../../../components/ui/card.tsx';
import { JobDescription } from './job-description.tsx';
import { JobTermFacts } from './job-term-facts.tsx';

type Props = { job: JobDraft };

/** A job not saved yet, as its page will show it: title and place, its details, then its description. */
export const JobPreview = ({ job }: Props) => {
  const place = [job.department, job.location].filter((part) => part !== '').join(' · ');
  const terms = [
    employmentTypeLabels[job.employment_type],
    workplaceTypeLabels[job.workplace_type],
    ...(job.seniority === null ? [] : [seniorityLabels[job.seniority]]),
  ];
  const salary = formatSalary(job);
  return (
    <div
      data-testid="job-preview"
      className="flex min-w-0 flex-col gap-4 rounded-lg border border-dashed border-gray-300 bg-gray-50 p-3 sm:p-4"
    >
      <header className="min-w-0">
        <h2 className="text-xs font-semibold tracking-wide text-gray-500 uppercase">Preview</h2>
        <p
          data-testid="job-preview-title"
          className="mt-1 text-lg leading-6 font-semibold tracking-tight break-words text-gray-900"
        >
          {job.title === '' ? 'Untitled job' : job.title}
        </p>
        {place !== '' ? <p className="mt-0.5 text-[13px] break-words text-gray-500">{place}</p> : null}
        <p className="mt-1 text-[13px] text-gray-700">
          {terms.join(' · ')}
          {salary !== '' ? <span className="tabular-nums"> · {salary}</span> : null}
        </p>
      </header>
      <Card title="Details">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-[13px]">
          <JobTermFacts job={job} layout="grid" />
        </dl>
      </Card>
      <JobDescription job={job} />
    </div>
  );
};
