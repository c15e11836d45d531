import type { JobForm as JobFields } from '@agentdesk/shared';
import { Dialog } from '../../../components/ui/dialog.tsx';
import type { JobFormValues } from '../utils/job-form-values.ts';
import { JobForm } from './job-form.tsx';

type Props = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  description: string;
  defaultValues: JobFormValues;
  submitLabel: string;
  /** While the server has not answered, the dialog stays open. */
  isPending: boolean;
  onSubmit: (fields: JobFields) => Promise<void>;
};

/** The job listing form in a dialog: a new job, or a job's changes. */
export const JobFormDialog = ({
  isOpen,
  onOpenChange,
  title,
  description,
  defaultValues,
  submitLabel,
  isPending,
  onSubmit,
}: Props) => {
  const onChange = (open: boolean) => {
    if (!isPending) onOpenChange(open);
  };
  return (
    <Dialog open={isOpen} onOpenChange={onChange} title={title} description={description} className="max-w-2xl!">
      {isOpen ? (
        <JobForm
          defaultValues={defaultValues}
          actions={[{ intent: 'save', label: submitLabel }]}
          onSubmit={(fields) => onSubmit(fields)}
          onCancel={() => onChange(false)}
          className="mt-4"
        />
      ) : null}
    </Dialog>
  );
};
