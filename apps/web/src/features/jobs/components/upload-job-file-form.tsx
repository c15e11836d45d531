import { JOB_FILE_ACCEPT, jobLimits, type Job } from '@agentdesk/shared';
import { FileText, FileUp, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FileDropZone } from '../../../components/ui/file-drop-zone.tsx';
import { UploadProgress } from '../../../components/ui/upload-progress.tsx';
import { formatFileSize } from '../../../lib/format-kilobytes.ts';
import { useUploadJobFile } from '../api/upload-job-file.ts';
import { jobFileProblem } from '../utils/check-job-file.ts';
import { jobFailureText } from '../utils/job-failure.ts';

type Props = { onRead: (job: Job) => void };

const MEGABYTES = jobLimits.fileBytes / (1024 * 1024);

/** 'Upload file': one job description document, checked here as the server checks it, sent with progress, then read into a draft. */
export const UploadJobFileForm = ({ onRead }: Props) => {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const upload = useUploadJobFile();

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setProblem(chosen === null ? null : jobFileProblem(chosen));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = jobFileProblem(file);
    setProblem(found);
    if (found !== null || file === null) return;
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: ({ job, message }) => {
          toast.success(message);
          onRead(job);
        },
        onError: (error) => setProblem(jobFailureText(error)),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <FileDropZone
        id={inputId}
        accept={JOB_FILE_ACCEPT}
        disabled={upload.isPending}
        icon={FileUp}
        prompt={
          <>
            Drop the job description here or{' '}
            <span className="text-brand underline underline-offset-2">choose a file</span>
          </>
        }
        hint={`PDF, DOCX, TXT or MD · up to ${MEGABYTES} MB`}
        onFiles={([picked]) => {
          if (picked !== undefined) choose(picked);
        }}
      />

      {file !== null ? (
        <div
          data-testid="chosen-job-file"
          className="flex items-center gap-2 rounded-md border border-gray-200 px-3 py-2 text-[13px]"
        >
          <FileText
            size={16}
            aria-hidden="true"
            className={problem === null ? 'shrink-0 text-gray-400' : 'shrink-0 text-red-500'}
          />
          <span className="min-w-0 flex-1 truncate text-gray-900">{file.name}</span>
          <span className="shrink-0 text-xs text-gray-500 tabular-nums">{formatFileSize(file.size)}</span>
          <button
            type="button"
            aria-label={`Remove ${file.name}`}
            disabled={upload.isPending}
            onClick={() => choose(null)}
            className="flex size-6 shrink-0 items-center justify-center rounded text-gray-400 hover:bg-gray-100 hover:text-gray-700"
          >
            <X size={14} aria-hidden="true" />
          </button>
        </div>
      ) : null}

      {problem !== null ? <Alert>{problem}</Alert> : null}
      {upload.isPending ? <UploadProgress fraction={progress} doneLabel="Reading…" /> : null}

      <div className="flex justify-end">
        <Button type="submit" isLoading={upload.isPending}>
          {upload.isPending ? (progress < 1 ? 'Uploading…' : 'Reading…') : 'Upload and read'}
        </Button>
      </div>
    </form>
  );
};
