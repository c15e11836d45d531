import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import { useId } from 'react';
import { cn } from '../../lib/cn.ts';

export type RadioOption = { value: string; label: string };

type Props = {
  value: string;
  onValueChange: (value: string) => void;
  options: RadioOption[];
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** Shows the choice without letting it change (a read-only view). */
  disabled?: boolean;
  className?: string;
};

/** Radix RadioGroup: one labelled radio per option, arrow keys move the choice. */
export const RadioGroup = ({ value, onValueChange, options, disabled, className, ...aria }: Props) => {
  const baseId = useId();
  return (
    <RadixRadioGroup.Root
      value={value}
      onValueChange={onValueChange}
      disabled={disabled}
      className={cn('flex flex-col gap-1', className)}
      {...aria}
    >
      {options.map((option) => {
        const id = `${baseId}-${option.value}`;
        return (
          <div key={option.value} className="flex items-center gap-2.5 rounded-md px-1 py-1.5 hover:bg-gray-50">
            <RadixRadioGroup.Item
              id={id}
              value={option.value}
              className="flex size-4 shrink-0 items-center justify-center rounded-full border border-gray-300 bg-white shadow-xs data-[state=checked]:border-brand disabled:cursor-not-allowed disabled:opacity-60"
            >
              <RadixRadioGroup.Indicator className="block size-2 rounded-full bg-brand" />
            </RadixRadioGroup.Item>
            <label
              htmlFor={id}
              className={cn('flex-1 text-[13px] text-gray-800', disabled ? 'cursor-default' : 'cursor-pointer')}
            >
              {option.label}
            </label>
          </div>
        );
      })}
    </RadixRadioGroup.Root>
  );
};
