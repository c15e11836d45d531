import type { ReactNode } from 'react';
import { Label } from './label.tsx';

/** What a FormField hands its control, so the label, hint and error are wired in one place. */
export type FormFieldControl = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type Props = {
  label: string;
  /** id of the control; hint and error get `${id}-hint` and `${id}-error`. */
  id: string;
  hint?: string;
  error?: string;
  /** Marks the control invalid without a message (e.g. an empty required field); by default, whether there is an error. */
  isInvalid?: boolean;
  /** Renders the control, spreading the wiring onto it, and anything that belongs right under it. */
  children: (control: FormFieldControl) => ReactNode;
};

/** A labelled control with an optional hint and an inline error, both announced through aria-describedby. */
export const FormField = ({ label, id, hint, error, isInvalid, children }: Props) => {
  const hintId = hint !== undefined ? `${id}-hint` : null;
  const errorId = error !== undefined ? `${id}-error` : null;
  const describedBy = [hintId, errorId].filter((value) => value !== null).join(' ');

  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        'aria-invalid': (isInvalid ?? error !== undefined) ? true : undefined,
        'aria-describedby': describedBy !== '' ? describedBy : undefined,
      })}
      {hintId !== null ? (
        <p id={hintId} className="text-xs text-gray-500">
          {hint}
        </p>
      ) : null}
      {errorId !== null ? (
        <p id={errorId} className="text-xs font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
};
