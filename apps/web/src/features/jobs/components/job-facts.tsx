import type { Job } from '@agentdesk/shared';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { RelativeTime } from '../../../components/ui/relative-time.tsx';
import { useNow } from '../../../lib/use-now.ts';
import { jobHref } from '../utils/job-hrefs.ts';
import { jobSourceLabels } from '../utils/job-labels.ts';
import { Fact, JobTermFacts } from './job-term-facts.tsx';

type Props = { job: Job; role: string };

/** 'Created by demo · Updated by asha' ('a former member' for an account that is gone). */
const authorsText = (job: Job) =>
  `Created by ${job.created_by?.username ?? 'a former member'} · Updated by ${job.updated_by?.username ?? 'a former member'}`;

/** The job's terms and history: types, salary, place, where it came from, when it changed and by whom. */
export const JobFacts = ({ job, role }: Props) => {
  const now = useNow();
  return (
    <Card title="Details" className="[&>div]:py-1">
      <dl className="divide-y divide-gray-100 text-[13px]">
        <JobTermFacts job={job} />
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
      <p data-testid="job-authors" className="border-t border-gray-100 py-2 text-xs break-words text-gray-500">
        {authorsText(job)}
      </p>
    </Card>
  );
};
