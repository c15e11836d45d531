import { isMissingCountryMessage, jobMessages, type Job, type JobForm as JobFields } from '@agentdesk/shared';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useCloseJob } from '../api/close-job.ts';
import { useCopyJob } from '../api/copy-job.ts';
import { useDeleteJob } from '../api/delete-job.ts';
import { jobsQueryKeys } from '../api/jobs-query-keys.ts';
import { useUpdateJob } from '../api/update-job.ts';
import { jobFailureText, toastJobFailure } from '../utils/job-failure.ts';
import { jobHref } from '../utils/job-hrefs.ts';
import type { JobPageState } from '../utils/list-return.ts';

type Options = {
  role: string;
  /** Handed on to a copy's page, so its Back link returns to the same list. */
  pageState: JobPageState;
};

/**
 * What can be done with a job, from its page or its row of the list: publish, unpublish, edit, close, copy
 * (then its page opens) and delete, each saying in a toast what happened or why not.
 */
export const useJobActions = ({ role, pageState }: Options) => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const update = useUpdateJob();
  const close = useCloseJob();
  const copy = useCopyJob();
  const remove = useDeleteJob();
  // A publish refused for want of the workspace's default country: the question, and the job waiting.
  const [countryQuestion, setCountryQuestion] = useState<{ job: Job; reason: string } | null>(null);

  /** A job closed or deleted elsewhere meanwhile (409, 404): it is asked again, so it shows as it is now. */
  const followRefusal = (jobId: string, error: unknown) => {
    const text = jobFailureText(error);
    if (text !== jobMessages.closed && text !== jobMessages.notFound && text !== jobMessages.hasApplicants) return;
    void queryClient.invalidateQueries({ queryKey: jobsQueryKeys.detail(jobId) });
    void queryClient.invalidateQueries({ queryKey: jobsQueryKeys.lists });
  };
  const fail = (jobId: string) => (error: unknown) => {
    toastJobFailure(error);
    followRefusal(jobId, error);
  };

  return {
    update,
    close,
    copy,
    remove,
    /**
     * Publishing puts the job on the careers site and its feeds at once. Refused for want of a country
     * the workspace's default would give, it asks for that country (countryQuestion) instead of a toast.
     */
    publish: (job: Job) =>
      update.mutate(
        { jobId: job.job_id, body: { status: 'open' } },
        {
          onSuccess: ({ message }) => toast.success(message),
          onError: (error) => {
            const reason = jobFailureText(error);
            if (isMissingCountryMessage(reason)) setCountryQuestion({ job, reason });
            else fail(job.job_id)(error);
          },
        },
      ),
    countryQuestion,
    /** The question answered (the country saved: publish again) or dismissed. */
    answerCountryQuestion: (isSaved: boolean) => {
      const waiting = countryQuestion;
      setCountryQuestion(null);
      if (isSaved && waiting !== null)
        update.mutate(
          { jobId: waiting.job.job_id, body: { status: 'open' } },
          { onSuccess: ({ message }) => toast.success(message), onError: fail(waiting.job.job_id) },
        );
    },
    /** Takes the job off the careers site (back to a draft). */
    unpublish: (job: Job, onSettled: () => void) =>
      update.mutate(
        { jobId: job.job_id, body: { status: 'draft' } },
        { onSuccess: ({ message }) => toast.success(message), onError: fail(job.job_id), onSettled },
      ),
    /** Saves the form; a refusal is thrown back for the form to show. */
    edit: async (job: Job, fields: JobFields) => {
      try {
        const { message } = await update.mutateAsync({ jobId: job.job_id, body: fields });
        toast.success(message);
      } catch (error) {
        followRefusal(job.job_id, error);
        throw error;
      }
    },
    closeJob: (job: Job, onSettled: () => void) =>
      close.mutate(job.job_id, {
        onSuccess: ({ message }) => toast.success(message),
        onError: fail(job.job_id),
        onSettled,
      }),
    copyJob: (job: Job) =>
      copy.mutate(job.job_id, {
        onSuccess: ({ job: copied, message }) => {
          toast.success(message);
          void navigate(jobHref(role, copied.job_id), { state: pageState });
        },
        onError: fail(job.job_id),
      }),
    deleteJob: (job: Job, onSettled: () => void) =>
      remove.mutate(job.job_id, {
        onSuccess: ({ message }) => toast.success(message),
        onError: fail(job.job_id),
        onSettled,
      }),
  };
};

export type JobActionsApi = ReturnType<typeof useJobActions>;
