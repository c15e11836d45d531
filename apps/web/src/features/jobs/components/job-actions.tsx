import type { Job, JobForm as JobFields } from '@agentdesk/shared';
import { Ban, Copy, EyeOff, Pencil, Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useJobActions } from '../hooks/use-job-actions.ts';
import { toJobFormValues } from '../utils/job-form-values.ts';
import type { JobPageState } from '../utils/list-return.ts';
import { CloseJobDialog } from './close-job-dialog.tsx';
import { DefaultCountryDialog } from './default-country-dialog.tsx';
import { JobFormDialog } from './job-form-dialog.tsx';
import { UnpublishJobDialog } from './unpublish-job-dialog.tsx';

type Props = {
  job: Job;
  role: string;
  /** Handed on to the copy's page, so its Back link returns to the same list. */
  pageState: JobPageState;
};

/**
 * Edit, Publish (a draft: on the careers site at once) or Unpublish (an open job, after asking), Close
 * (after asking) and Copy (to the new draft); a closed job can only be copied.
 */
export const JobActions = ({ job, role, pageState }: Props) => {
  const actions = useJobActions({ role, pageState });
  const { update, close, copy } = actions;
  const [isEditing, setEditing] = useState(false);
  const [isConfirmingClose, setConfirmingClose] = useState(false);
  const [isConfirmingUnpublish, setConfirmingUnpublish] = useState(false);
  const isClosed = job.status === 'closed';

  const onPublish = () => actions.publish(job);
  const onEdit = async (fields: JobFields) => {
    await actions.edit(job, fields);
    setEditing(false);
  };
  const onClose = () => actions.closeJob(job, () => setConfirmingClose(false));
  const onUnpublish = () => actions.unpublish(job, () => setConfirmingUnpublish(false));
  const onCopy = () => actions.copyJob(job);

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
      {job.status === 'open' ? (
        <Button variant="secondary" size="sm" onClick={() => setConfirmingUnpublish(true)}>
          <EyeOff size={14} aria-hidden="true" />
          Unpublish
        </Button>
      ) : null}
      <DefaultCountryDialog
        reason={actions.countryQuestion?.reason ?? null}
        onOpenChange={(isOpen) => (isOpen ? undefined : actions.answerCountryQuestion(false))}
        onSaved={() => actions.answerCountryQuestion(true)}
      />
      <JobFormDialog
        isOpen={isEditing}
        onOpenChange={setEditing}
        title="Edit job"
        description={
          job.status === 'open'
            ? 'Changes show on your careers site as soon as they are saved.'
            : 'The job stays a draft until you publish it.'
        }
        defaultValues={toJobFormValues(job)}
        submitLabel="Save changes"
        isPending={update.isPending}
        onSubmit={onEdit}
      />
      <CloseJobDialog
        isOpen={isConfirmingClose}
        onOpenChange={setConfirmingClose}
        isPending={close.isPending}
        onConfirm={onClose}
      />
      <UnpublishJobDialog
        isOpen={isConfirmingUnpublish}
        onOpenChange={setConfirmingUnpublish}
        isPending={update.isPending}
        onConfirm={onUnpublish}
      />
    </div>
  );
};
