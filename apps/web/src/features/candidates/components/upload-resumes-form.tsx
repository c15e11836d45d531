import { candidateLimits, candidateMessages, RESUME_UPLOAD_ACCEPT, type ScoringBatch } from '@agentdesk/shared';
import { plural, pluralNoun } from '@agentdesk/shared/plural';
import { CloudUpload } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ChosenFileList } from '../../../components/ui/chosen-file-list.tsx';
import { FileDropZone } from '../../../components/ui/file-drop-zone.tsx';
import { UploadProgress } from '../../../components/ui/upload-progress.tsx';
import { addChosenFiles } from '../../../lib/chosen-files.ts';
import { failureText } from '../../../lib/toast-failure.ts';
import { useScoreCandidates } from '../api/score-candidates.ts';
import { resumeFileProblem, resumeUploadProblem } from '../utils/check-resume-files.ts';

type Props = {
  jobId: string;
  jobTitle: string;
  onUploaded: (batch: ScoringBatch) => void;
  onCancel: () => void;
};

const MEGABYTES = candidateLimits.resumeBytes / (1024 * 1024);

/**
 * Résumés for a job: chosen or dropped, many at once, checked here as the server checks them. A
 * file the server would refuse is shown with why and left out; the rest are sent, with progress,
 * and read and scored in the background.
 */
export const UploadResumesForm = ({ jobId, jobTitle, onUploaded, onCancel }: Props) => {
  const inputId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const upload = useScoreCandidates();
  const accepted = files.filter((file) => resumeFileProblem(file) === null);
  const leftOut = files.length - accepted.length;

  const choose = (next: File[]) => {
    setFiles(next);
    setProblem(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = resumeUploadProblem(accepted);
    setProblem(found);
    if (found !== null) return;
    setProgress(0);
    upload.mutate(
      { jobId, files: accepted, onProgress: setProgress },
      {
        onSuccess: (batch) => {
          toast.success(candidateMessages.uploaded(batch.files.length));
          onUploaded(batch);
        },
        onError: (error) => setProblem(failureText(error)),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-3">
      <p className="text-[13px] text-gray-600">
        Scored against <span className="font-medium text-gray-900">{jobTitle}</span>.
      </p>
      <FileDropZone
        id={inputId}
        accept={RESUME_UPLOAD_ACCEPT}
        multiple
        disabled={upload.isPending}
        icon={CloudUpload}
        prompt={
          <>
            Drop résumés here or <span className="text-brand underline underline-offset-2">browse</span>
          </>
        }
        hint={`PDF, Word (.docx), TXT, MD or a scan (PNG, JPEG, WebP) · up to ${candidateLimits.filesPerUpload} files of ${MEGABYTES} MB each`}
        onFiles={(picked) => choose(addChosenFiles(files, picked))}
      />
      {files.length > 0 ? (
        <ChosenFileList
          files={files}
          problemOf={resumeFileProblem}
          onRemove={(file) => choose(files.filter((chosen) => chosen !== file))}
          isDisabled={upload.isPending}
        />
      ) : null}
      {leftOut > 0 && accepted.length > 0 ? (
        <p className="text-xs text-gray-600">
          {plural(leftOut, 'file')} {pluralNoun(leftOut, { one: 'is', other: 'are' })} left out of the upload: see why
          above.
        </p>
      ) : null}
      {problem !== null ? <Alert>{problem}</Alert> : null}
      {upload.isPending ? <UploadProgress fraction={progress} doneLabel="Starting…" /> : null}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onCancel} disabled={upload.isPending}>
          Cancel
        </Button>
        <Button type="submit" size="sm" isLoading={upload.isPending} data-testid="upload-resumes-submit">
          {accepted.length > 1 ? `Upload ${plural(accepted.length, 'résumé')}` : 'Upload'}
        </Button>
      </div>
    </form>
  );
};
