import { jobMessages, type Job, type JobForm as JobFields } from '@agentdesk/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Ban, Copy, Pencil, Send } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { useCloseJob } from '../api/close-job.ts';
import { useCopyJob } from '../api/copy-job.ts';
import { jobsQueryKeys } from '../api/jobs-query-keys.ts';
import { useUpdateJob } from '../api/update-job.ts';
import { jobFailureText, toastJobFailure } from '../utils/job-failure.ts';
import { toJobFormValues } from '../utils/job-form-values.ts';
import { jobHref } from '../utils/job-hrefs.ts';
import type { JobPageState } from '../utils/list-return.ts';
import { CloseJobDialog } from './close-job-dialog.tsx';
import { JobFormDialog } from './job-form-dialog.tsx';

type Props = {
  job: Job;
  role: string;
  /** Handed on to the copy's page, so its Back link returns to the same list. */
  pageState: JobPageState;
};

/** Edit, Publish (a draft), Close (after asking) and Copy (to the new draft); a closed job can only be copied. */
export const JobActions = ({ job, role, pageState }: Props) => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const update = useUpdateJob();
  const close = useCloseJob();
  const copy = useCopyJob();
  const [isEditing, setEditing] = useState(false);
  const [isConfirmingClose, setConfirmingClose] = useState(false);
  const jobId = job.job_id;
  const isClosed = job.status === 'closed';

  /** A job closed elsewhere meanwhile (409): the page shows it as it is now. */
  const followRefusal = (error: unknown) => {
    if (jobFailureText(error) === jobMessages.closed) void queryClient.invalidateQueries({ queryKey: jobsQueryKeys.detail(jobId) });
  };

  const onPublish = () =>
    update.mutate(
      { jobId, body: { status: 'open' } },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: (error) => {
          toastJobFailure(error);
          followRefusal(error);
        },
      },
    );

  const onEdit = async (fields: JobFields) => {
    try {
      const { message } = await update.mutateAsync({ jobId, body: fields });
      toast.success(message);
      setEditing(false);
    } catch (error) {
      followRefusal(error);
      throw error;
    }
  };

  const onClose = () =>
    close.mutate(jobId, {
      onSuccess: ({ message }) => {
        setConfirmingClose(false);
        toast.success(message);
      },
      onError: (error) => {
        setConfirmingClose(false);
        toastJobFailure(error);
      },
    });

  const onCopy = () =>
    copy.mutate(jobId, {
      onSuccess: ({ job: copied, message }) => {
        toast.success(message);
        void navigate(jobHref(role, copied.job_id), { state: pageState });
      },
      onError: toastJobFailure,
    });

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant={isClosed ? 'primary' : 'secondary'} size="sm" onClick={onCopy} isLoading={copy.isPending}>
        {copy.isPending ? null : <Copy size={14} aria-hidden="true" />}
        Copy
      </Button>
      {isClosed ? null : (
        <>
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            <Pencil size={14} aria-hidden="true" />
            Edit
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setConfirmingClose(true)}>
            <Ban size={14} aria-hidden="true" />
            Close job
          </Button>
        </>
      )}
      {job.status === 'draft' ? (
        <Button size="sm" onClick={onPublish} isLoading={update.isPending && update.variables.body.status === 'open'}>
          {update.isPending ? null : <Send size={14} aria-hidden="true" />}
          Publish
        </Button>
      ) : null}
      <JobFormDialog
        isOpen={isEditing}
        onOpenChange={setEditing}
        title="Edit job"
        description={job.status === 'open' ? 'Changes show in the open listing as soon as they are saved.' : 'The job stays a draft until you publish it.'}
        defaultValues={toJobFormValues(job)}
        submitLabel="Save changes"
        isPending={update.isPending}
        onSubmit={onEdit}
      />
      <CloseJobDialog isOpen={isConfirmingClose} onOpenChange={setConfirmingClose} isPending={close.isPending} onConfirm={onClose} />
    </div>
  );
};
