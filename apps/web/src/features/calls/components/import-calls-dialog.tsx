import { FileUp, Upload, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import { toast } from 'sonner';
import { plural } from '@agentdesk/shared/plural';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { toastedErrors } from '../../../lib/toasted-errors.ts';
import { importRowErrorsSchema, useImportCalls } from '../api/import-calls.ts';
import type { ImportRowErrors } from '../api/import-calls.ts';
import { readCallsFile } from '../utils/read-calls-file.ts';

type Props = { triggerLabel?: string; testId?: string };

type Problem = { message: string; rows: ImportRowErrors['rows'] };

const MAX_LISTED_ROWS = 50;

const importedText = (imported: number, updated: number) =>
  `Imported ${plural(imported, 'call')}${updated > 0 ? `, updated ${updated}` : ''}.`;

/** Import of the provider's list-calls export (.json): progress, a toast of the result, bad rows listed on 422. */
export const ImportCallsDialog = ({ triggerLabel = 'Import', testId = 'import-button' }: Props) => {
  const inputId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [fileName, setFileName] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const importCalls = useImportCalls();

  const onOpenChange = (open: boolean) => {
    if (importCalls.isPending) return;
    setIsOpen(open);
    if (!open) {
      setProblem(null);
      setFileName(null);
    }
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (file === undefined) return;
    setFileName(file.name);
    setProblem(null);

    const read = await readCallsFile(file);
    if (!read.ok) {
      setProblem({ message: read.message, rows: [] });
      return;
    }
    try {
      const result = await importCalls.mutateAsync({ calls: read.calls });
      toast.success(importedText(result.imported, result.updated));
      setIsOpen(false);
      setFileName(null);
    } catch (error) {
      const rowErrors = importRowErrorsSchema.safeParse(error);
      if (rowErrors.success) {
        setProblem({ message: rowErrors.data.error_message, rows: rowErrors.data.rows });
        return;
      }
      const message = errorMessage(error, 'Failed to import calls. Please try again.');
      setProblem({ message, rows: [] });
      if (typeof error !== 'object' || error === null || !toastedErrors.has(error)) toast.error(message);
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
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg border border-gray-200 bg-white p-5 shadow-xl focus:outline-none">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-base font-semibold text-gray-900">Import call history</Dialog.Title>
            <Dialog.Close
              aria-label="Close"
              disabled={importCalls.isPending}
              className="-mt-1 -mr-1 flex size-8 items-center justify-center rounded-md text-gray-500 hover:bg-gray-100 hover:text-gray-900"
            >
              <X size={16} aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-[13px] leading-relaxed text-gray-600">
            Upload the JSON file your voice-agent provider&apos;s list-calls export gives: an array of call objects.
            Calls already here are updated; if any row is invalid, nothing is imported.
          </Dialog.Description>

          <label
            htmlFor={inputId}
            aria-disabled={importCalls.isPending}
            className="mt-4 flex cursor-pointer flex-col items-center gap-2 rounded-lg border border-dashed border-gray-300 px-4 py-6 text-center hover:border-brand hover:bg-brand-soft/40 aria-disabled:cursor-wait"
          >
            <FileUp size={22} aria-hidden="true" className="text-gray-400" />
            <span className="text-[13px] font-medium text-gray-800">
              {importCalls.isPending ? `Importing ${fileName ?? 'file'}...` : (fileName ?? 'Choose a .json file')}
            </span>
            <span className="text-xs text-gray-500">Call history file (.json)</span>
          </label>
          <input
            id={inputId}
            type="file"
            accept=".json,application/json"
            aria-label="Call history file"
            disabled={importCalls.isPending}
            onChange={(event) => void onFile(event)}
            className="sr-only"
          />

          {importCalls.isPending ? (
            <div role="status" className="mt-3 flex items-center gap-2 text-[13px] text-gray-600">
              <span className="h-1 flex-1 overflow-hidden rounded-full bg-gray-100">
                <span className="block h-full w-1/3 animate-pulse rounded-full bg-brand" />
              </span>
              Importing...
            </div>
          ) : null}

          {problem !== null ? (
            <div className="mt-3 flex min-h-0 flex-col gap-2" data-testid="import-errors">
              <Alert>{problem.message}</Alert>
              {problem.rows.length > 0 ? (
                <ul className="max-h-56 overflow-y-auto rounded-md border border-gray-200 text-xs">
                  {problem.rows.slice(0, MAX_LISTED_ROWS).map((row) => (
                    <li
                      key={`${row.index}-${row.message}`}
                      className="flex gap-2 border-b border-gray-100 px-3 py-1.5 last:border-b-0"
                    >
                      <span className="shrink-0 font-medium text-gray-700 tabular-nums">Row {row.index + 1}</span>
                      <span className="min-w-0 break-words text-gray-600">{row.message}</span>
                    </li>
                  ))}
                  {problem.rows.length > MAX_LISTED_ROWS ? (
                    <li className="px-3 py-1.5 text-gray-500">and {problem.rows.length - MAX_LISTED_ROWS} more</li>
                  ) : null}
                </ul>
              ) : null}
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
