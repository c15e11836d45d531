import { KNOWLEDGE_BASE_FILE_ACCEPT, knowledgeBaseLimits } from '@agentdesk/shared';
import { plural } from '@agentdesk/shared/plural';
import { CloudUpload } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ChosenFileList } from '../../../components/ui/chosen-file-list.tsx';
import { FileDropZone } from '../../../components/ui/file-drop-zone.tsx';
import { useAddFileSources } from '../api/add-file-sources.ts';
import { addChosenFiles, checkFiles, fileProblem } from '../utils/check-files.ts';
import { failureText } from '../utils/failure-text.ts';
import { UploadProgress } from '../../../components/ui/upload-progress.tsx';

type Props = { knowledgeBaseId: string; onAdded: () => void };

const MEGABYTES = knowledgeBaseLimits.fileBytes / (1024 * 1024);

/** 'Upload files': choose or drop documents, checked here as the server checks them, then sent with progress. */
export const UploadFilesForm = ({ knowledgeBaseId, onAdded }: Props) => {
  const inputId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const upload = useAddFileSources();

  const choose = (next: File[]) => {
    setFiles(next);
    setProblem(next.length === 0 ? null : checkFiles(next));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkFiles(files);
    setProblem(found);
    if (found !== null) return;
    setProgress(0);
    upload.mutate(
      { id: knowledgeBaseId, files, onProgress: setProgress },
      { onSuccess: onAdded, onError: (error) => setProblem(failureText(error)) },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <FileDropZone
        id={inputId}
        accept={KNOWLEDGE_BASE_FILE_ACCEPT}
        multiple
        disabled={upload.isPending}
        icon={CloudUpload}
        prompt={
          <>
            Drop files here or <span className="text-brand underline underline-offset-2">browse</span>
          </>
        }
        hint={`PDF, DOCX, TXT, MD, CSV or HTML · up to ${knowledgeBaseLimits.filesPerUpload} files of ${MEGABYTES} MB each`}
        onFiles={(picked) => choose(addChosenFiles(files, picked))}
      />

      {files.length > 0 ? (
        <ChosenFileList
          files={files}
          problemOf={fileProblem}
          onRemove={(file) => choose(files.filter((chosen) => chosen !== file))}
          isDisabled={upload.isPending}
        />
      ) : null}

      {problem !== null ? <Alert>{problem}</Alert> : null}
      {upload.isPending ? <UploadProgress fraction={progress} /> : null}

      <div className="flex justify-end">
        <Button type="submit" size="sm" isLoading={upload.isPending}>
          {files.length > 1 ? `Upload ${plural(files.length, 'file')}` : 'Upload'}
        </Button>
      </div>
    </form>
  );
};
