import type { LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

type Props = {
  /** id of the file input; the hint gets `${id}-hint`. */
  id: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  icon: LucideIcon;
  /** What the zone says, e.g. 'Drop files here or browse'. */
  prompt: ReactNode;
  /** The types and sizes taken. */
  hint: string;
  /** The files picked or dropped (the input is emptied, so the same file can be picked again). */
  onFiles: (files: File[]) => void;
};

/** A dashed area that takes dropped files, and opens the file picker when clicked or from the keyboard. */
export const FileDropZone = ({
  id,
  accept,
  multiple = false,
  disabled = false,
  icon: Icon,
  prompt,
  hint,
  onFiles,
}: Props) => {
  const [isDragging, setDragging] = useState(false);
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        if (!disabled) onFiles([...event.dataTransfer.files]);
      }}
      className={cn(
        'rounded-lg border border-dashed transition-colors has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-brand',
        isDragging ? 'border-brand bg-brand-soft' : 'border-gray-300 hover:border-brand hover:bg-brand-soft/40',
      )}
    >
      <label htmlFor={id} className="flex cursor-pointer flex-col items-center gap-1.5 px-4 pt-8 pb-2 text-center">
        <Icon size={22} aria-hidden="true" className="text-gray-400" />
        <span className="text-[13px] font-medium text-gray-800">{prompt}</span>
      </label>
      <p id={`${id}-hint`} className="px-4 pb-8 text-center text-xs text-gray-500">
        {hint}
      </p>
      <input
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        aria-describedby={`${id}-hint`}
        disabled={disabled}
        onChange={(event) => {
          const picked = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = '';
          onFiles(picked);
        }}
        className="sr-only"
      />
    </div>
  );
};
