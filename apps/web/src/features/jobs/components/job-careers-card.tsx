import { careersPaths, type Job } from '@agentdesk/shared';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { RelativeTime } from '../../../components/ui/relative-time.tsx';
import { cn } from '../../../lib/cn.ts';
import { useNow } from '../../../lib/use-now.ts';
import { jobDeadlineText } from '../utils/job-labels.ts';

type Props = { job: Job };

/** The workspace's part of a job's public address: /careers/<workspace>/<job>. */
const workspaceSlugOf = (job: Job) => job.careers_path.split('/')[2] ?? '';

/** An address as people share it: this app's origin (which serves the careers site) and the path. */
const publicUrlOf = (path: string) => new URL(path, window.location.origin).toString();

const State = ({ isLive, children }: { isLive: boolean; children: ReactNode }) => (
  <p data-testid="job-careers-state" className="flex items-start gap-2 text-[13px] text-gray-800">
    <span
      aria-hidden="true"
      className={cn('mt-1.5 size-2 shrink-0 rounded-full', isLive ? 'bg-green-500' : 'bg-gray-300')}
    />
    <span className="min-w-0">{children}</span>
  </p>
);

const feedLinkClass = 'font-medium text-brand hover:underline';

/**
 * Where the job is public: while it is open (published), its page on the workspace's careers site,
 * with the address to share, and the site's feeds that carry it; otherwise why it is not there.
 */
export const JobCareersCard = ({ job }: Props) => {
  const now = useNow();
  const workspace = workspaceSlugOf(job);

  if (job.status !== 'open') {
    return (
      <Card title="Careers site" className="[&>div]:py-3">
        <State isLive={false}>
          {job.status === 'closed'
            ? 'Off your careers site: a closed job is not listed, and its address says it no longer takes applications.'
            : job.published_timestamp !== null
              ? 'Unpublished: off your careers site and its feeds. Publish it to put it back at the same address.'
              : 'Not on your careers site yet. Publishing puts it there and in the site’s job feeds at once.'}
        </State>
      </Card>
    );
  }

  const url = publicUrlOf(job.careers_path);
  return (
    <Card title="Careers site" className="[&>div]:py-3">
      <div className="flex flex-col gap-3" data-testid="job-careers">
        <State isLive>
          Live on your careers site
          {job.posted_timestamp !== null ? (
            <>
              {' since '}
              <RelativeTime at={job.posted_timestamp} now={now} />
            </>
          ) : null}
        </State>
        <div className="flex min-w-0 items-center gap-2">
          <a
            href={job.careers_path}
            target="_blank"
            rel="noopener"
            data-testid="job-careers-link"
            className={cn(
              'flex min-w-0 flex-1 items-center gap-1.5 rounded-md border border-gray-200 bg-gray-50 px-2.5 py-1.5',
              'text-[13px] text-brand hover:bg-gray-100',
            )}
          >
            <ExternalLink size={14} aria-hidden="true" className="shrink-0" />
            <span className="min-w-0 break-all">{url}</span>
          </a>
          <CopyButton value={url} label="Copy the job’s public link" />
        </div>
        <p className="text-[13px] text-gray-600">
          {'Listed on '}
          <a href={careersPaths.index(workspace)} target="_blank" rel="noopener" className={feedLinkClass}>
            your careers page
          </a>
          {' and in its job feeds: '}
          <a href={careersPaths.xmlFeed(workspace)} target="_blank" rel="noopener" className={feedLinkClass}>
            XML
          </a>
          {' · '}
          <a href={careersPaths.jsonFeed(workspace)} target="_blank" rel="noopener" className={feedLinkClass}>
            JSON
          </a>
          .
        </p>
        {job.application_deadline !== null ? (
          <p className="text-xs text-gray-500">
            Takes applications through {jobDeadlineText(job.application_deadline)}; the job closes and leaves the site
            after that day.
          </p>
        ) : null}
      </div>
    </Card>
  );
};
