import { applicationStageLabels, applicationStages, type HiringHome } from '@agentdesk/shared';
import { plural } from '@agentdesk/shared/plural';
import { Link } from 'react-router';
import { candidateShortlistingHref } from '../../../lib/hiring-hrefs.ts';
import { HomeListCard } from './home-list-card.tsx';

type Props = { role: string; jobs: HiringHome['open_jobs'] };

const stageHref = (role: string, jobId: string, stage: string) =>
  `${candidateShortlistingHref(role, jobId)}&stage=${stage}`;

/** Open jobs with their candidates per stage, each stage opening the job's candidates in it. */
export const OpenJobsCard = ({ role, jobs }: Props) => (
  <HomeListCard
    title="Open jobs"
    description="Candidates per stage"
    allHref={`/${role}/job-listings`}
    allLabel="All jobs"
    emptyText="No open jobs. Publish a job to start receiving candidates."
    more={jobs.more}
    data-testid="home-open-jobs"
  >
    {jobs.items.map((job) => (
      <li key={job.id} className="py-2.5">
        <div className="flex items-baseline justify-between gap-3">
          <Link
            to={candidateShortlistingHref(role, job.id)}
            className="min-w-0 truncate text-[13px] font-medium text-gray-900 hover:text-brand hover:underline"
          >
            {job.title}
          </Link>
          <span className="shrink-0 text-xs text-gray-500 tabular-nums">
            {plural(job.applicant_count, 'candidate')}
          </span>
        </div>
        {job.location === '' ? null : <p className="truncate text-xs text-gray-500">{job.location}</p>}
        <ul aria-label={`${job.title}: candidates per stage`} className="mt-1.5 flex flex-wrap gap-1.5">
          {applicationStages
            .filter((stage) => job.stage_counts[stage] > 0)
            .map((stage) => (
              <li key={stage}>
                <Link
                  to={stageHref(role, job.id, stage)}
                  className="inline-flex items-center gap-1 rounded-md border border-gray-200 px-1.5 py-0.5 text-xs text-gray-700 hover:border-brand/50 hover:bg-brand-soft/40"
                >
                  {applicationStageLabels[stage]}
                  <span className="font-medium text-gray-900 tabular-nums">{job.stage_counts[stage]}</span>
                </Link>
              </li>
            ))}
        </ul>
      </li>
    ))}
  </HomeListCard>
);
