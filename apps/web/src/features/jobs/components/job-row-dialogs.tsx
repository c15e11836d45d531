import type { Job } from '@agentdesk/shared';
import type { JobActionsApi } from '../hooks/use-job-actions.ts';
import { toJobFormValues } from '../utils/job-form-values.ts';
import { CloseJobDialog } from './close-job-dialog.tsx';
import { DeleteJobDialog } from './delete-job-dialog.tsx';
import { JobFormDialog } from './job-form-dialog.tsx';
import { UnpublishJobDialog } from './unpublish-job-dialog.tsx';

/** A row's action that asks first (or opens the form), and its job. */
export type AskedJobAction = { action: 'edit' | 'close' | 'unpublish' | 'delete'; job: Job };

type Props = {
  asked: AskedJobAction | null;
  onDismiss: () => void;
  actions: JobActionsApi;
};

/**
 * The list's dialogs for a row's action: the job listing form to edit, and the questions before
 * unpublishing, closing and deleting.
 */
export const JobRowDialogs = ({ asked, onDismiss, actions }: Props) => {
  const job = asked?.job;
  const dismissWhenClosed = (isOpen: boolean) => {
    if (!isOpen) onDismiss();
  };
  return (
    <>
      <JobFormDialog
        key={job?.job_id ?? 'none'}
        isOpen={asked?.action === 'edit'}
        onOpenChange={dismissWhenClosed}
        title="Edit job"
        description={
          job?.status === 'open'
            ? 'Changes show on your careers site as soon as they are saved.'
            : 'The job stays a draft until you publish it.'
        }
        defaultValues={toJobFormValues(job)}
        submitLabel="Save changes"
        isPending={actions.update.isPending}
        onSubmit={async (fields) => {
          if (job === undefined) return;
          await actions.edit(job, fields);
          onDismiss();
        }}
      />
      <UnpublishJobDialog
        isOpen={asked?.action === 'unpublish'}
        onOpenChange={dismissWhenClosed}
        isPending={actions.update.isPending}
        onConfirm={() => job !== undefined && actions.unpublish(job, onDismiss)}
      />
      <CloseJobDialog
        isOpen={asked?.action === 'close'}
        onOpenChange={dismissWhenClosed}
        isPending={actions.close.isPending}
        onConfirm={() => job !== undefined && actions.closeJob(job, onDismiss)}
      />
      <DeleteJobDialog
        title={asked?.action === 'delete' ? (job?.title ?? null) : null}
        onOpenChange={dismissWhenClosed}
        isPending={actions.remove.isPending}
        onConfirm={() => job !== undefined && actions.deleteJob(job, onDismiss)}
      />
    </>
  );
};
