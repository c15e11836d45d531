import type { ComponentProps, ReactNode } from 'react';
import { FormField } from './form-field.tsx';
import { Input } from './input.tsx';
import { PasswordInput } from './password-input.tsx';

type Props = Omit<ComponentProps<'input'>, 'id' | 'children'> & {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  isInvalid?: boolean;
  /** Shown right under the input, above the hint and error (e.g. a 'Forgot password?' link). */
  children?: ReactNode;
};

/**
 * A FormField around an Input; `type="password"` gives the PasswordInput with its visibility toggle.
 * The rest of the props (autoComplete, placeholder, react-hook-form's `register(...)`) go to the input.
 */
export const TextField = ({ id, label, hint, error, isInvalid, type, children, ...inputProps }: Props) => (
  <FormField id={id} label={label} hint={hint} error={error} isInvalid={isInvalid}>
    {(control) => (
      <>
        {type === 'password' ? (
          <PasswordInput {...inputProps} {...control} />
        ) : (
          <Input type={type} {...inputProps} {...control} />
        )}
        {children}
      </>
    )}
  </FormField>
);
