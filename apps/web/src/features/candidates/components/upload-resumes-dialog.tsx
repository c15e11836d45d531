import type { ScoringBatch } from '@agentdesk/shared';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { UploadResumesForm } from './upload-resumes-form.tsx';

type Props = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  jobId: string;
  jobTitle: string;
  onUploaded: (batch: ScoringBatch) => void;
};

/** 'Upload résumés': the form in a dialog, which closes once the files are sent (their scoring shows over the list). */
export const UploadResumesDialog = ({ isOpen, onOpenChange, jobId, jobTitle, onUploaded }: Props) => (
  <Dialog open={isOpen} onOpenChange={onOpenChange} title="Upload résumés" className="max-w-lg">
    {isOpen ? (
      <UploadResumesForm
        jobId={jobId}
        jobTitle={jobTitle}
        onCancel={() => onOpenChange(false)}
        onUploaded={(batch) => {
          onUploaded(batch);
          onOpenChange(false);
        }}
      />
    ) : null}
  </Dialog>
);
