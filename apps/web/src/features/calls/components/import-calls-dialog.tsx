import { FileUp, Upload, X } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { UploadProgress } from '../../../components/ui/upload-progress.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { isRunning, useLatestCallImport, useStartCallImport } from '../api/import-calls.ts';
import { callsQueryKeys } from '../api/calls-query-keys.ts';
import { ImportProgress, importResultText } from './import-progress.tsx';

type Props = { triggerLabel?: string; testId?: string };

/**
 * Import of the provider's list-calls export (.json). The file is uploaded (with its progress) and
 * imported by the server in batches in the background: the dialog shows the workspace's latest
 * import, read from the server, so closing it, reopening it or reloading the page loses nothing.
 */
export const ImportCallsDialog = ({ triggerLabel = 'Import', testId = 'import-button' }: Props) => {
  const inputId = useId();
  const queryClient = useQueryClient();
  const [isOpen, setIsOpen] = useState(false);
  const [fileName, setFileName] = useState<string | null>(null);
  const [sent, setSent] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const startImport = useStartCallImport();
  const { latest } = useLatestCallImport(isOpen || startImport.isPending);
  const isUploading = startImport.isPending;
  const isBusy = isUploading || isRunning(latest);

  // An import that finishes while it is watched: the lists show its calls, and a toast says what it did.
  const watched = useRef<string | null>(null);
  useEffect(() => {
    if (latest === undefined) return;
    if (isRunning(latest)) watched.current = latest.id;
    else if (watched.current === latest.id) {
      watched.current = null;
      void queryClient.invalidateQueries({ queryKey: callsQueryKeys.all });
      if (latest.status === 'complete') toast.success(importResultText(latest));
      else toast.error(latest.error ?? 'The import stopped.');
    }
  }, [latest, queryClient]);

  const onOpenChange = (open: boolean) => {
    setIsOpen(open);
    if (!open) setProblem(null);
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (file === undefined) return;
    setFileName(file.name);
    setProblem(null);
    setSent(0);
    try {
      await startImport.mutateAsync({ file, onProgress: setSent });
    } catch (error) {
      setProblem(errorMessage(error, 'Failed to import calls. Please try again.'));
    }
  };

  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button variant="secondary" size="sm" data-testid={testId}>
          <Upload size={14} aria-hidden="true" />
          {triggerLabel}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-gray-900/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto rounded-lg border border-gray-200 bg-white p-5 shadow-xl focus:outline-none">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-base font-semibold text-gray-900">Import call history</Dialog.Title>
            <Dialog.Close
              aria-label="Close"
              className="-mt-1 -mr-1 flex size-8 items-center justify-center rounded-md text-gray-500 hover:bg-gray-100 hover:text-gray-900"
            >
              <X size={16} aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-[13px] leading-relaxed text-gray-600">
            Upload the JSON file your voice-agent provider&apos;s list-calls export gives: an array of call objects.
            Calls already here are updated; rows that are not calls are skipped and listed. The import goes on in the
            background: you can close this window.
          </Dialog.Description>

          <label
            htmlFor={inputId}
            aria-disabled={isBusy}
            className="mt-4 flex cursor-pointer flex-col items-center gap-2 rounded-lg border border-dashed border-gray-300 px-4 py-6 text-center hover:border-brand hover:bg-brand-soft/40 aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
          >
            <FileUp size={22} aria-hidden="true" className="text-gray-400" />
            <span className="text-[13px] font-medium text-gray-800">
              {isUploading ? `Uploading ${fileName ?? 'file'}...` : 'Choose a .json file'}
            </span>
            <span className="text-xs text-gray-500">
              {isRunning(latest)
                ? 'One import at a time: the next can start when this one ends'
                : 'Call history file (.json)'}
            </span>
          </label>
          <input
            id={inputId}
            type="file"
            accept=".json,application/json"
            aria-label="Call history file"
            disabled={isBusy}
            onChange={(event) => void onFile(event)}
            className="sr-only"
          />

          {isUploading ? (
            <div className="mt-3">
              <UploadProgress fraction={sent} doneLabel="Checking…" />
            </div>
          ) : null}
          {problem !== null ? (
            <div className="mt-3">
              <Alert>{problem}</Alert>
            </div>
          ) : null}
          {latest !== undefined && !isUploading ? <ImportProgress callImport={latest} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
