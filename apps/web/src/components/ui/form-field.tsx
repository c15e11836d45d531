import type { ReactNode } from 'react';
import { Label } from './label.tsx';

type Props = {
  label: string;
  /** id of the control; hint and error get `${htmlFor}-hint` and `${htmlFor}-error` (see describedBy). */
  htmlFor: string;
  hint?: string;
  error?: string;
  children: ReactNode;
};

/** A labelled control with an optional hint and an inline error. */
export const FormField = ({ label, htmlFor, hint, error, children }: Props) => (
  <div className="flex flex-col gap-1.5">
    <Label htmlFor={htmlFor}>{label}</Label>
    {children}
    {hint !== undefined ? (
      <p id={`${htmlFor}-hint`} className="text-xs text-gray-500">
        {hint}
      </p>
    ) : null}
    {error !== undefined ? (
      <p id={`${htmlFor}-error`} className="text-xs font-medium text-red-600">
        {error}
      </p>
    ) : null}
  </div>
);
