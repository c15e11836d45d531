import { onboardingUploadLimits } from '@agentdesk/shared';
import { CloudUpload } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { FileDropZone } from '../../../components/ui/file-drop-zone.tsx';
import { UploadProgress } from '../../../components/ui/upload-progress.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useUploadDocuments } from '../api/document-actions.ts';

const MEGABYTES = onboardingUploadLimits.maxBytes / 1024 / 1024;

/** Upload identity papers or résumés: dropped or chosen files are sent at once, with progress; they wait as pending. */
export const UploadDocuments = () => {
  const inputId = useId();
  const upload = useUploadDocuments();
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);

  const onFiles = (files: File[]) => {
    if (files.length === 0) return;
    setProblem(null);
    setProgress(0);
    upload.mutate(
      { files, onProgress: setProgress },
      { onError: (error) => setProblem(errorMessage(error, 'Failed to upload the documents.')) },
    );
  };

  return (
    <div className="flex flex-col gap-2">
      <FileDropZone
        id={inputId}
        accept={onboardingUploadLimits.accept}
        multiple
        disabled={upload.isPending}
        icon={CloudUpload}
        prompt={
          <span>
            Drop identity papers or résumés here, or{' '}
            <span className="text-brand underline underline-offset-2">browse</span>
          </span>
        }
        hint={`PDF, JPEG, PNG or WebP · up to ${onboardingUploadLimits.maxFiles} files of ${MEGABYTES} MB each`}
        onFiles={onFiles}
      />
      {upload.isPending ? <UploadProgress fraction={progress} /> : null}
      {problem !== null ? <Alert>{problem}</Alert> : null}
    </div>
  );
};
