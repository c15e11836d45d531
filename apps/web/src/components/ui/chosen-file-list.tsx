import { FileText, X } from 'lucide-react';
import { formatFileSize } from '../../lib/format-kilobytes.ts';

type Props = {
  files: readonly File[];
  /** What is wrong with a file (shown under its name, its icon red), or null. */
  problemOf: (file: File) => string | null;
  onRemove: (file: File) => void;
  isDisabled: boolean;
};

/** The files chosen for an upload, before it is sent: name, size, what is wrong with each, and a button to take one out. */
export const ChosenFileList = ({ files, problemOf, onRemove, isDisabled }: Props) => (
  <ul
    aria-label="Chosen files"
    className="max-h-48 divide-y divide-gray-100 overflow-y-auto rounded-md border border-gray-200 text-[13px]"
  >
    {files.map((file) => {
      const problem = problemOf(file);
      return (
        <li
          key={`${file.name}-${file.size}-${file.lastModified}`}
          data-testid="chosen-file"
          className="flex items-center gap-2 px-3 py-1.5"
        >
          <FileText
            size={14}
            aria-hidden="true"
            className={problem === null ? 'shrink-0 text-gray-400' : 'shrink-0 text-red-500'}
          />
          <span className="min-w-0 flex-1">
            <span className="block truncate text-gray-900">{file.name}</span>
            {problem !== null ? <span className="block text-xs text-red-700">{problem}</span> : null}
          </span>
          <span className="shrink-0 text-xs text-gray-500 tabular-nums">{formatFileSize(file.size)}</span>
          <button
            type="button"
            aria-label={`Remove ${file.name}`}
            disabled={isDisabled}
            onClick={() => onRemove(file)}
            className="flex size-6 shrink-0 items-center justify-center rounded text-gray-400 hover:bg-gray-100 hover:text-gray-700"
          >
            <X size={14} aria-hidden="true" />
          </button>
        </li>
      );
    })}
  </ul>
);
