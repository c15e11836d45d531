import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { CopyButton } from './copy-button.tsx';

type Props = {
  id: string;
  label: string;
  value: string;
  /** Names the copy button ('Copy webhook URL'); no button without one. */
  copyLabel?: string;
  /** A line under the field. */
  description?: ReactNode;
  /** Buttons after the field (and its copy button). */
  children?: ReactNode;
};

/** A value to paste elsewhere (an address, a key): read-only and shown whole, selected on focus, with a copy button. */
export const CopyField = ({ id, label, value, copyLabel, description, children }: Props) => (
  <div className="flex min-w-0 flex-col gap-1.5">
    <label htmlFor={id} className="text-[13px] font-medium text-gray-800">
      {label}
    </label>
    <div className="flex items-start gap-2">
      {/* A text area that grows with its value: a long address reads whole, even on a phone. */}
      <textarea
        id={id}
        readOnly
        rows={1}
        value={value}
        spellCheck={false}
        aria-describedby={description === undefined ? undefined : `${id}-description`}
        onFocus={(event) => event.currentTarget.select()}
        className={cn(
          'field-sizing-content min-h-8 min-w-0 flex-1 resize-none rounded-md border border-gray-200 bg-gray-50',
          'px-2.5 py-[7px] font-mono text-xs leading-4 break-all text-gray-800',
        )}
      />
      {copyLabel !== undefined ? <CopyButton value={value} label={copyLabel} /> : null}
      {children}
    </div>
    {description !== undefined ? (
      <p id={`${id}-description`} className="text-xs text-gray-500">
        {description}
      </p>
    ) : null}
  </div>
);
