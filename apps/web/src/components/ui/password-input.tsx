import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { Input } from './input.tsx';

type Props = Omit<ComponentProps<'input'>, 'type'>;

/** Password field with a visibility toggle labelled 'Show password' / 'Hide password' (SPEC §2). */
export const PasswordInput = ({ className, disabled, ...props }: Props) => {
  const [isVisible, setIsVisible] = useState(false);
  const toggleLabel = isVisible ? 'Hide password' : 'Show password';

  return (
    <div className="relative">
      <Input type={isVisible ? 'text' : 'password'} disabled={disabled} className={cn('pr-10', className)} {...props} />
      <button
        type="button"
        title={toggleLabel}
        disabled={disabled}
        onClick={() => setIsVisible((visible) => !visible)}
        className="absolute inset-y-0 right-0 flex w-9 items-center justify-center rounded-r-md text-gray-500 hover:text-gray-800 disabled:cursor-not-allowed disabled:text-gray-300"
      >
        {isVisible ? <EyeOff size={16} aria-hidden="true" /> : <Eye size={16} aria-hidden="true" />}
        {/* Named by its text, not aria-label, so a label lookup for 'Password' finds only the field. */}
        <span className="sr-only">{toggleLabel}</span>
      </button>
    </div>
  );
};
