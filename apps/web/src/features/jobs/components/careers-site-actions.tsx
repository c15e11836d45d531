import { isPastDeadline, jobMessages, type Job } from '@agentdesk/shared';
import { useQueryClient } from '@tanstack/react-query';
import { ExternalLink, Globe } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { jobsQueryKeys } from '../api/jobs-query-keys.ts';
import { usePostJobToCareers } from '../api/post-job-to-careers.ts';
import { jobFailureText, toastJobFailure } from '../utils/job-failure.ts';
import { jobDeadlineText } from '../utils/job-labels.ts';

type Props = { job: Job; canPost: boolean };

/**
 * An open job's place on the workspace's careers site: "Post to careers site" until it is there
 * (members), then a link to its public page (everyone), until its application deadline has
 * passed. A closed job is off the site.
 */
export const CareersSiteActions = ({ job, canPost }: Props) => {
  const queryClient = useQueryClient();
  const post = usePostJobToCareers();
  if (job.status !== 'open') return null;

  if (job.posted_timestamp !== null && isPastDeadline(job)) {
    return (
      <span data-testid="job-careers-past-deadline" className="text-[13px] text-gray-500">
        Off the careers site: applications closed after {jobDeadlineText(job.application_deadline!)}
      </span>
    );
  }
  if (job.posted_timestamp !== null) {
    return (
      <a
        href={job.careers_path}
        target="_blank"
        rel="noopener"
        data-testid="job-careers-link"
        className="inline-flex h-8 shrink-0 items-center gap-1.5 rounded-md border border-gray-300 bg-white px-2.5 text-[13px] font-medium whitespace-nowrap text-gray-800 shadow-xs hover:bg-gray-50"
      >
        <ExternalLink size={14} aria-hidden="true" />
        View on careers site
      </a>
    );
  }
  if (!canPost) return null;

  const onPost = () =>
    post.mutate(job.job_id, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => {
        toastJobFailure(error);
        // Closed (or unpublished) elsewhere meanwhile: the page shows the job as it is now.
        if (jobFailureText(error) !== jobMessages.notFound) void queryClient.invalidateQueries({ queryKey: jobsQueryKeys.detail(job.job_id) });
      },
    });

  return (
    <Button variant="secondary" size="sm" onClick={onPost} isLoading={post.isPending}>
      {post.isPending ? null : <Globe size={14} aria-hidden="true" />}
      Post to careers site
    </Button>
  );
};
